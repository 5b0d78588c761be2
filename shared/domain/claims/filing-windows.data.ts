import type { CarrierCode } from '../carriers/carrier-services.constants';
import type { ClaimType } from './claim-record';

/**
 * How long a claim of each type may be filed, per carrier (carrier claims and service-guarantee refunds)
 * and per insurer (Shipdeck Full Coverage, sold through EasyPost Insurance). Data, not rules: a carrier
 * changing its terms is an edit of this table.
 *
 * Source: each party's published terms as we read them on 2026-11-27 (UPS Tariff/Terms of Service
 * "Claims" and "Service Guarantee"; FedEx Service Guide "Claims for Loss, Damage or Delay" and "Money-Back
 * Guarantee"; USPS DMM 609 "Filing Indemnity Claims" and 114 "Priority Mail Express refunds"; EasyPost
 * Insurance "Claim Filing Deadlines"). Where a term counts from the scheduled delivery date we count from
 * the ship date (earlier, so the deadline shown is never later than the real one). A type a party does not
 * cover (EasyPost Insurance does not cover delay) is absent.
 */
export interface FilingWindow {
  /** The day the count starts: the label's ship date or the carrier's delivery date. */
  from: 'ship' | 'delivery';
  /** The last day to file is `from` + `days`. */
  days: number;
  /** The earliest day to file is `from` + `opensAfterDays` (a lost parcel is only lost after a while). */
  opensAfterDays?: number;
  /** Where the figure comes from, as shown to the merchant. */
  source: string;
}

export const CLAIM_INSURERS = ['easypost', 'sandbox'] as const;
export type ClaimInsurerName = (typeof CLAIM_INSURERS)[number];

/** Who a claim is filed with: the label's carrier, or the insurer of a Full Coverage shipment. */
export type ClaimFiler = CarrierCode | ClaimInsurerName;

const UPS: Partial<Record<ClaimType, FilingWindow>> = {
  lost: { from: 'ship', days: 60, source: 'UPS Terms of Service: claims within 60 days of the scheduled delivery' },
  damaged: { from: 'delivery', days: 60, source: 'UPS Terms of Service: damage within 60 days of delivery' },
  missing_contents: { from: 'delivery', days: 60, source: 'UPS Terms of Service: shortage within 60 days of delivery' },
  delayed: { from: 'delivery', days: 15, source: 'UPS Service Guarantee: refund request within 15 days' },
};

/** EasyPost Insurance terms; the sandbox insurer plays by the same ones. */
const EASYPOST_INSURANCE: Partial<Record<ClaimType, FilingWindow>> = {
  lost: {
    from: 'ship',
    days: 60,
    opensAfterDays: 30,
    source: 'EasyPost Insurance: lost parcels between 30 and 60 days after the ship date',
  },
  damaged: { from: 'ship', days: 30, source: 'EasyPost Insurance: damage no later than 30 days after the ship date' },
  missing_contents: {
    from: 'ship',
    days: 30,
    source: 'EasyPost Insurance: stolen or missing no later than 30 days after the ship date',
  },
};

export const FILING_WINDOWS: Readonly<Record<ClaimFiler, Partial<Record<ClaimType, FilingWindow>>>> = {
  UPS,
  UPSSurePost: UPS,
  FedEx: {
    lost: { from: 'ship', days: 60, source: 'FedEx Service Guide: non-delivery within 60 days of shipment' },
    damaged: { from: 'delivery', days: 60, source: 'FedEx Service Guide: damage within 60 days of delivery' },
    missing_contents: {
      from: 'delivery',
      days: 60,
      source: 'FedEx Service Guide: shortage within 60 days of delivery',
    },
    delayed: { from: 'delivery', days: 15, source: 'FedEx Money-Back Guarantee: within 15 days of delivery' },
  },
  USPS: {
    lost: {
      from: 'ship',
      days: 60,
      opensAfterDays: 15,
      source: 'USPS DMM 609: lost mail between 15 and 60 days after mailing',
    },
    damaged: { from: 'ship', days: 60, source: 'USPS DMM 609: damage within 60 days of mailing' },
    missing_contents: { from: 'ship', days: 60, source: 'USPS DMM 609: missing contents within 60 days of mailing' },
    delayed: { from: 'ship', days: 30, source: 'USPS Priority Mail Express refund: within 30 days of mailing' },
  },
  easypost: EASYPOST_INSURANCE,
  sandbox: EASYPOST_INSURANCE,
};
