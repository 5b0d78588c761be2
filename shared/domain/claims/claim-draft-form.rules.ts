import { billOfLadingOf, labelShipDateOf } from '../labels/label-purchase.rules';
import { toCents, type Cents } from '../money/cents.rules';
import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { claimSchema } from './claim.schema';
import { prefillClaim, type ClaimDetailsInput } from './claim-prefill.rules';
import type { ClaimAmounts, ClaimRecord } from './claim-record';
import type { ClaimSettings } from './claim-settings.schema';

/** The merchant's part of a claim: the form without what the server owns (id, status, documents). */
export type ClaimForm = ClaimRecord['claim'];

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
  /** MM/DD/YYYY, when the loss date is known (tracking said when): before the profile's and today. */
  lossDate?: string;
  now: Date;
  timeZone: string;
}

/**
 * A new draft claim's form, however it is opened (the merchant filing one, the sweep opening one): the
 * profile's defaults as the claim's own details, the label's ship date and carrier, the declared value as the
 * merchandise amount, a known loss date, then the prefill rules (accounts §3).
 */
export function draftClaimForm({ order, shipment, profile, lossDate, now, timeZone }: ClaimDraftInput): {
  claim: ClaimForm;
  amounts: ClaimAmounts;
  trackingCode?: string;
} {
  const bill = billOfLadingOf(shipment);
  const declared = declaredValueCents(shipment);
  const details: ClaimDetailsInput = {
    shipDate: usDate(bill ? labelShipDateOf(bill) : undefined),
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
    ...(lossDate ? { lossDate } : {}),
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
  const { id: _id, status: _status, documents: _documents, ...claim } = claimSchema.parse(prefill);
  return {
    claim,
    amounts: {
      claimedCents: toCents(claim.claimDetails.merchandiseAmount),
      ...(declared !== undefined ? { declaredValueCents: declared } : {}),
    },
    ...(bill ? { trackingCode: bill.trackingCode } : {}),
  };
}
