import type { ListQuery, PackagingResponse } from '#api/catalog';
import type { IdGenerator } from '#domain/accounts/ports';
import { effectiveQuery, searchLimit } from '#domain/catalog/catalog-search.rules';
import type { PackagingFormValues } from '#domain/catalog/packaging-form.schema';
import type { PackagingRecord, PackagingStore } from '#domain/catalog/ports';
import { fromCents, toCents } from '#domain/money/cents.rules';
import { NotFoundError } from '#lib/errors';
import { presentPackaging } from './catalog.presenter';

export interface PackagingDeps {
  packagings: PackagingStore;
  ids: IdGenerator;
}

export interface PackagingSearchInput {
  query: string;
  orderSearch: boolean;
  offset: number;
  ignoreQuery: boolean;
  hideIcePacks: boolean;
}

const notFound = () => new NotFoundError('Packaging');

function toRecord(id: string, v: PackagingFormValues): PackagingRecord {
  return {
    id,
    packagingType: v.packagingType,
    title: v.title,
    sku: v.sku,
    priceCents: toCents(v.price),
    ...(v.material ? { material: v.material } : {}),
    ...(v.thickness ? { thickness: v.thickness } : {}),
    dimensions: v.dimensions,
  };
}

/** Packagings: liners (material, thickness), coolants and other packaging (orders §3). */
export function makePackagingUseCases({ packagings, ids }: PackagingDeps) {
  const getOne = async (accountId: string, packagingId: string): Promise<PackagingResponse> => {
    const record = await packagings.get(accountId, packagingId);
    if (!record) throw notFound();
    return presentPackaging(record);
  };

  return {
    async list(accountId: string, page: ListQuery) {
      const { items, cursor } = await packagings.list(accountId, page);
      return { items: items.map(presentPackaging), cursor };
    },

    get: getOne,

    async create(accountId: string, values: PackagingFormValues): Promise<PackagingResponse> {
      const record = toRecord(ids.newId(), values);
      await packagings.create(accountId, record);
      return getOne(accountId, record.id);
    },

    async update(accountId: string, packagingId: string, values: PackagingFormValues): Promise<PackagingResponse> {
      if (!(await packagings.update(accountId, toRecord(packagingId, values)))) throw notFound();
      return getOne(accountId, packagingId);
    },

    async remove(accountId: string, packagingId: string): Promise<void> {
      if (!(await packagings.delete(accountId, packagingId))) throw notFound();
    },

    /** POST /api/v1/packagings/search (orders §7); hiding 'ice pack' entries is a server-side filter, so the total agrees. */
    async search(accountId: string, input: PackagingSearchInput) {
      const { hits, total } = await packagings.search(accountId, {
        query: effectiveQuery(input),
        hideIcePacks: input.hideIcePacks,
        limit: searchLimit(input.offset),
      });
      const items = hits.slice(input.offset);
      return {
        packagings: items.map((h) => ({
          title: h.title,
          sku: h.sku,
          _id: h.id,
          packagingType: h.packagingType,
          ...(input.orderSearch ? { price: fromCents(h.priceCents), dimensions: h.dimensions } : {}),
        })),
        total,
      };
    },
  };
}
