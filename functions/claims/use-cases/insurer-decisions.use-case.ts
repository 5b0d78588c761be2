import {
  OPEN_CLAIM_STATUSES,
  canTransitionClaim,
  type ClaimActor,
  type ClaimStatus,
} from '#domain/claims/claim-lifecycle.rules';
import type { ClaimRecord } from '#domain/claims/claim-record';
import type { ClaimDecisions, ClaimReviewQueue, Insurer } from '#domain/claims/ports';
import { formatCents } from '#domain/money/cents.rules';
import { ConflictError } from '#lib/errors';

export interface InsurerDecisionsDeps {
  queue: ClaimReviewQueue;
  /** The one way a claim is moved or paid: the wallet credit and the status emails come with it. */
  decisions: Pick<ClaimDecisions, 'move' | 'settle'>;
  insurer: Insurer;
  clock?: () => Date;
  pageSize?: number;
}

export interface InsurerDecisionsRun {
  remainingMs?: () => number;
  onError?: (claim: ClaimRecord, error: unknown) => void;
}

export interface InsurerDecisionsReport {
  checked: number;
  submitted: number;
  moved: number;
  paid: number;
  /** Paid meanwhile by another writer (a second run, a staff approval): no second credit. */
  alreadyPaid: number;
  stale: number;
  failed: number;
  stoppedForTime: boolean;
}

const RESERVE_MS = 20_000;

/**
 * The insurer's side of submitted claims, run on a schedule: a received claim is filed with the insurer (its
 * claim id kept with the move to investigation), then each open claim takes the insurer's decision — one
 * allowed move at a time, as actor `insurer` — and a decision to pay settles the claim: the move to paid and
 * the wallet's `claim` credit in one transaction, conditional on the claim's status, so it is credited once
 * however often the decision is read. Shoppers' protection claims are the merchant's to resolve, not the
 * insurer's.
 */
export function makeInsurerDecisions(deps: InsurerDecisionsDeps) {
  const clock = deps.clock ?? (() => new Date());
  const pageSize = deps.pageSize ?? 50;
  const actor: ClaimActor = { kind: 'insurer', id: deps.insurer.name };

  return async function insurerDecisions(run: InsurerDecisionsRun = {}): Promise<InsurerDecisionsReport> {
    const report: InsurerDecisionsReport = {
      checked: 0,
      submitted: 0,
      moved: 0,
      paid: 0,
      alreadyPaid: 0,
      stale: 0,
      failed: 0,
      stoppedForTime: false,
    };

    /** A decision on the claim as read; a claim changed meanwhile is left for the next run (stale). */
    async function decided(write: () => Promise<unknown>): Promise<boolean> {
      try {
        await write();
        return true;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        report.stale++;
        return false;
      }
    }

    async function move(
      claim: ClaimRecord,
      to: Exclude<ClaimStatus, 'paid' | 'draft'>,
      note?: string,
      insurerClaimId?: string,
    ) {
      const written = await decided(() =>
        deps.decisions.move({
          accountId: claim.accountId,
          claimId: claim.claimId,
          to,
          actor,
          version: claim.version,
          at: clock().toISOString(),
          ...(note ? { note } : {}),
          ...(insurerClaimId ? { insurerClaimId } : {}),
        }),
      );
      if (written) report.moved++;
    }

    async function decide(claim: ClaimRecord) {
      if (claim.source.kind === 'protection') return;
      report.checked++;
      if (!claim.insurerClaimId) {
        if (claim.status !== 'claim_received') return;
        const { insurerClaimId } = await deps.insurer.submit({ claim, documents: [] });
        report.submitted++;
        return move(claim, 'investigation_pending', `Submitted to ${deps.insurer.name}`, insurerClaimId);
      }
      const decision = await deps.insurer.decision(claim.insurerClaimId, claim);
      if (!decision || decision.status === claim.status) return;
      if (decision.status !== 'paid') {
        if (canTransitionClaim(claim.status, decision.status, 'insurer'))
          return move(claim, decision.status, decision.note);
        return;
      }
      // Paid only from submitted for payment: an insurer that approved earlier passes through it first.
      if (claim.status !== 'submitted_for_payment') {
        if (canTransitionClaim(claim.status, 'submitted_for_payment', 'insurer'))
          return move(claim, 'submitted_for_payment', decision.note);
        return;
      }
      let outcome: 'settled' | 'already' | undefined;
      await decided(async () => {
        ({ outcome } = await deps.decisions.settle({
          accountId: claim.accountId,
          claimId: claim.claimId,
          amountCents: decision.amountCents,
          actor,
          version: claim.version,
          at: clock().toISOString(),
          note: decision.note ?? `Paid ${formatCents(decision.amountCents)}`,
        }));
      });
      if (outcome === 'settled') report.paid++;
      else if (outcome === 'already') report.alreadyPaid++;
    }

    for (const status of OPEN_CLAIM_STATUSES) {
      let cursor: string | undefined;
      do {
        if (run.remainingMs && run.remainingMs() < RESERVE_MS) {
          report.stoppedForTime = true;
          return report;
        }
        const page = await deps.queue.page(status, { limit: pageSize, ...(cursor ? { cursor } : {}) });
        for (const claim of page.items) {
          try {
            await decide(claim);
          } catch (error) {
            report.failed++;
            run.onError?.(claim, error);
          }
        }
        cursor = page.cursor;
      } while (cursor);
    }
    return report;
  };
}

export type InsurerDecisions = ReturnType<typeof makeInsurerDecisions>;
