import type { RefundStatus } from '#domain/carriers/carrier.models';
import type { CarrierRefunds, SandboxCarrierLedger, SandboxShipmentRecord } from '#domain/carriers/ports';
import { firstScanAt } from '#domain/carriers/sandbox-tracking.rules';

export const DEFAULT_REFUND_DELAY_MS = 20_000;

export interface SandboxCarrierRefundsDeps {
  ledger: SandboxCarrierLedger;
  clock?: () => Date;
  /** How long a submitted refund takes to settle. */
  refundDelayMs?: number;
}

export type SandboxCarrierRefunds = CarrierRefunds & {
  /** A refund settles after the delay: rejected if the parcel was scanned before it settled. */
  settledRefund(r: SandboxShipmentRecord): RefundStatus;
};

/**
 * The sandbox carriers' refunds on their own, apart from rating and label drawing, so the refund
 * routes bundle the refund rules only (makeSandboxCarriers answers refunds through this module).
 */
export function makeSandboxCarrierRefunds(deps: SandboxCarrierRefundsDeps): SandboxCarrierRefunds {
  const clock = deps.clock ?? (() => new Date());
  const refundDelayMs = deps.refundDelayMs ?? DEFAULT_REFUND_DELAY_MS;
  const { ledger } = deps;

  const settledRefund = (r: SandboxShipmentRecord): RefundStatus => {
    if (!r.refund) return 'rejected';
    const settlesAt = Date.parse(r.refund.requestedAt) + refundDelayMs;
    const scannedAt = Date.parse(
      firstScanAt({ carrier: r.label.carrier, shipDate: r.renderInput.shipDate, purchasedAt: r.label.purchasedAt }),
    );
    if (scannedAt <= settlesAt) return clock().getTime() >= scannedAt ? 'rejected' : 'submitted';
    return clock().getTime() >= settlesAt ? 'refunded' : 'submitted';
  };

  return {
    async refund({ trackingCode }) {
      const r = await ledger.getByTrackingCode(trackingCode);
      if (!r) return 'rejected';
      if (r.refund) return settledRefund(r);
      const scannedAt = firstScanAt({
        carrier: r.label.carrier,
        shipDate: r.renderInput.shipDate,
        purchasedAt: r.label.purchasedAt,
      });
      // A parcel the carrier has already scanned is on its way: its label can no longer be voided.
      if (clock().toISOString() >= scannedAt) return 'rejected';
      await ledger.put({ ...r, refund: { status: 'submitted', requestedAt: clock().toISOString() } });
      return 'submitted';
    },

    async refundStatus({ trackingCode }) {
      const r = await ledger.getByTrackingCode(trackingCode);
      return r ? settledRefund(r) : 'rejected';
    },

    settledRefund,
  };
}
