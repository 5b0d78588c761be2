import type { ClaimCandidate } from '#domain/claims/claim-candidate.rules';
import type { TransactionEntities, TransactionItem } from '#lib/db/transaction';
import { ClaimCandidateEntity } from './db/claim-candidate.entity';

/**
 * The claims domain's face for the tracking worker: the claim candidate of a shipment is written in the
 * tracking change's own transaction, so the claims sweep's index never drifts from what tracking says.
 */
export const CLAIM_CANDIDATE_ENTITIES = { claimCandidate: ClaimCandidateEntity };

type CandidateTx = TransactionEntities<typeof CLAIM_CANDIDATE_ENTITIES>;

export interface ClaimCandidateChange {
  accountId: string;
  orderId: string;
  shipmentId: string;
  /** The candidate after the change; undefined: the shipment has none any more. */
  candidate: ClaimCandidate | undefined;
}

/** The put (a new or moved candidate, to be opened) or delete (none any more) of one shipment's candidate. */
export function claimCandidateWrites(tx: CandidateTx, change: ClaimCandidateChange): TransactionItem[] {
  const key = { accountId: change.accountId, orderId: change.orderId, shipmentId: change.shipmentId };
  if (!change.candidate) return [tx.claimCandidate.delete(key).commit()];
  const { trigger, type, dueAt } = change.candidate;
  return [tx.claimCandidate.put({ ...key, trigger, type, dueAt, stage: 'open' }).commit()];
}
