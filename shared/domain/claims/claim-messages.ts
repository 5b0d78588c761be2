import type { ClaimType } from './claim-record';
import { CLAIM_REASON_BY_TYPE } from './claim-record';

/**
 * The claim notices (accounts §8: claim withdrawn, deleted, drafted, created — credit appears on Billing after
 * approval; the spec does not show their words) and the refusals of the claim routes. Ours: docs/decisions.md.
 */
export const CLAIM_MESSAGES = {
  drafted: 'Claim saved as a draft.',
  created: 'Claim submitted. Once it is approved, the credit appears on Billing.',
  withdrawn: 'Claim withdrawn.',
  deleted: 'Draft claim deleted.',
  noShipment: 'This shipment is not on the order.',
  noLabel: 'A claim needs a shipment with a bought label.',
  duplicate: (type: ClaimType) => `This shipment already has an open claim for ${CLAIM_REASON_BY_TYPE[type]}.`,
  notDraft: 'Only a draft claim can be changed or deleted.',
  notOpen: 'Only a submitted claim that is not decided yet can be withdrawn.',
  stale: 'This claim was changed meanwhile. Reload it and try again.',
  unknownProfile: 'There is no claim settings profile of this name.',
  settlePaidOnly: 'Only a claim submitted for payment can be paid.',
} as const;
