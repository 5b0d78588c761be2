import { claimSchema } from '#domain/claims/claim.schema';
import { claimReason, type ClaimRecord } from '#domain/claims/claim-record';
import type { ProtectionClaimView, ProtectionPhotoUploadAnswer, ProtectionPhotoView } from '#api/protection-claims';
import {
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_DOCUMENT_MESSAGES,
  CLAIM_DOCUMENT_SNIFF_BYTES,
  CLAIM_UPLOAD_SECONDS,
  claimDocumentKey,
  sniffClaimDocumentType,
} from '#domain/claims/claim-document.rules';
import { isOpenClaimStatus } from '#domain/claims/claim-lifecycle.rules';
import type { ClaimDocumentFiles, ClaimDocumentStore } from '#domain/claims/ports';
import type { OrderRecord } from '#domain/orders/order-record';
import type { ProtectionOrders, ProtectionPages, ProtectionClaimStore } from '#domain/protection/ports';
import {
  acceptsProtectionClaim,
  claimTypeOfReason,
  PROTECTION_CLAIM_ALREADY_FILED,
  PROTECTION_CLAIM_NOT_FOUND,
  PROTECTION_OUTCOME_OF,
  PROTECTION_PHOTO_MESSAGES,
  PROTECTION_PHOTOS_MAX,
  type ProtectionPhotoContentType,
  PROTECTION_RESOLVE_MESSAGES,
  protectionResolutionMove,
  replacementShipment,
  replacementShipmentIdOf,
  resolvedOrder,
  shipmentToReship,
  type ProtectionResolution,
} from '#domain/protection/protection-claim.rules';
import type { ProtectionClaimForm } from '#domain/protection/protection-claim.schema';
import type { TrackingEmailQueue } from '#domain/tracking/ports';
import { emailMatchesOrder, firstNameOf } from '#domain/tracking/tracking-page.rules';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import type { IdGenerator } from '#domain/accounts/ports';
import type { RateLimiter } from '#lib/rate-limit/rate-limiter';
import type { RateLimitRule } from '#lib/rate-limit/fixed-window';

/**
 * A public page's attempts: per client (its IP) and per page (its subdomain, whoever calls), so one
 * visitor cannot walk order numbers and many visitors together cannot hammer one merchant's orders.
 */
export const PROTECTION_CLAIM_LIMITS = {
  perClient: { name: 'protection-claim-ip', limit: 10, windowSeconds: 600 },
  perPage: { name: 'protection-claim-page', limit: 100, windowSeconds: 600 },
  /** A claim's photos: each is an upload and a confirm, so a handful of photos takes a dozen attempts. */
  photosPerClient: { name: 'protection-photo-ip', limit: 30, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

/** What proves a shopper may touch a claim: the page, and the email and order number of the claim's order. */
export interface ShopperProof {
  subDomain: string;
  clientIp: string;
  email: string;
  orderNumber: string;
  claimId: string;
}

/** The shoppers' claims of one order a merchant's page reads at most (one per reason, in practice). */
export const ORDER_PROTECTION_CLAIMS_MAX = 20;

/** Orders with one number a filing reads at most (one per store, in practice). */
export const PROTECTION_ORDERS_MAX = 10;

/** Who filed, as the claim's history names them: the shopper is no Shipdeck user. */
export const SHOPPER_ACTOR = { kind: 'system', id: 'protection-claim-page' } as const;

export interface ProtectionClaimDeps {
  pages: ProtectionPages;
  documents: ClaimDocumentStore;
  files: ClaimDocumentFiles;
  orders: ProtectionOrders;
  claims: ProtectionClaimStore;
  limiter: RateLimiter;
  emails: TrackingEmailQueue;
  ids: IdGenerator;
  now?: () => Date;
}

/** What the shopper is told once their claim is in: nothing they did not give, plus the claim's reference. */
export interface ProtectionClaimReceipt {
  claimId: string;
  orderNumber: string;
  reason: string;
  recipientFirstName: string;
}

/** A resolved claim as the merchant's page shows it. */
export interface ProtectionResolutionView {
  claimId: string;
  status: ClaimRecord['status'];
  resolution: ClaimRecord['resolution'];
  /** The replacement shipment's id, for a reship. */
  replacementShipmentId?: string;
}

const miss = () => new NotFoundError(PROTECTION_CLAIM_NOT_FOUND);

/** The claim's `claim` part (accounts §3) from what the shopper gave: their words and the order's recipient. */
function claimFormOf(form: ProtectionClaimForm, order: { orderNumber: string; name: string; email: string }) {
  const [firstName = '', ...rest] = order.name.split(/\s+/).filter(Boolean);
  const {
    id: _id,
    status: _status,
    documents: _documents,
    ...claim
  } = claimSchema.parse({
    claimDetails: {
      lossCause: form.reason,
      referenceNumber: order.orderNumber.slice(0, 100),
      additionalNotes: form.description,
    },
    contactDetails: { firstName: firstName.slice(0, 200), lastName: rest.join(' ').slice(0, 200), email: form.email },
    senderDetails: {},
    recipientDetails: {},
    payeeDetails: {},
  });
  return claim;
}

/**
 * Order protection for shoppers: the public filing on a merchant's branded tracking page, and the
 * merchant's decision (reship, refund, deny) that the order and the shopper's email then show.
 */
export function makeProtectionClaimUseCases(deps: ProtectionClaimDeps) {
  const now = deps.now ?? (() => new Date());

  /** The order the email and order number name on this page's account, if protected; else the one 404. */
  async function matchedOrder(subDomain: string, email: string, orderNumber: string) {
    const accountId = await deps.pages.accountOfSubdomain(subDomain);
    if (!accountId) throw miss();
    const found = await deps.orders.findByOrderNumber(accountId, orderNumber, PROTECTION_ORDERS_MAX);
    const order = found.find((o) => !o.isDeleted && emailMatchesOrder(o, email));
    if (!order || !acceptsProtectionClaim(order)) throw miss();
    return { accountId, order };
  }

  /** A claim the proof reaches: a protection claim of that very order (anything else is the same 404). */
  async function provenClaim(proof: ShopperProof): Promise<{ claim: ClaimRecord; order: OrderRecord }> {
    await deps.limiter.take(PROTECTION_CLAIM_LIMITS.photosPerClient, proof.clientIp);
    await deps.limiter.take(PROTECTION_CLAIM_LIMITS.perPage, proof.subDomain.toLowerCase());
    const { accountId, order } = await matchedOrder(proof.subDomain.toLowerCase(), proof.email, proof.orderNumber);
    const claim = await deps.claims.get(accountId, proof.claimId);
    if (!claim || claim.source.kind !== 'protection' || claim.source.orderId !== order.id) throw miss();
    if (!isOpenClaimStatus(claim.status)) throw new ConflictError(PROTECTION_PHOTO_MESSAGES.closed);
    return { claim, order };
  }

  async function emailShopper(claim: ClaimRecord, resolution: ProtectionResolution, shipmentId: string | undefined) {
    if (!shipmentId) return;
    const emailStatus = PROTECTION_OUTCOME_OF[resolution];
    // Keyed by the claim: the emails worker's ledger sends each claim's outcome once, however often this runs.
    await deps.emails.send({
      kind: 'tracking',
      accountId: claim.accountId,
      orderId: claim.source.orderId,
      shipmentId,
      emailStatus,
      trackingCode: claim.trackingCode ?? '',
      emailKey: `claim#${claim.claimId}#${emailStatus}`,
    });
  }

  return {
    /**
     * Files a shopper's claim. Counted against both limits first (429 past either); then every way of
     * not matching — no such page, no such order, another email, an order without protection — answers
     * the same 404, so the page tells a visitor nothing about orders that are not theirs.
     */
    async file(input: {
      subDomain: string;
      clientIp: string;
      form: ProtectionClaimForm;
    }): Promise<ProtectionClaimReceipt> {
      const subDomain = input.subDomain.toLowerCase();
      await deps.limiter.take(PROTECTION_CLAIM_LIMITS.perClient, input.clientIp);
      await deps.limiter.take(PROTECTION_CLAIM_LIMITS.perPage, subDomain);
      const { accountId, order } = await matchedOrder(subDomain, input.form.email, input.form.orderNumber);

      const at = now().toISOString();
      const type = claimTypeOfReason(input.form.reason);
      const shipment = shipmentToReship(order);
      const trackingCode = shipment?.label?.trackingCode ?? shipment?.createdShipment?.tracking_code ?? undefined;
      const record: ClaimRecord = {
        claimId: deps.ids.newId(),
        accountId,
        source: { kind: 'protection', orderId: order.id, ...(shipment?.id ? { shipmentId: shipment.id } : {}) },
        type,
        status: 'claim_received',
        resolution: 'pending',
        claim: claimFormOf(input.form, {
          orderNumber: order.orderNumber,
          name: order.shippingAddress?.name ?? '',
          email: input.form.email,
        }),
        amounts: { claimedCents: Math.round((order.orderValue ?? 0) * 100) },
        history: [{ at, from: null, to: 'claim_received', actor: SHOPPER_ACTOR, note: claimReason(type) }],
        orderNumber: order.orderNumber,
        ...(trackingCode ? { trackingCode } : {}),
        version: 1,
        createdAt: at,
        updatedAt: at,
      };
      const created = await deps.claims.create(record);
      if (created.outcome === 'duplicate') throw new ConflictError(PROTECTION_CLAIM_ALREADY_FILED);
      return {
        claimId: record.claimId,
        orderNumber: order.orderNumber,
        reason: input.form.reason,
        recipientFirstName: firstNameOf(order.shippingAddress?.name),
      };
    },

    /**
     * A presigned POST for one photo of the shopper's open claim (document type Photograph): storage takes
     * only the declared image type and at most the declared size; at most PROTECTION_PHOTOS_MAX per claim.
     */
    async startPhoto(
      proof: ShopperProof,
      file: { fileName: string; contentType: ProtectionPhotoContentType; sizeBytes: number },
    ): Promise<ProtectionPhotoUploadAnswer> {
      const { claim } = await provenClaim(proof);
      const documentId = deps.ids.newId();
      const added = await deps.documents.add(
        claim.accountId,
        claim.claimId,
        {
          documentId,
          documentType: 'Photograph',
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          state: 'pending',
          uploadedAt: now().toISOString(),
        },
        PROTECTION_PHOTOS_MAX,
      );
      if (!added)
        throw new ValidationError({ file: PROTECTION_PHOTO_MESSAGES.tooMany }, PROTECTION_PHOTO_MESSAGES.tooMany);
      const upload = await deps.files.presignUpload(
        claimDocumentKey(claim.accountId, claim.claimId, documentId),
        file.contentType,
        Math.min(file.sizeBytes, CLAIM_DOCUMENT_MAX_BYTES),
        CLAIM_UPLOAD_SECONDS,
      );
      return { documentId, upload };
    },

    /** Keeps an uploaded photo only when its first bytes show the declared image type; anything else is removed (400). */
    async confirmPhoto(proof: ShopperProof, documentId: string): Promise<ProtectionPhotoView> {
      const { claim } = await provenClaim(proof);
      const document = await deps.documents.get(claim.accountId, claim.claimId, documentId);
      if (!document || document.documentType !== 'Photograph') throw new NotFoundError('Photo');
      const view = (sizeBytes: number) => ({ documentId, fileName: document.fileName, sizeBytes });
      if (document.state === 'confirmed') return view(document.sizeBytes);
      const key = claimDocumentKey(claim.accountId, claim.claimId, documentId);
      const head = await deps.files.head(key, CLAIM_DOCUMENT_SNIFF_BYTES);
      if (!head)
        throw new ValidationError({ file: CLAIM_DOCUMENT_MESSAGES.notUploaded }, CLAIM_DOCUMENT_MESSAGES.notUploaded);
      if (sniffClaimDocumentType(head.bytes) !== document.contentType || head.sizeBytes > CLAIM_DOCUMENT_MAX_BYTES) {
        await deps.files.remove(key);
        await deps.documents.remove(claim.accountId, claim.claimId, documentId);
        const message =
          head.sizeBytes > CLAIM_DOCUMENT_MAX_BYTES
            ? CLAIM_DOCUMENT_MESSAGES.tooLarge
            : CLAIM_DOCUMENT_MESSAGES.mismatch(document.contentType);
        throw new ValidationError({ file: message }, message);
      }
      await deps.documents.confirm(claim.accountId, claim.claimId, documentId, head.sizeBytes);
      return view(head.sizeBytes);
    },

    /** The shoppers' claims of one order of the account, newest first, as the order's page shows them. */
    async ofOrder(accountId: string, orderId: string): Promise<{ items: ProtectionClaimView[] }> {
      const ids = (await deps.claims.ofOrder(accountId, orderId))
        .filter((c) => c.sourceKind === 'protection')
        .slice(0, ORDER_PROTECTION_CLAIMS_MAX);
      const records = await Promise.all(ids.map((c) => deps.claims.get(accountId, c.claimId)));
      const items = await Promise.all(
        records
          .filter((r): r is ClaimRecord => r !== undefined)
          .map(async (r) => ({
            claimId: r.claimId,
            reason: claimReason(r.type),
            description: r.claim.claimDetails.additionalNotes,
            status: r.status,
            resolution: r.resolution,
            photos: (await deps.documents.list(accountId, r.claimId)).filter((d) => d.state === 'confirmed').length,
            createdAt: r.createdAt,
          })),
      );
      return { items };
    },

    /**
     * The merchant's decision on a shopper's claim of their account. A reship adds the replacement shipment
     * to the order in the same transaction as the claim's move, so a retry (a double click, a timeout) finds
     * the claim decided and adds nothing; the same decision asked again answers the claim as it is and
     * queues the shopper's email again, which the emails worker sends once.
     */
    async resolve(input: {
      accountId: string;
      userId: string;
      /** How the order's activity names the user (their email, as every activity line does). */
      userName: string;
      claimId: string;
      resolution: ProtectionResolution;
    }): Promise<ProtectionResolutionView> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const claim = await deps.claims.get(input.accountId, input.claimId);
        if (!claim) throw new NotFoundError('Claim');
        if (claim.source.kind !== 'protection')
          throw new ValidationError(
            { claimId: PROTECTION_RESOLVE_MESSAGES.notProtection },
            PROTECTION_RESOLVE_MESSAGES.notProtection,
          );
        if (claim.resolution === input.resolution) {
          const order = await deps.orders.read(input.accountId, claim.source.orderId);
          const replacementId = replacementShipmentIdOf(claim.claimId);
          const replaced = input.resolution === 'reship' && order?.shipments.some((s) => s.id === replacementId);
          await emailShopper(
            claim,
            input.resolution,
            replaced ? replacementId : (claim.source.shipmentId ?? order?.shipments[0]?.id),
          );
          return view(claim, replaced ? replacementId : undefined);
        }
        if (claim.resolution !== 'pending')
          throw new ConflictError(PROTECTION_RESOLVE_MESSAGES.decidedOtherwise(claim.resolution));
        const at = now().toISOString();
        const move = protectionResolutionMove({
          sourceKind: claim.source.kind,
          status: claim.status,
          resolution: input.resolution,
          userId: input.userId,
          at,
        });
        if (!move.ok) throw new ConflictError(move.message);
        const order = await deps.orders.read(input.accountId, claim.source.orderId);
        if (!order) throw new NotFoundError('Order');
        const original = shipmentToReship(order, claim.source.shipmentId);
        if (input.resolution === 'reship' && !original)
          throw new ValidationError(
            { resolution: PROTECTION_RESOLVE_MESSAGES.noShipment },
            PROTECTION_RESOLVE_MESSAGES.noShipment,
          );
        const replacement =
          input.resolution === 'reship' && original
            ? replacementShipment(original, replacementShipmentIdOf(claim.claimId))
            : undefined;
        const orderAfter = resolvedOrder(order, input.resolution, replacement);
        const written = await deps.claims.resolve({
          claim,
          to: move.to,
          entry: move.entry,
          resolution: input.resolution,
          orderBefore: order,
          orderAfter,
          activity: {
            eventId: `claim#${claim.claimId}#resolved`,
            message: `Order protection claim resolved: ${input.resolution}`,
            actor: input.userName,
          },
        });
        if (written === 'stale') continue;
        const decided: ClaimRecord = {
          ...claim,
          status: move.to,
          resolution: input.resolution,
          version: claim.version + 1,
        };
        await emailShopper(decided, input.resolution, replacement?.id ?? original?.id);
        return view(decided, replacement?.id);
      }
      throw new ConflictError(PROTECTION_RESOLVE_MESSAGES.notOpen);
    },
  };
}

function view(claim: ClaimRecord, replacementShipmentId: string | undefined): ProtectionResolutionView {
  return {
    claimId: claim.claimId,
    status: claim.status,
    resolution: claim.resolution,
    ...(replacementShipmentId ? { replacementShipmentId } : {}),
  };
}
