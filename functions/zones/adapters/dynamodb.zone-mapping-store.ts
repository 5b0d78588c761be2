import type { ZoneMappingFields } from '#domain/zones/zone-records';
import { ZONE_MAPPINGS_PER_ACCOUNT_MAX, type ZoneMappingRecord, type ZoneMappingStore } from '#domain/zones/ports';
import { conditionHeld } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { describeReasons, refused, writeTransaction, type TransactionParts } from '#lib/db/transaction';
import { ZoneMappingEntity } from '../db/zone-mapping.entity';
import { ZoneCounterEntity } from '../db/zone.entity';
import { readZoneMappings, toZoneMapping, type ZoneMappingItem } from './dynamodb.zone-mapping-reader';
import { countChange, withRaceRetries } from './zone-counts';

const MAPPING_WRITE = { mapping: ZoneMappingEntity, counter: ZoneCounterEntity };
type Part = 'mapping' | 'counter';

const fieldsOf = ({ name, zipcodes, states, carriers, services, shops }: ZoneMappingFields): ZoneMappingFields => ({
  name,
  zipcodes,
  states,
  carriers,
  services,
  shops,
});

async function read(accountId: string, mappingId: string): Promise<ZoneMappingRecord | undefined> {
  const { data } = await onTable(ZoneMappingEntity).get({ accountId, mappingId }).go({ consistent: true });
  return data ? toZoneMapping(data as ZoneMappingItem) : undefined;
}

export const dynamoZoneMappingStore: ZoneMappingStore = {
  list: readZoneMappings,

  get: read,

  async create(accountId, m) {
    const result = await withRaceRetries(() =>
      writeTransaction(MAPPING_WRITE, (tx): TransactionParts<Part> => ({
        mapping: [
          tx.mapping
            .create({ accountId, mappingId: m.id, position: m.position, version: m.version, mapping: fieldsOf(m) })
            .commit(),
        ],
        counter: [countChange(tx.counter, accountId, 'mappings', 1, ZONE_MAPPINGS_PER_ACCOUNT_MAX)],
      })),
    );
    if (!result.ok) {
      if (refused(result.reasons.counter)) return { ok: false, refusal: 'limit' };
      throw new Error(`Zone mapping create cancelled: ${describeReasons(result.reasons)}`);
    }
    return { ok: true, value: (await read(accountId, m.id))! };
  },

  async update(accountId, mappingId, version, fields) {
    const held = await conditionHeld(() =>
      onTable(ZoneMappingEntity)
        .patch({ accountId, mappingId })
        .set({ version: version + 1, mapping: fieldsOf(fields) })
        .where((attr, { eq }) => eq(attr.version, version))
        .go(),
    );
    if (!held) return { ok: false, refusal: (await read(accountId, mappingId)) ? 'stale' : 'missing' };
    return { ok: true, value: (await read(accountId, mappingId))! };
  },

  async remove(accountId, mappingId, version) {
    const result = await withRaceRetries(() =>
      writeTransaction(MAPPING_WRITE, (tx): TransactionParts<Part> => ({
        mapping: [
          tx.mapping
            .delete({ accountId, mappingId })
            .where((attr, { eq }) => eq(attr.version, version))
            .commit(),
        ],
        counter: [countChange(tx.counter, accountId, 'mappings', -1, ZONE_MAPPINGS_PER_ACCOUNT_MAX)],
      })),
    );
    if (!result.ok) {
      if (refused(result.reasons.mapping))
        return { ok: false, refusal: (await read(accountId, mappingId)) ? 'stale' : 'missing' };
      throw new Error(`Zone mapping delete cancelled: ${describeReasons(result.reasons)}`);
    }
    return { ok: true, value: undefined };
  },

  async reorder(accountId, moved) {
    if (moved.length === 0) return true;
    const result = await withRaceRetries(() =>
      writeTransaction(MAPPING_WRITE, (tx): TransactionParts<Part> => ({
        mapping: moved.map(({ id, position }) =>
          tx.mapping
            .patch({ accountId, mappingId: id })
            .set({ position })
            .where((attr, { exists }) => exists(attr.mappingId))
            .commit(),
        ),
        counter: [],
      })),
    );
    if (!result.ok && !refused(result.reasons.mapping))
      throw new Error(`Zone mapping reorder cancelled: ${describeReasons(result.reasons)}`);
    return result.ok;
  },
};
