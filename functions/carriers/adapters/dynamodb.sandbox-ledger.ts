import type {
  SandboxCarrierLedger,
  SandboxEmission,
  SandboxShipmentRecord,
  SandboxTrackingEntry,
} from '#domain/carriers/ports';
import { SandboxShipmentEntity, SandboxTrackingEntity } from './sandbox-shipment.entity';
import { onTable } from '#lib/db/table';
import { writeTransaction } from '#lib/db/transaction';

/** The sandbox carriers' memory in the single table (sandbox-shipment.entity.ts beside it: no production adapter imports it). */
export const dynamoSandboxLedger: SandboxCarrierLedger = {
  async getByKey(idempotencyKey) {
    const { data } = await onTable(SandboxShipmentEntity).get({ idempotencyKey }).go({ consistent: true });
    return data ? (data.record as SandboxShipmentRecord) : undefined;
  },

  async getByTrackingCode(trackingCode) {
    const { data } = await onTable(SandboxTrackingEntity).get({ trackingCode }).go({ consistent: true });
    return data ? this.getByKey(data.idempotencyKey) : undefined;
  },

  async create(record) {
    const { idempotencyKey, trackingCode } = record;
    const result = await writeTransaction(
      { sandboxShipment: SandboxShipmentEntity, sandboxTracking: SandboxTrackingEntity },
      ({ sandboxShipment, sandboxTracking }) => ({
        shipment: [
          sandboxShipment
            .create({ idempotencyKey, trackingCode, purchasedAt: record.label.purchasedAt, record })
            .commit(),
        ],
        tracking: [sandboxTracking.create({ trackingCode, idempotencyKey }).commit()],
      }),
    );
    if (result.ok) return record;
    // Another purchase with the same key got there first: its record is the answer.
    const existing = await this.getByKey(idempotencyKey);
    if (!existing)
      throw new Error(`Sandbox ledger: the write for ${idempotencyKey} was cancelled and no record exists`);
    return existing;
  },

  async put(record) {
    // A patch of the record alone: the emitter's state and the tracking index keys stay as they are.
    await onTable(SandboxShipmentEntity).patch({ idempotencyKey: record.idempotencyKey }).set({ record }).go();
  },

  async listTracking(limit) {
    const out: SandboxTrackingEntry[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { record: unknown; emitted?: unknown }[]; cursor: string | null } = await onTable(
        SandboxShipmentEntity,
      )
        .query.tracking({})
        .go({ cursor, limit: limit - out.length });
      for (const item of page.data)
        out.push({
          record: item.record as SandboxShipmentRecord,
          ...(item.emitted ? { emitted: item.emitted as SandboxEmission } : {}),
        });
      cursor = page.cursor;
    } while (cursor && out.length < limit);
    return out;
  },

  async recordEmission(record, emission) {
    // purchasedAt builds the index key (or, when done, lets the index condition remove it).
    await onTable(SandboxShipmentEntity)
      .patch({ idempotencyKey: record.idempotencyKey })
      .set({ emitted: emission })
      .composite({ purchasedAt: record.label.purchasedAt })
      .go();
  },
};
