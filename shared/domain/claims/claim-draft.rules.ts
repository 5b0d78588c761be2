import { billOfLadingOf } from '../labels/label-purchase.rules';
import { toCents, type Cents } from '../money/cents.rules';
import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { makeClaimFormSchema } from '../forms/claim-form.schema';
import { claimSchema } from './claim.schema';
import { prefillClaim, type ClaimDetailsInput } from './claim-prefill.rules';
import type { ClaimSettings } from './claim-settings.schema';
import type { ClaimAmounts, ClaimRecord, ClaimSource } from './claim-record';
import { CLAIM_MESSAGES } from './claim-messages';

/** The merchant's part of a claim: the form without what the server owns (id, status, documents). */
export type ClaimForm = ClaimRecord['claim'];

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

/** YYYY-MM-DD → MM/DD/YYYY (accounts §5: claim dates). */
function usDate(isoDay: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/** The declared (insured) value of a shipment, when its insurance is on (accounts §3 options). */
export function declaredValueCents(shipment: Pick<Shipment, 'options'>): Cents | undefined {
  const o = shipment.options;
  return o?.carrierInsuranceAmountActive && typeof o.carrierInsuranceAmount === 'number'
    ? toCents(o.carrierInsuranceAmount)
    : undefined;
}

export interface ClaimDraftInput {
  order: OrderRecord;
  shipment: Shipment;
  /** A claim settings profile's defaults (accounts §3): descriptions, commodity, loss cause and date. */
  profile?: ClaimSettings['profiles'][number];
  now: Date;
  timeZone: string;
}

/**
 * A new claim's form (accounts §3 prefill rules): the profile's defaults as the claim's own details, the
 * label's ship date and carrier, the declared value as the merchandise amount, then the prefill rules.
 */
export function draftClaimForm({ order, shipment, profile, now, timeZone }: ClaimDraftInput): {
  claim: ClaimForm;
  amounts: ClaimAmounts;
  trackingCode?: string;
} {
  const bill = billOfLadingOf(shipment);
  const declared = declaredValueCents(shipment);
  const details: ClaimDetailsInput = {
    shipDate: usDate(bill ? (bill.shipDate ?? bill.labelDate) : undefined),
    carrier: bill?.carrier,
    service: bill?.service,
    merchandiseAmount: declared !== undefined ? declared / 100 : undefined,
    ...(profile
      ? {
          merchandiseDescription: profile.merchandiseDescription,
          commodity: profile.commodity,
          damageDescription: profile.damageDescription,
          lossCause: profile.lossCause,
          lossDate: profile.lossDate,
        }
      : {}),
  };
  const prefill = prefillClaim(
    {
      shipment,
      order: {
        warehouse: order.warehouse as never,
        shipments: order.shipments,
        shippingAddress: order.shippingAddress ?? null,
      },
      claimDetails: details,
    },
    { now, timeZone },
  );
  const {
    id: _id,
    status: _status,
    documents: _documents,
    ...claim
  } = claimSchema.parse({
    claimDetails: { ...prefill.claimDetails, repairable: prefill.claimDetails.repairable },
    contactDetails: prefill.contactDetails,
    senderDetails: prefill.senderDetails,
    recipientDetails: prefill.recipientDetails,
    payeeDetails: prefill.payeeDetails,
  });
  return {
    claim,
    amounts: {
      claimedCents: toCents(claim.claimDetails.merchandiseAmount),
      ...(declared !== undefined ? { declaredValueCents: declared } : {}),
    },
    ...(bill ? { trackingCode: bill.trackingCode } : {}),
  };
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
