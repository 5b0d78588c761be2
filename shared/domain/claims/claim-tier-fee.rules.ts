import { purchaseInvoiceId } from '../billing/wallet.rules';
import { billOfLadingOf } from '../labels/label-purchase.rules';
import type { Cents } from '../money/cents.rules';
import type { OrderRecord } from '../orders/order-record';
import type { ClaimRecord } from './claim-record';

/**
 * A paid claim credits "amount plus tier fee" (accounts §4 balance effects): the tier fee is the plan's label
 * fee the claimed label's purchase paid (its shipment_purchase invoice's tierFee), given back because the
 * label did not deliver what it was paid for.
 */

/**
 * The shipment_purchase invoices a claim's tier fee comes from: the claimed shipment's label (only while it
 * is still the label the claim names: a rebooked shipment's new label is another purchase), or every
 * labelled shipment of a whole-order claim. A shopper's protection claim is the merchant's own promise and
 * credits no label fee.
 */
export function claimedPurchaseInvoiceIds(
  record: Pick<ClaimRecord, 'source' | 'trackingCode'>,
  order: Pick<OrderRecord, 'shipments'>,
): string[] {
  const { source } = record;
  if (source.kind === 'protection') return [];
  const shipments =
    source.kind === 'shipment' ? order.shipments.filter((s) => s.id === source.shipmentId) : order.shipments;
  return shipments.flatMap((shipment) => {
    const bill = billOfLadingOf(shipment);
    if (!bill) return [];
    if (source.kind === 'shipment' && record.trackingCode && bill.trackingCode !== record.trackingCode) return [];
    return [purchaseInvoiceId(bill.purchaseKey)];
  });
}

/**
 * The tier fee to credit with the claim: what those purchases paid, less any already given back by a
 * refund of the label (a refund credits its tier fee; the same fee is never given back twice).
 */
export function claimTierFeeCents(
  invoices: readonly ({ tierFee?: number | null; status?: string } | undefined)[],
): Cents {
  return invoices.reduce((sum, invoice) => {
    if (!invoice || invoice.status === 'refunded') return sum;
    const fee = invoice.tierFee;
    return typeof fee === 'number' && Number.isSafeInteger(fee) && fee > 0 ? sum + fee : sum;
  }, 0);
}
