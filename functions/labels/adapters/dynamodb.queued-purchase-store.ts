import type { StoredRate } from '#api/shipping';
import type { PurchaseRecord, QueuedPurchaseStore } from '#domain/labels/ports';
import { isConditionFailure } from '#lib/db/transaction';
import { onTable } from '#lib/db/table';
import { LabelPurchaseEntity } from '../db/label.entity';

export type StoredPurchase = Omit<PurchaseRecord, 'quote'> & { quote: unknown };

/** A stored purchase record as the domain's PurchaseRecord (empty optional strings left out). */
export function purchaseRecordOf(data: StoredPurchase): PurchaseRecord {
  return {
    accountId: data.accountId,
    orderId: data.orderId,
    orderNumber: data.orderNumber,
    shipmentId: data.shipmentId,
    sequence: data.sequence,
    attempt: data.attempt,
    batchId: data.batchId,
    state: data.state,
    quote: data.quote as StoredRate,
    amountCents: data.amountCents,
    tierFeeCents: data.tierFeeCents,
    insurancePremiumCents: data.insurancePremiumCents,
    shipDate: data.shipDate,
    queuedAt: data.queuedAt,
    ...(data.message ? { message: data.message } : {}),
    ...(data.trackingCode ? { trackingCode: data.trackingCode } : {}),
    ...(typeof data.replaces === 'number' ? { replaces: data.replaces } : {}),
  };
}

/**
 * The queued records through the entity's sparse gsi1 index (label.entity.ts): only records still
 * `queued` are in it, so a page holds no settled purchase however many an account has bought.
 */
export const dynamoQueuedPurchaseStore: QueuedPurchaseStore = {
  async listQueuedBefore(before, limit) {
    const found: PurchaseRecord[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: StoredPurchase[]; cursor: string | null } = await onTable(LabelPurchaseEntity)
        .query.queued({ state: 'queued' })
        .lt({ queuedAt: before })
        .go({ cursor, limit: limit - found.length, order: 'asc' });
      found.push(...page.data.map(purchaseRecordOf));
      cursor = page.cursor;
    } while (cursor && found.length < limit);
    return found;
  },

  async markRequeued(record, at) {
    const { accountId, shipmentId, sequence, attempt } = record;
    try {
      await onTable(LabelPurchaseEntity)
        .patch({ accountId, shipmentId, sequence })
        .set({ state: 'queued', queuedAt: at })
        .where((attr, { eq }) => `${eq(attr.attempt, attempt)} AND ${eq(attr.state, 'queued')}`)
        .go();
      return true;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      return false;
    }
  },
};
