import type { InvoiceReader } from '#domain/billing/invoice-view.rules';
import { CLAIM_MESSAGES } from '#domain/claims/claim-messages';
import {
  ClaimTransitionError,
  transitionClaim,
  type ClaimActor,
  type ClaimResolution,
  type ClaimStatus,
} from '#domain/claims/claim-lifecycle.rules';
import type { ClaimRecord } from '#domain/claims/claim-record';
import type {
  ClaimDecisions,
  ClaimMoveInput,
  ClaimNotifier,
  ClaimSettingsStore,
  ClaimSettlement,
  ClaimStore,
  SettleClaimInput,
} from '#domain/claims/ports';
import { claimedPurchaseInvoiceIds, claimTierFeeCents } from '#domain/claims/claim-tier-fee.rules';
import type { OrderRecordStore } from '#domain/orders/ports';
import { formatCents, type Cents } from '#domain/money/cents.rules';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { notifyStatus } from './claims.use-case';

export interface ClaimDecisionsDeps {
  claims: ClaimStore;
  settings: Pick<ClaimSettingsStore, 'get'>;
  notifier: ClaimNotifier;
  /** The claimed order and its labels' purchase invoices: where a payment's tier fee comes from. */
  orders: Pick<OrderRecordStore, 'get'>;
  invoices: Pick<InvoiceReader, 'get'>;
  clock?: () => Date;
  onNotifyError?: (error: unknown, claimId: string) => void;
}

export const SETTLE_MESSAGES = {
  amount: 'The amount paid must be a whole number of cents above 0.',
  tierFee: 'The tier fee must be a whole number of cents, 0 or more.',
  aboveClaimed: (claimed: Cents) =>
    `The amount paid cannot be greater than the amount claimed (${formatCents(claimed)}).`,
} as const;

/** Stale reads a decision retries from before giving up (each retry reads the claim again). */
const DECISION_ATTEMPTS = 3;

/**
 * The decisions staff and the insurer make on a claim (the seams the staff console and the insurer adapters
 * call): `settle` moves a claim submitted for payment to paid and credits the wallet in the same transaction,
 * exactly once however often it is retried or raced; `move` makes any other allowed move. Each change tells
 * the claim settings' recipients of the new status, once.
 */
export function makeClaimDecisions(deps: ClaimDecisionsDeps): ClaimDecisions {
  const now = deps.clock ?? (() => new Date());

  async function read(accountId: string, claimId: string): Promise<ClaimRecord> {
    const record = await deps.claims.get(accountId, claimId);
    if (!record) throw new NotFoundError('Claim');
    return record;
  }

  /** The plan's label fee the claimed labels' purchases paid (accounts §4: a claim adds amount plus tier fee). */
  async function purchasedTierFee(record: ClaimRecord): Promise<Cents> {
    const order = await deps.orders.get(record.accountId, record.source.orderId);
    if (!order) return 0;
    const ids = claimedPurchaseInvoiceIds(record, order);
    return claimTierFeeCents(await Promise.all(ids.map((id) => deps.invoices.get(record.accountId, id))));
  }

  const lastEntryTo = (record: ClaimRecord, status: ClaimStatus) =>
    [...record.history].reverse().find((e) => e.to === status);

  function transition(
    record: ClaimRecord,
    to: ClaimStatus,
    actor: ClaimActor,
    note?: string,
    resolution?: ClaimResolution,
    at?: string,
  ) {
    try {
      return transitionClaim({
        from: record.status,
        to,
        actor,
        at: at ?? now().toISOString(),
        ...(note ? { note } : {}),
        resolution: record.resolution,
        ...(resolution ? { requestedResolution: resolution } : {}),
      });
    } catch (error) {
      // The move asked for is what was refused: a form shows it on its status field.
      if (error instanceof ClaimTransitionError) throw new ConflictError(error.message, { to: error.message });
      throw error;
    }
  }

  return {
    async settle(input: SettleClaimInput): Promise<ClaimSettlement> {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
        throw new ValidationError({ amountCents: SETTLE_MESSAGES.amount }, SETTLE_MESSAGES.amount);
      if (input.tierFeeCents !== undefined && (!Number.isSafeInteger(input.tierFeeCents) || input.tierFeeCents < 0))
        throw new ValidationError({ tierFeeCents: SETTLE_MESSAGES.tierFee }, SETTLE_MESSAGES.tierFee);
      let tierFeeCents = input.tierFeeCents;
      for (let attempt = 1; ; attempt++) {
        const record = await read(input.accountId, input.claimId);
        if (input.version !== undefined && record.status !== 'paid' && input.version !== record.version)
          throw new ConflictError(CLAIM_MESSAGES.stale);
        if (record.status !== 'paid' && record.status !== 'submitted_for_payment')
          throw new ConflictError(CLAIM_MESSAGES.settlePaidOnly);
        if (record.status === 'submitted_for_payment' && input.amountCents > record.amounts.claimedCents) {
          const message = SETTLE_MESSAGES.aboveClaimed(record.amounts.claimedCents);
          throw new ValidationError({ amountCents: message }, message);
        }
        const outcome =
          record.status === 'paid'
            ? 'already'
            : await (async () => {
                // Read once per decision, not per retry: the labels' purchases do not change with the claim.
                tierFeeCents ??= await purchasedTierFee(record);
                const moved = transition(record, 'paid', input.actor, input.note, undefined, input.at);
                const write = {
                  expectedStatus: record.status,
                  expectedVersion: record.version,
                  entry: moved.entry,
                  resolution: moved.resolution,
                  amounts: { ...record.amounts, paidCents: input.amountCents, tierFeeCents },
                };
                const writes = input.companion ? input.companion({ before: record, write }) : deps.claims;
                return writes.settle(input.accountId, input.claimId, write, {
                  amountCents: input.amountCents,
                  tierFeeCents,
                  description: `Claim paid: order ${record.orderNumber}`,
                });
              })();
        if (outcome === 'missing') throw new NotFoundError('Claim');
        if (outcome === 'stale') {
          if (attempt < DECISION_ATTEMPTS && input.version === undefined) continue;
          throw new ConflictError(CLAIM_MESSAGES.stale);
        }
        const after = await read(input.accountId, input.claimId);
        // Told again on 'already' too: a first try that paid but died before telling is finished here, and
        // the emails worker's ledger keeps every recipient to one email of this change.
        const paid = lastEntryTo(after, 'paid');
        if (paid) await notifyStatus(deps, after, 'paid', paid.at);
        return { outcome: outcome === 'settled' ? 'settled' : 'already', claim: after };
      }
    },

    async move(input: ClaimMoveInput): Promise<ClaimRecord> {
      const record = await read(input.accountId, input.claimId);
      if (input.version !== undefined && input.version !== record.version)
        throw new ConflictError(CLAIM_MESSAGES.stale);
      const moved = transition(record, input.to, input.actor, input.note, input.resolution, input.at);
      const write = {
        expectedStatus: record.status,
        expectedVersion: record.version,
        entry: moved.entry,
        resolution: moved.resolution,
        ...(input.insurerClaimId ? { insurerClaimId: input.insurerClaimId } : {}),
      };
      const writes = input.companion ? input.companion({ before: record, write }) : deps.claims;
      const outcome = await writes.move(input.accountId, input.claimId, write);
      if (outcome === 'missing') throw new NotFoundError('Claim');
      if (outcome === 'stale') throw new ConflictError(CLAIM_MESSAGES.stale);
      const after = await read(input.accountId, input.claimId);
      await notifyStatus(deps, after, input.to, moved.entry.at);
      return after;
    },
  };
}

export type { ClaimDecisions, ClaimMoveInput, SettleClaimInput };
