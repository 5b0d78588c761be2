import type { SavedFilter } from '#api/orders';
import type { OrderFilters } from '#domain/orders/order-query.schema';
import { SavedFilterEntity } from '../db/order-support.entity';
import { onTable } from '#lib/db/table';
import type { SavedFilterStore } from '#domain/orders/ports';

const nameKey = (name: string) => name.trim().toLowerCase();

const toSaved = (i: {
  filterId: string;
  name: string;
  filters: unknown;
  createdBy: string;
  createdAt: string;
}): SavedFilter => ({
  filterId: i.filterId,
  name: i.name,
  filters: i.filters as OrderFilters,
  createdBy: i.createdBy,
  createdAt: i.createdAt,
});

export const dynamoSavedFilterStore: SavedFilterStore = {
  async list(accountId) {
    const { data } = await onTable(SavedFilterEntity).query.byName({ accountId }).go({ pages: 'all' });
    return data.map(toSaved);
  },
  async create(accountId, filter) {
    try {
      const { data } = await onTable(SavedFilterEntity)
        .create({
          accountId,
          nameKey: nameKey(filter.name),
          filterId: filter.filterId,
          name: filter.name.trim(),
          filters: filter.filters,
          createdBy: filter.createdBy,
        })
        .go();
      return toSaved(data);
    } catch (err) {
      if (/conditional request failed/i.test((err as Error).message)) return undefined;
      throw err;
    }
  },
  async remove(accountId, filterId) {
    const found = (await this.list(accountId)).find((f) => f.filterId === filterId);
    if (!found) return false;
    await onTable(SavedFilterEntity)
      .delete({ accountId, nameKey: nameKey(found.name) })
      .go();
    return true;
  },
};
