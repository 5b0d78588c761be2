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
import { nextClaimStatuses, type ClaimActor } from '#domain/claims/claim-lifecycle.rules';
import type { ClaimRecord } from '#domain/claims/claim-record';
import type { ClaimChange, ClaimCompanion, ClaimDecisions, ClaimReviewQueue, ClaimStore } from '#domain/claims/ports';
import { formatCents, toCents } from '#domain/money/cents.rules';
import type { ClaimStatus } from '#domain/statuses/claim-status.rules';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { auditedState, toAdminClaimView } from './claim-view';

export interface ClaimReviewDeps {
  claims: Pick<ClaimStore, 'get'>;
  queue: ClaimReviewQueue;
  /** The one way a claim is moved or paid (its wallet credit and status emails come with it). */
  decisions: Pick<ClaimDecisions, 'move' | 'settle'>;
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
 * deny). Each action is a claim decision (the lifecycle's guarded transition, the wallet credit of a payment,
 * the status emails) with the staff member as its actor, its audit entry written in the same transaction.
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

  /** The audit entry of a change, built once the decision knows it; kept for the answer. */
  function audited(admin: StaffMember, action: AdminAction, note: string) {
    let entry: AdminAuditEntry | undefined;
    const companion: ClaimCompanion = ({ before, write }: ClaimChange) => {
      const after = {
        ...before,
        status: write.entry.to,
        resolution: write.resolution,
        version: before.version + 1,
        amounts: write.amounts ?? before.amounts,
      };
      entry = {
        auditId: deps.ids.newId(),
        at: write.entry.at,
        admin,
        action,
        accountId: before.accountId,
        claimId: before.claimId,
        before: auditedState(before),
        after: auditedState(after),
        note,
      };
      return deps.writes.withAudit(entry);
    };
    return {
      companion,
      entry: () => {
        if (!entry) throw new Error('The claim decision wrote no audit entry');
        return entry;
      },
    };
  }

  async function answer(accountId: string, claimId: string, entry: AdminAuditEntry): Promise<AdminClaimActionResponse> {
    return { claim: toAdminClaimView(await load(accountId, claimId)), audit: entry };
  }

  const actorOf = (admin: StaffMember): ClaimActor => ({ kind: 'admin', id: admin.userId });

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
      const audit = audited(admin, 'claim.move', request.note);
      await deps.decisions.move({
        accountId,
        claimId,
        to: request.to,
        actor: actorOf(admin),
        note: request.note,
        version: request.expectedVersion,
        at: now().toISOString(),
        companion: audit.companion,
      });
      return answer(accountId, claimId, audit.entry());
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
      const note = request.note || `Paid ${formatCents(amountCents)}`;
      const audit = audited(admin, 'claim.approve', note);
      const { outcome } = await deps.decisions.settle({
        accountId,
        claimId,
        amountCents,
        actor: actorOf(admin),
        note,
        version: request.expectedVersion,
        at: now().toISOString(),
        companion: audit.companion,
      });
      // Paid meanwhile by another decider (a second approval, the insurer): that one is audited, not this one.
      if (outcome === 'already') throw new ConflictError(CLAIM_REVIEW_MESSAGES.alreadyPaid);
      return answer(accountId, claimId, audit.entry());
    },

    async deny(
      admin: StaffMember,
      accountId: string,
      claimId: string,
      request: Required<AdminDenyRequest>,
    ): Promise<AdminClaimActionResponse> {
      const record = await load(accountId, claimId);
      fresh(record, request.expectedVersion);
      const audit = audited(admin, 'claim.deny', request.reason);
      await deps.decisions.move({
        accountId,
        claimId,
        to: 'denied',
        actor: actorOf(admin),
        note: request.reason,
        version: request.expectedVersion,
        at: now().toISOString(),
        companion: audit.companion,
      });
      return answer(accountId, claimId, audit.entry());
    },
  };
}

export type ClaimReview = ReturnType<typeof makeClaimReview>;
