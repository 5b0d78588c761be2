/**
 * TEMPORARY stand-in until the carriers branch lands its sandbox carriers: the lead drops this file
 * when merging the real `functions/carriers/carriers.deps.ts` (which exports `carriers: CarrierPort`).
 * It buys a deterministic label per idempotency key and keeps them in memory (one process only).
 */
import type { PurchasedLabel } from '#domain/carriers/carrier.models';
import type { CarrierPort } from '#domain/carriers/ports';

const bought = new Map<string, PurchasedLabel>();
const text = (s: string) => new TextEncoder().encode(s);

export const carriers: CarrierPort = {
  rate: async () => ({ quotes: [], messages: [{ carrier: 'temp', message: 'Rates are not wired yet' }] }),
  async buy({ idempotencyKey, quote }) {
    const found = bought.get(idempotencyKey);
    if (found) return found;
    const trackingCode = `TEMP${String(bought.size + 1).padStart(10, '0')}`;
    const label: PurchasedLabel = {
      carrier: quote.carrier,
      service: quote.service,
      trackingCode,
      trackingUrl: `https://example.com/track/${trackingCode}`,
      carrierShipmentId: `temp_${idempotencyKey}`,
      costCents: 0,
      documents: [
        { format: 'pdf', contentType: 'application/pdf', body: text(`%PDF-1.4 TEMP ${trackingCode}`) },
        { format: 'zpl', contentType: 'text/plain', body: text(`^XA^FDTEMP ${trackingCode}^FS^XZ`) },
      ],
      purchasedAt: new Date().toISOString(),
      idempotencyKey,
    };
    bought.set(idempotencyKey, label);
    return label;
  },
  findLabel: async (idempotencyKey) => bought.get(idempotencyKey),
  refund: async () => 'submitted',
  refundStatus: async () => 'refunded',
  track: async (_carrier, trackingCode) => ({ trackingCode, status: 'pre_transit', events: [] }),
};
