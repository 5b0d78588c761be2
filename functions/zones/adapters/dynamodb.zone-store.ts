import type { ZoneFields } from '#domain/zones/zone-records';
import { ZONES_PER_ACCOUNT_MAX, type ZoneRecord, type ZoneStore } from '#domain/zones/ports';
import { conditionHeld } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { describeReasons, refused, writeTransaction, type TransactionParts } from '#lib/db/transaction';
import { ZoneCounterEntity, ZoneEntity } from '../db/zone.entity';
import { countChange, withRaceRetries } from './zone-counts';

const ZONE_WRITE = { zone: ZoneEntity, counter: ZoneCounterEntity };
type Part = 'zone' | 'counter';

type Item = { zoneId: string; version: number; zone: ZoneFields; createdAt: string; updatedAt: string };

const toZone = (i: Item): ZoneRecord => ({
  ...i.zone,
  id: i.zoneId,
  version: i.version,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
});

const fieldsOf = ({ zone, countries, regions }: ZoneFields): ZoneFields => ({ zone, countries, regions });

async function read(accountId: string, zoneId: string): Promise<ZoneRecord | undefined> {
  const { data } = await onTable(ZoneEntity).get({ accountId, zoneId }).go({ consistent: true });
  return data ? toZone(data as Item) : undefined;
}

export const dynamoZoneStore: ZoneStore = {
  async list(accountId) {
    const { data } = await onTable(ZoneEntity).query.byAccount({ accountId }).go({ pages: 'all' });
    return data
      .map((i) => toZone(i as Item))
      .sort((a, b) => a.zone.localeCompare(b.zone) || a.createdAt.localeCompare(b.createdAt));
  },

  get: read,

  async create(accountId, zone) {
    const result = await withRaceRetries(() =>
      writeTransaction(ZONE_WRITE, (tx): TransactionParts<Part> => ({
        zone: [tx.zone.create({ accountId, zoneId: zone.id, version: zone.version, zone: fieldsOf(zone) }).commit()],
        counter: [countChange(tx.counter, accountId, 'zones', 1, ZONES_PER_ACCOUNT_MAX)],
      })),
    );
    if (!result.ok) {
      if (refused(result.reasons.counter)) return { ok: false, refusal: 'limit' };
      throw new Error(`Zone create cancelled: ${describeReasons(result.reasons)}`);
    }
    return { ok: true, value: (await read(accountId, zone.id))! };
  },

  async update(accountId, zoneId, version, fields) {
    const held = await conditionHeld(() =>
      onTable(ZoneEntity)
        .patch({ accountId, zoneId })
        .set({ version: version + 1, zone: fieldsOf(fields) })
        .where((attr, { eq }) => eq(attr.version, version))
        .go(),
    );
    if (!held) return { ok: false, refusal: (await read(accountId, zoneId)) ? 'stale' : 'missing' };
    return { ok: true, value: (await read(accountId, zoneId))! };
  },

  async remove(accountId, zoneId, version) {
    const result = await withRaceRetries(() =>
      writeTransaction(ZONE_WRITE, (tx): TransactionParts<Part> => ({
        zone: [
          tx.zone
            .delete({ accountId, zoneId })
            .where((attr, { eq }) => eq(attr.version, version))
            .commit(),
        ],
        counter: [countChange(tx.counter, accountId, 'zones', -1, ZONES_PER_ACCOUNT_MAX)],
      })),
    );
    if (!result.ok) {
      if (refused(result.reasons.zone))
        return { ok: false, refusal: (await read(accountId, zoneId)) ? 'stale' : 'missing' };
      throw new Error(`Zone delete cancelled: ${describeReasons(result.reasons)}`);
    }
    return { ok: true, value: undefined };
  },
};
