import { billOfLadingOf } from '../labels/label-purchase.rules';
import { toCents } from '../money/cents.rules';
import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { makeClaimFormSchema } from '../forms/claim-form.schema';
import type { ClaimAmounts, ClaimSource } from './claim-record';
import { CLAIM_MESSAGES } from './claim-messages';
import type { ClaimForm } from './claim-draft-form.rules';

/** The labelled shipment a claim is about: the named one, or for an order claim its first labelled shipment. */
export function claimShipmentOf(
  order: Pick<OrderRecord, 'shipments'>,
  source: Pick<ClaimSource, 'kind'> & { shipmentId?: string },
): { shipment: Shipment } | { error: 'noShipment' | 'noLabel' } {
  const shipments = order.shipments ?? [];
  if (source.kind === 'order') {
    const labelled = shipments.find((s) => billOfLadingOf(s));
    return labelled ? { shipment: labelled } : { error: 'noLabel' };
  }
  const shipment = shipments.find((s) => s.id === source.shipmentId);
  if (!shipment) return { error: 'noShipment' };
  return billOfLadingOf(shipment) ? { shipment } : { error: 'noLabel' };
}

/** Field → message of a claim about to be submitted (accounts §5 Claim); empty when it may be submitted. */
export function claimSubmitIssues(
  claim: ClaimForm,
  amounts: Pick<ClaimAmounts, 'declaredValueCents'>,
): Record<string, string> {
  const schema = makeClaimFormSchema(
    amounts.declaredValueCents !== undefined ? { declaredValue: amounts.declaredValueCents / 100 } : {},
  );
  const result = schema.safeParse(claim);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!(path in issues)) issues[path] = issue.message;
  }
  return issues;
}

/** The claimed amount follows the form's merchandise amount. */
export function amountsAfterEdit(amounts: ClaimAmounts, claim: ClaimForm): ClaimAmounts {
  return { ...amounts, claimedCents: toCents(claim.claimDetails.merchandiseAmount) };
}

export { CLAIM_MESSAGES };
