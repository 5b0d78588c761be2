import type {
  ClaimDetailResponse,
  ClaimDocumentView,
  ClaimListResponse,
  ClaimView,
  ClaimWriteResponse,
  CreateClaimRequest,
  UpdateClaimRequest,
} from '#api/claims';
import type { AccountStore, IdGenerator } from '#domain/accounts/ports';
import { CLAIM_MESSAGES } from '#domain/claims/claim-messages';
import {
  ClaimTransitionError,
  canTransitionClaim,
  isOpenClaimStatus,
  transitionClaim,
  type ClaimActor,
  type ClaimStatus,
} from '#domain/claims/claim-lifecycle.rules';
import { amountsAfterEdit, claimShipmentOf, claimSubmitIssues } from '#domain/claims/claim-draft.rules';
import { draftClaimForm, type ClaimForm } from '#domain/claims/claim-draft-form.rules';
import {
  claimFilerOf,
  claimPermission,
  claimReason,
  type ClaimFiler,
  type ClaimRecord,
} from '#domain/claims/claim-record';
import type { ClaimDocument } from '#domain/claims/claim-record';
import { claimDocumentKey } from '#domain/claims/claim-document.rules';
import { filingDeadline } from '#domain/claims/filing-deadline.rules';
import type {
  ClaimDocumentFiles,
  ClaimDocumentStore,
  ClaimNotifier,
  ClaimSettingsStore,
  ClaimStatusWrite,
  ClaimStore,
} from '#domain/claims/ports';
import type { OrderRecordStore } from '#domain/orders/ports';
import { hasAllPermissions, type PermissionSet } from '#domain/permissions/permission-keys';
import { claimStatusLabel } from '#domain/statuses/claim-status.rules';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#lib/errors';

/** Who asks: the account from the verified token, the user, and their permissions there (accounts §6). */
export interface ClaimCaller {
  accountId: string;
  userId: string;
  permissions: PermissionSet;
}

export interface ClaimsDeps {
  claims: ClaimStore;
  documents: Pick<ClaimDocumentStore, 'list' | 'remove'>;
  /** A deleted draft's document files go with it. */
  files: Pick<ClaimDocumentFiles, 'remove'>;
  orders: Pick<OrderRecordStore, 'get'>;
  accounts: Pick<AccountStore, 'getAccount'>;
  settings: Pick<ClaimSettingsStore, 'get'>;
  notifier: ClaimNotifier;
  ids: IdGenerator;
  clock?: () => Date;
  /** A status email that could not be queued: the move stands, the failure is reported. */
  onNotifyError?: (error: unknown, claimId: string) => void;
}

export function toClaimView(record: ClaimRecord): ClaimView {
  const draft = record.status === 'draft';
  return {
    claimId: record.claimId,
    source: record.source,
    type: record.type,
    reason: claimReason(record.type),
    status: record.status,
    statusLabel: claimStatusLabel(record.status),
    resolution: record.resolution,
    orderNumber: record.orderNumber,
    ...(record.trackingCode ? { trackingCode: record.trackingCode } : {}),
    ...(record.fileBy ? { fileBy: record.fileBy } : {}),
    claim: record.claim,
    amounts: record.amounts,
    history: record.history,
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...(record.submittedAt ? { submittedAt: record.submittedAt } : {}),
    actions: {
      edit: draft,
      submit: draft,
      withdraw: canTransitionClaim(record.status, 'withdrawn', 'merchant'),
      delete: draft,
    },
  };
}

export function toDocumentView(d: ClaimDocument): ClaimDocumentView {
  return {
    documentId: d.documentId,
    documentType: d.documentType,
    fileName: d.fileName,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    state: d.state,
    uploadedAt: d.uploadedAt,
  };
}

/** Tells the recipients the account's claim settings name for `status` (accounts §3), if any. */
export async function notifyStatus(
  deps: Pick<ClaimsDeps, 'settings' | 'notifier' | 'onNotifyError'>,
  record: ClaimRecord,
  status: ClaimStatus,
  at: string,
): Promise<void> {
  try {
    const { settings } = await deps.settings.get(record.accountId);
    const recipients = (settings.notifications[status] ?? []).map((r) => r.value).filter(Boolean);
    if (recipients.length === 0) return;
    await deps.notifier.statusChanged({
      accountId: record.accountId,
      claimId: record.claimId,
      status,
      at,
      recipients,
      orderNumber: record.orderNumber,
    });
  } catch (error) {
    deps.onNotifyError?.(error, record.claimId);
  }
}

/**
 * The merchant's claims (accounts §3–§5, §8): create a prefilled draft from a labelled shipment or an order,
 * edit it, submit it with every spec check, withdraw an open one, delete a draft. A claim is seen only by
 * members holding its source's permission (Full Coverage or order protection).
 */
export function makeClaims(deps: ClaimsDeps) {
  const now = deps.clock ?? (() => new Date());

  const permitted = (caller: ClaimCaller, record: Pick<ClaimRecord, 'source'>) =>
    hasAllPermissions(caller.permissions, [claimPermission(record.source.kind)]);

  /** The caller's claim, or 404 (another account's id reads as missing; a claim of a source not permitted, 403). */
  async function load(caller: ClaimCaller, claimId: string): Promise<ClaimRecord> {
    const record = await deps.claims.get(caller.accountId, claimId);
    if (!record) throw new NotFoundError('Claim');
    if (!permitted(caller, record)) throw new ForbiddenError();
    return record;
  }

  const actorOf = (caller: ClaimCaller): ClaimActor => ({ kind: 'merchant', id: caller.userId });

  async function move(
    caller: ClaimCaller,
    record: ClaimRecord,
    to: ClaimStatus,
    version: number,
    extra: Partial<ClaimStatusWrite> & { note?: string } = {},
  ): Promise<ClaimRecord> {
    if (version !== record.version) throw new ConflictError(CLAIM_MESSAGES.stale);
    const at = now().toISOString();
    let moved;
    try {
      moved = transitionClaim({
        from: record.status,
        to,
        actor: actorOf(caller),
        at,
        note: extra.note,
        resolution: record.resolution,
      });
    } catch (error) {
      if (error instanceof ClaimTransitionError)
        throw new ConflictError(to === 'withdrawn' ? CLAIM_MESSAGES.notOpen : CLAIM_MESSAGES.notDraft);
      throw error;
    }
    const outcome = await deps.claims.move(caller.accountId, record.claimId, {
      expectedStatus: record.status,
      expectedVersion: record.version,
      entry: moved.entry,
      resolution: moved.resolution,
      ...(extra.submittedAt ? { submittedAt: extra.submittedAt } : {}),
    });
    if (outcome === 'missing') throw new NotFoundError('Claim');
    if (outcome === 'stale') throw new ConflictError(CLAIM_MESSAGES.stale);
    const after = await load(caller, record.claimId);
    await notifyStatus(deps, after, to, at);
    return after;
  }

  return {
    async list(
      caller: ClaimCaller,
      query: { status?: ClaimStatus; filer?: ClaimFiler; orderId?: string; pageSize: number; cursor?: string },
    ): Promise<ClaimListResponse> {
      const wanted = (r: ClaimRecord) =>
        permitted(caller, r) &&
        (!query.status || r.status === query.status) &&
        (!query.filer || claimFilerOf(r.source.kind) === query.filer);
      if (query.orderId) {
        const summaries = await deps.claims.ofOrder(caller.accountId, query.orderId);
        const records = await Promise.all(summaries.map((s) => deps.claims.get(caller.accountId, s.claimId)));
        const items = records.filter((r): r is ClaimRecord => Boolean(r)).filter(wanted);
        return { items: items.slice(0, query.pageSize).map(toClaimView) };
      }
      const page = await deps.claims.list(caller.accountId, {
        ...(query.status ? { status: query.status } : {}),
        ...(query.filer ? { filer: query.filer } : {}),
        limit: query.pageSize,
        ...(query.cursor ? { cursor: query.cursor } : {}),
      });
      return {
        // A member with one of the two claim permissions sees only that kind of claim.
        items: page.items.filter((r) => permitted(caller, r)).map(toClaimView),
        ...(page.cursor ? { cursor: page.cursor } : {}),
      };
    },

    async get(caller: ClaimCaller, claimId: string): Promise<ClaimDetailResponse> {
      const record = await load(caller, claimId);
      const documents = await deps.documents.list(caller.accountId, claimId);
      return { claim: toClaimView(record), documents: documents.map(toDocumentView) };
    },

    async create(
      caller: ClaimCaller,
      request: CreateClaimRequest & { type: ClaimRecord['type'] },
    ): Promise<ClaimWriteResponse> {
      const source = request.source;
      if (!hasAllPermissions(caller.permissions, [claimPermission(source.kind)])) throw new ForbiddenError();
      const order = await deps.orders.get(caller.accountId, source.orderId);
      if (!order || order.isDeleted) throw new NotFoundError('Order');
      const found = claimShipmentOf(order, source);
      if ('error' in found) {
        const field = source.kind === 'shipment' ? 'source.shipmentId' : 'source.orderId';
        throw new ValidationError({ [field]: CLAIM_MESSAGES[found.error] }, CLAIM_MESSAGES[found.error]);
      }
      const { settings } = await deps.settings.get(caller.accountId);
      const profile = request.profileName
        ? settings.profiles.find((p) => p.profileName === request.profileName)
        : undefined;
      if (request.profileName && !profile)
        throw new ValidationError({ profileName: CLAIM_MESSAGES.unknownProfile }, CLAIM_MESSAGES.unknownProfile);
      const account = await deps.accounts.getAccount(caller.accountId);
      const at = now();
      const draft = draftClaimForm({
        order,
        shipment: found.shipment,
        ...(profile ? { profile } : {}),
        now: at,
        timeZone: account?.timezone ?? 'America/New_York',
      });
      const iso = at.toISOString();
      const fileBy = filingDeadline(found.shipment, request.type)?.fileBy;
      const record: ClaimRecord = {
        claimId: deps.ids.newId(),
        accountId: caller.accountId,
        source:
          source.kind === 'shipment'
            ? { kind: 'shipment', orderId: order.id, shipmentId: source.shipmentId }
            : { kind: 'order', orderId: order.id },
        type: request.type,
        status: 'draft',
        resolution: 'pending',
        claim: draft.claim,
        amounts: draft.amounts,
        history: [{ at: iso, from: null, to: 'draft', actor: actorOf(caller), note: '' }],
        orderNumber: order.orderNumber,
        ...(draft.trackingCode ? { trackingCode: draft.trackingCode } : {}),
        ...(fileBy ? { fileBy } : {}),
        version: 1,
        createdAt: iso,
        updatedAt: iso,
      };
      const created = await deps.claims.create(record);
      if (created.outcome === 'duplicate')
        throw new ConflictError(CLAIM_MESSAGES.duplicate(request.type), {
          type: CLAIM_MESSAGES.duplicate(request.type),
        });
      return { claim: toClaimView(await load(caller, record.claimId)), message: CLAIM_MESSAGES.drafted };
    },

    async update(
      caller: ClaimCaller,
      claimId: string,
      request: UpdateClaimRequest & { claim: ClaimForm },
    ): Promise<ClaimWriteResponse> {
      const record = await load(caller, claimId);
      if (record.status !== 'draft') throw new ConflictError(CLAIM_MESSAGES.notDraft);
      if (request.version !== record.version) throw new ConflictError(CLAIM_MESSAGES.stale);
      const next: ClaimRecord = {
        ...record,
        claim: request.claim,
        amounts: amountsAfterEdit(record.amounts, request.claim),
      };
      const outcome = await deps.claims.updateDraft(next, record.version);
      if (outcome === 'missing') throw new NotFoundError('Claim');
      if (outcome === 'stale') throw new ConflictError(CLAIM_MESSAGES.stale);
      return { claim: toClaimView(await load(caller, claimId)), message: CLAIM_MESSAGES.drafted };
    },

    /** Submits a draft: every spec check first (400 with field messages), then draft → claim_received. */
    async submit(
      caller: ClaimCaller,
      claimId: string,
      request: { version: number; note?: string },
    ): Promise<ClaimWriteResponse> {
      const record = await load(caller, claimId);
      if (record.status !== 'draft') throw new ConflictError(CLAIM_MESSAGES.notDraft);
      const issues = claimSubmitIssues(record.claim, record.amounts);
      if (Object.keys(issues).length > 0) throw new ValidationError(prefixed(issues, 'claim'));
      const after = await move(caller, record, 'claim_received', request.version, {
        submittedAt: now().toISOString(),
        ...(request.note ? { note: request.note } : {}),
      });
      return { claim: toClaimView(after), message: CLAIM_MESSAGES.created };
    },

    async withdraw(
      caller: ClaimCaller,
      claimId: string,
      request: { version: number; note?: string },
    ): Promise<ClaimWriteResponse> {
      const record = await load(caller, claimId);
      if (!isOpenClaimStatus(record.status)) throw new ConflictError(CLAIM_MESSAGES.notOpen);
      const after = await move(
        caller,
        record,
        'withdrawn',
        request.version,
        request.note ? { note: request.note } : {},
      );
      return { claim: toClaimView(after), message: CLAIM_MESSAGES.withdrawn };
    },

    async remove(caller: ClaimCaller, claimId: string): Promise<{ message: string }> {
      const record = await load(caller, claimId);
      if (record.status !== 'draft') throw new ConflictError(CLAIM_MESSAGES.notDraft);
      // The documents first: each removal moves the claim's document count, which needs the claim.
      for (const d of await deps.documents.list(caller.accountId, claimId)) {
        await deps.files.remove(claimDocumentKey(caller.accountId, claimId, d.documentId));
        await deps.documents.remove(caller.accountId, claimId, d.documentId);
      }
      if (!(await deps.claims.deleteDraft(caller.accountId, claimId))) throw new ConflictError(CLAIM_MESSAGES.stale);
      return { message: CLAIM_MESSAGES.deleted };
    },
  };
}

/** The form's field paths as the request names them (`claim.claimDetails.lossDate`). */
function prefixed(issues: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(issues).map(([path, message]) => [`${prefix}.${path}`, message]));
}

export type Claims = ReturnType<typeof makeClaims>;
