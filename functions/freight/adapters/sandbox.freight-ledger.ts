import type { SandboxFreightLedger, SandboxFreightRecord } from '#domain/freight/booking.ports';
import { isConditionFailure } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { SandboxFreightEntity } from './sandbox-freight.entity';

/** The sandbox LTL carriers' bookings in the single table. */
export const dynamoSandboxFreightLedger: SandboxFreightLedger = {
  async get(pro) {
    const { data } = await onTable(SandboxFreightEntity).get({ pro }).go({ consistent: true });
    return data ? (data.record as SandboxFreightRecord) : undefined;
  },
  async create(record) {
    try {
      await onTable(SandboxFreightEntity).create({ pro: record.pro, record }).go();
      return record;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const existing = await this.get(record.pro);
      if (!existing) throw err;
      return existing;
    }
  },
};

/** The same in memory, for tests and benches that run without a table. */
export function memorySandboxFreightLedger(): SandboxFreightLedger {
  const records = new Map<string, SandboxFreightRecord>();
  return {
    get: async (pro) => records.get(pro),
    async create(record) {
      const existing = records.get(record.pro);
      if (existing) return existing;
      records.set(record.pro, record);
      return record;
    },
  };
}
