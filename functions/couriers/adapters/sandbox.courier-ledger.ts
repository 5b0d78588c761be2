import type {
  SandboxCourierEmission,
  SandboxCourierLedger,
  SandboxCourierRecord,
  SandboxCourierTracking,
} from '#domain/couriers/ports';
import { onTable } from '#lib/db/table';
import { writeTransaction } from '#lib/db/transaction';
import { SandboxCourierDeliveryEntity, SandboxCourierPointerEntity } from './sandbox-courier.entity';

/** The sandbox courier's memory in the single table (sandbox-courier.entity.ts beside it: no production adapter imports it). */
export const dynamoSandboxCourierLedger: SandboxCourierLedger = {
  async getByKey(idempotencyKey) {
    const { data } = await onTable(SandboxCourierDeliveryEntity).get({ idempotencyKey }).go({ consistent: true });
    return data ? (data.record as SandboxCourierRecord) : undefined;
  },

  async getByDeliveryId(deliveryId) {
    const { data } = await onTable(SandboxCourierPointerEntity).get({ deliveryId }).go({ consistent: true });
    return data ? this.getByKey(data.idempotencyKey) : undefined;
  },

  async create(record) {
    const { idempotencyKey, deliveryId } = record.dispatch;
    const result = await writeTransaction(
      { delivery: SandboxCourierDeliveryEntity, pointer: SandboxCourierPointerEntity },
      ({ delivery, pointer }) => ({
        delivery: [
          delivery.create({ idempotencyKey, deliveryId, dispatchedAt: record.dispatch.createdAt, record }).commit(),
        ],
        pointer: [pointer.create({ deliveryId, idempotencyKey }).commit()],
      }),
    );
    if (result.ok) return record;
    // Another dispatch with the same key got there first: its record is the answer.
    const existing = await this.getByKey(idempotencyKey);
    if (!existing)
      throw new Error(`Sandbox courier: the write for ${idempotencyKey} was cancelled and no record exists`);
    return existing;
  },

  async put(record) {
    await onTable(SandboxCourierDeliveryEntity)
      .patch({ idempotencyKey: record.dispatch.idempotencyKey })
      .set({ record })
      .go();
  },
};

/** The sandbox courier's deliveries still on their way, for its tracking webhooks. */
export const dynamoSandboxCourierTracking: SandboxCourierTracking = {
  async listTracking(limit) {
    const out: { record: SandboxCourierRecord; emitted?: SandboxCourierEmission }[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { record: unknown; emitted?: unknown }[]; cursor: string | null } = await onTable(
        SandboxCourierDeliveryEntity,
      )
        .query.tracking({})
        .go({ cursor, limit: limit - out.length });
      for (const item of page.data)
        out.push({
          record: item.record as SandboxCourierRecord,
          ...(item.emitted ? { emitted: item.emitted as SandboxCourierEmission } : {}),
        });
      cursor = page.cursor;
    } while (cursor && out.length < limit);
    return out;
  },

  async recordEmission(record, emission) {
    // dispatchedAt builds the index key (or, when done, lets the index condition remove it).
    await onTable(SandboxCourierDeliveryEntity)
      .patch({ idempotencyKey: record.dispatch.idempotencyKey })
      .set({ emitted: emission })
      .composite({ dispatchedAt: record.dispatch.createdAt })
      .go();
  },
};
