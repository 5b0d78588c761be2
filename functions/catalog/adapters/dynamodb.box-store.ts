import { sortNameOf } from '#domain/catalog/catalog-search.rules';
import type { BoxRecord, BoxStore } from '#domain/catalog/ports';
import { BoxEntity } from '../db/box.entity';
import { onTable } from '#lib/db/table';
import { writeTransaction } from '#lib/db/transaction';
import { allEntries, deleteEntry, getEntry, listEntries, type CatalogEntries } from './dynamodb.catalog-store';

interface BoxItem {
  boxId: string;
  name: string;
  isDefault: boolean;
  costCents: number;
  box: unknown;
  createdAt: string;
  updatedAt: string;
}

function toRecord(item: BoxItem): BoxRecord {
  const rest = item.box as Omit<BoxRecord, 'id' | 'name' | 'default' | 'costCents'>;
  return {
    ...rest,
    id: item.boxId,
    name: item.name,
    default: item.isDefault,
    costCents: item.costCents,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

function fieldsOf(b: BoxRecord) {
  const { id: _id, name, default: isDefault, costCents, createdAt: _c, updatedAt: _u, ...rest } = b;
  return { name, isDefault, costCents, box: rest, sortName: sortNameOf(name) };
}

const boxes: CatalogEntries<BoxRecord> = { entity: BoxEntity, id: 'boxId', toRecord };

const listBoxes: BoxStore['list'] = (accountId, page) => listEntries(boxes, accountId, page);
const allBoxes: BoxStore['all'] = (accountId) => allEntries(boxes, accountId);

/** Every box alone: box packing reads it, and its routes need not bundle the box writes nor the paging cursor. */
export const dynamoBoxList: Pick<BoxStore, 'all'> = { all: allBoxes };

export const dynamoBoxStore: BoxStore = {
  list: listBoxes,
  all: allBoxes,

  get: (accountId, boxId) => getEntry(boxes, accountId, boxId),

  async defaultIds(accountId) {
    const { data } = await onTable(BoxEntity)
      .query.byName({ accountId })
      .where(({ isDefault }, { eq }) => eq(isDefault, true))
      .go({ pages: 'all', attributes: ['boxId'] });
    return data.map((b) => b.boxId);
  },

  async create(accountId, b, { clearDefaultOf }) {
    await writeTransaction({ box: BoxEntity }, (tx) => ({
      box: [
        tx.box.create({ accountId, boxId: b.id, ...fieldsOf(b) }).commit(),
        ...clearDefaultOf.map((boxId) => tx.box.patch({ accountId, boxId }).set({ isDefault: false }).commit()),
      ],
    }));
  },

  async update(accountId, b, { clearDefaultOf }) {
    const result = await writeTransaction({ box: BoxEntity }, (tx) => ({
      box: [
        tx.box.patch({ accountId, boxId: b.id }).set(fieldsOf(b)).commit(),
        ...clearDefaultOf
          .filter((id) => id !== b.id)
          .map((boxId) => tx.box.patch({ accountId, boxId }).set({ isDefault: false }).commit()),
      ],
    }));
    return result.ok;
  },

  delete: (accountId, boxId) => deleteEntry(boxes, accountId, boxId),
};

/** A box by id, for readers that never write (automation runs). */
export const boxReads: Pick<BoxStore, 'get'> = { get: (accountId, boxId) => getEntry(boxes, accountId, boxId) };
