import type { SandboxCarrierLedger, SandboxShipmentRecord } from '#domain/carriers/ports';
import { db } from '#lib/db/service';

/** The sandbox carriers' memory in the single table (functions/_lib/db/entities/sandbox-shipment.entity.ts). */
export const dynamoSandboxLedger: SandboxCarrierLedger = {
  async getByKey(idempotencyKey) {
    const { data } = await db().entities.sandboxShipment.get({ idempotencyKey }).go({ consistent: true });
    return data ? (data.record as SandboxShipmentRecord) : undefined;
  },

  async getByTrackingCode(trackingCode) {
    const { data } = await db().entities.sandboxTracking.get({ trackingCode }).go({ consistent: true });
    return data ? this.getByKey(data.idempotencyKey) : undefined;
  },

  async create(record) {
    const { idempotencyKey, trackingCode } = record;
    const result = await db()
      .transaction.write(({ sandboxShipment, sandboxTracking }) => [
        sandboxShipment.create({ idempotencyKey, trackingCode, record }).commit(),
        sandboxTracking.create({ trackingCode, idempotencyKey }).commit(),
      ])
      .go();
    if (!result.canceled) return record;
    // Another purchase with the same key got there first: its record is the answer.
    const existing = await this.getByKey(idempotencyKey);
    if (!existing)
      throw new Error(`Sandbox ledger: the write for ${idempotencyKey} was cancelled and no record exists`);
    return existing;
  },

  async put(record) {
    const { idempotencyKey, trackingCode } = record;
    await db().entities.sandboxShipment.put({ idempotencyKey, trackingCode, record }).go();
  },
};
