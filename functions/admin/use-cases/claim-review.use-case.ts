import type {
  AdminClaimActionResponse,
  AdminClaimQueueResponse,
  AdminClaimResponse,
  AdminDenyRequest,
  AdminMoveClaimRequest,
  AdminPayoutRequest,
} from '#api/admin';
import { ADMIN_MOVE_STATUSES } from '#api/admin';
import type { IdGenerator } from '#domain/accounts/ports';
import type { AdminAction, AdminAuditEntry, StaffMember } from '#domain/admin/admin-audit';
import { payoutProblem } from '#domain/admin/payout.rules';
import type { AuditedClaimWrites } from '#domain/admin/ports';
import {
  ClaimTransitionError,
  nextClaimStatuses,
  transitionClaim,
  type ClaimActor,
} from '#domain/claims/claim-lifecycle.rules';
import type { ClaimRecord } from '#domain/claims/claim-record';
import type { ClaimReviewQueue, ClaimStore } from '#domain/claims/ports';
import { formatCents, toCents } from '#domain/money/cents.rules';
import type { ClaimStatus } from '#domain/statuses/claim-status.rules';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { auditedState, toAdminClaimView } from './claim-view';

export interface ClaimReviewDeps {
  claims: ClaimStore;
  queue: ClaimReviewQueue;
  writes: AuditedClaimWrites;
  ids: IdGenerator;
  now?: () => Date;
}

export const CLAIM_REVIEW_MESSAGES = {
  changed: 'This claim changed since it was opened; reload it and try again.',
  alreadyPaid: 'This claim was already paid.',
} as const;

/** The statuses a staff move offers: paying and denying are their own actions. */
function movesOf(status: ClaimStatus): ClaimStatus[] {
  return nextClaimStatuses(status, 'admin').filter((s) => (ADMIN_MOVE_STATUSES as readonly string[]).includes(s));
}

/**
 * The staff console's claim decisions: the review queue, a claim, and the three actions (move, pay,
 * deny). Every action is a guarded transition of the claim lifecycle with the staff member as its actor,
 * written together with its audit entry.
 */
export function makeClaimReview(deps: ClaimReviewDeps) {
  const now = deps.now ?? (() => new Date());

  async function load(accountId: string, claimId: string): Promise<ClaimRecord> {
    const record = await deps.claims.get(accountId, claimId);
    // A draft is the merchant's own until submitted: staff see claims from the moment they are received.
    if (!record || record.status === 'draft') throw new NotFoundError('Claim');
    return record;
  }

  function fresh(record: ClaimRecord, expectedVersion: number): void {
    if (record.version !== expectedVersion) throw new ConflictError(CLAIM_REVIEW_MESSAGES.changed);
  }

  /** The guarded move as staff makes it: a refused move names the field `to` (409, the claim's state decides). */
  function transition(record: ClaimRecord, to: ClaimStatus, actor: ClaimActor, at: string, note: string) {
    try {
      return transitionClaim({ from: record.status, to, actor, at, note, resolution: record.resolution });
    } catch (err) {
      if (err instanceof ClaimTransitionError) throw new ConflictError(err.message, { to: err.message });
      throw err;
    }
  }

  function audit(
    admin: StaffMember,
    action: AdminAction,
    record: ClaimRecord,
    after: ClaimRecord,
    at: string,
    note: string,
  ): AdminAuditEntry {
    return {
      auditId: deps.ids.newId(),
      at,
      admin,
      action,
      accountId: record.accountId,
      claimId: record.claimId,
      before: auditedState(record),
      after: auditedState(after),
      note,
    };
  }

  function outcome(result: 'written' | 'stale' | 'missing'): void {
    if (result === 'missing') throw new NotFoundError('Claim');
    if (result === 'stale') throw new ConflictError(CLAIM_REVIEW_MESSAGES.changed);
  }

  async function answer(accountId: string, claimId: string, entry: AdminAuditEntry): Promise<AdminClaimActionResponse> {
    return { claim: toAdminClaimView(await load(accountId, claimId)), audit: entry };
  }

  return {
    async queue(query: { status: ClaimStatus; limit: number; cursor?: string }): Promise<AdminClaimQueueResponse> {
      const page = await deps.queue.page(query.status, { limit: query.limit, cursor: query.cursor });
      return { items: page.items.map(toAdminClaimView), ...(page.cursor ? { cursor: page.cursor } : {}) };
    },

    async get(accountId: string, claimId: string): Promise<AdminClaimResponse> {
      const record = await load(accountId, claimId);
      return { claim: toAdminClaimView(record), nextStatuses: movesOf(record.status) };
    },

    async move(
      admin: StaffMember,
      accountId: string,
      claimId: string,
      request: Required<Pick<AdminMoveClaimRequest, 'to' | 'expectedVersion'>> & { note: string },
    ): Promise<AdminClaimActionResponse> {
      const record = await load(accountId, claimId);
      fresh(record, request.expectedVersion);
      const at = now().toISOString();
      const { entry, resolution } = transition(
        record,
        request.to,
        { kind: 'admin', id: admin.userId },
        at,
        request.note,
      );
      const after = { ...record, status: entry.to, resolution, version: record.version + 1 };
      const auditEntry = audit(admin, 'claim.move', record, after, at, request.note);
      outcome(
        await deps.writes.move(
          accountId,
          claimId,
          { expectedStatus: record.status, expectedVersion: record.version, entry, resolution },
          auditEntry,
        ),
      );
      return answer(accountId, claimId, auditEntry);
    },

    async approve(
      admin: StaffMember,
      accountId: string,
      claimId: string,
      request: { amount: number; note: string; expectedVersion: AdminPayoutRequest['expectedVersion'] },
    ): Promise<AdminClaimActionResponse> {
      const record = await load(accountId, claimId);
      if (record.status === 'paid') throw new ConflictError(CLAIM_REVIEW_MESSAGES.alreadyPaid);
      fresh(record, request.expectedVersion);
      const amountCents = toCents(request.amount);
      const problem = payoutProblem(amountCents, record.amounts);
      if (problem) throw new ValidationError({ amount: problem }, problem);
      const at = now().toISOString();
      const note = request.note || `Paid ${formatCents(amountCents)}`;
      const { entry, resolution } = transition(record, 'paid', { kind: 'admin', id: admin.userId }, at, note);
      const after = {
        ...record,
        status: entry.to,
        resolution,
        version: record.version + 1,
        amounts: { ...record.amounts, paidCents: amountCents },
      };
      const auditEntry = audit(admin, 'claim.approve', record, after, at, note);
      const result = await deps.writes.settle(
        accountId,
        claimId,
        { expectedStatus: record.status, expectedVersion: record.version, entry, resolution },
        { amountCents, tierFeeCents: 0, description: `Claim paid: order ${record.orderNumber}` },
        auditEntry,
      );
      if (result === 'already') throw new ConflictError(CLAIM_REVIEW_MESSAGES.alreadyPaid);
      outcome(result === 'settled' ? 'written' : result);
      return answer(accountId, claimId, auditEntry);
    },

    async deny(
      admin: StaffMember,
      accountId: string,
      claimId: string,
      request: Required<AdminDenyRequest>,
    ): Promise<AdminClaimActionResponse> {
      const record = await load(accountId, claimId);
      fresh(record, request.expectedVersion);
      const at = now().toISOString();
      const { entry, resolution } = transition(
        record,
        'denied',
        { kind: 'admin', id: admin.userId },
        at,
        request.reason,
      );
      const after = { ...record, status: entry.to, resolution, version: record.version + 1 };
      const auditEntry = audit(admin, 'claim.deny', record, after, at, request.reason);
      outcome(
        await deps.writes.move(
          accountId,
          claimId,
          { expectedStatus: record.status, expectedVersion: record.version, entry, resolution },
          auditEntry,
        ),
      );
      return answer(accountId, claimId, auditEntry);
    },
  };
}

export type ClaimReview = ReturnType<typeof makeClaimReview>;
