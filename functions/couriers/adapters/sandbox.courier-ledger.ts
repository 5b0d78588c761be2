import type { SandboxCourierLedger, SandboxCourierRecord } from '#domain/couriers/ports';
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
        delivery: [delivery.create({ idempotencyKey, deliveryId, record }).commit()],
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
