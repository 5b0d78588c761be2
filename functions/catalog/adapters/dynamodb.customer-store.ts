import { searchTextOf, sortNameOf } from '#domain/catalog/catalog-search.rules';
import { customerEmailKey } from '#domain/catalog/customer.schema';
import type { CustomerRecord, CustomerStore } from '#domain/catalog/ports';
import { queryPage } from '#lib/db/cursor';
import { CustomerEntity } from '../db/customer.entity';
import { onTable } from '#lib/db/table';
import { writeTransaction } from '#lib/db/transaction';
import { UniqueValueEntity } from '../db/unique-value.entity';
import { countMatches, pageLimit } from './dynamodb.count-matches';
import { claimOwner, moveClaim } from './dynamodb.unique-claims';

interface CustomerItem {
  customerId: string;
  name: string;
  email?: string;
  phone?: string;
  company?: string;
  address?: unknown;
  platformUpdatedAt?: string;
  createdAt: string;
  updatedAt: string;
}

function toRecord(item: CustomerItem): CustomerRecord {
  return {
    id: item.customerId,
    name: item.name,
    email: item.email ?? '',
    phone: item.phone ?? '',
    company: item.company ?? '',
    address: (item.address ?? null) as CustomerRecord['address'],
    ...(item.platformUpdatedAt ? { platformUpdatedAt: item.platformUpdatedAt } : {}),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

function fieldsOf(c: CustomerRecord) {
  return {
    name: c.name,
    email: c.email,
    phone: c.phone,
    company: c.company,
    address: c.address,
    searchText: searchTextOf(c.name, c.email),
    sortName: sortNameOf(c.name),
    // Written by store sync only; a save from the Customer form keeps the synced version.
    ...(c.platformUpdatedAt ? { platformUpdatedAt: c.platformUpdatedAt } : {}),
  };
}

const emailKey = (email: string) => (email ? customerEmailKey(email) : '');
const claim = (accountId: string, customerId: string) => ({
  accountId,
  scope: 'customer-email' as const,
  ownerId: customerId,
});

async function getCustomer(accountId: string, customerId: string): Promise<CustomerRecord | undefined> {
  const { data } = await onTable(CustomerEntity).get({ accountId, customerId }).go({ consistent: true });
  return data ? toRecord(data) : undefined;
}

export const dynamoCustomerStore: CustomerStore = {
  async list(accountId, page) {
    const { items, cursor } = await queryPage(onTable(CustomerEntity).query.byName({ accountId }), accountId, page);
    return { items: items.map(toRecord), cursor };
  },

  get: getCustomer,

  findIdByEmail: (accountId, email) => claimOwner(accountId, 'customer-email', emailKey(email)),

  async create(accountId, c) {
    const result = await writeTransaction({ customer: CustomerEntity, uniqueValue: UniqueValueEntity }, (tx) => ({
      customer: [tx.customer.create({ accountId, customerId: c.id, ...fieldsOf(c) }).commit()],
      uniqueClaim: moveClaim(tx, claim(accountId, c.id), '', emailKey(c.email)),
    }));
    return result.ok ? 'saved' : 'taken';
  },

  async update(accountId, c) {
    const current = await getCustomer(accountId, c.id);
    if (!current) return 'not-found';
    const result = await writeTransaction({ customer: CustomerEntity, uniqueValue: UniqueValueEntity }, (tx) => ({
      customer: [tx.customer.patch({ accountId, customerId: c.id }).set(fieldsOf(c)).commit()],
      uniqueClaim: moveClaim(tx, claim(accountId, c.id), emailKey(current.email), emailKey(c.email)),
    }));
    if (result.ok) return 'saved';
    return (await getCustomer(accountId, c.id)) ? 'taken' : 'not-found';
  },

  async delete(accountId, customerId) {
    const current = await getCustomer(accountId, customerId);
    if (!current) return false;
    const result = await writeTransaction({ customer: CustomerEntity, uniqueValue: UniqueValueEntity }, (tx) => ({
      customer: [
        tx.customer
          .delete({ accountId, customerId })
          .where(({ customerId: id }, { exists }) => exists(id))
          .commit(),
      ],
      uniqueClaim: moveClaim(tx, claim(accountId, customerId), emailKey(current.email), ''),
    }));
    return result.ok;
  },

  async search(accountId, { query, limit }) {
    const matching = onTable(CustomerEntity)
      .query.byName({ accountId })
      .where(({ searchText }, { contains }) => (query ? contains(searchText, query) : ''));
    const [{ data }, total] = await Promise.all([
      matching.go({
        pages: 'all',
        count: limit,
        limit: pageLimit(!!query, limit),
        attributes: ['customerId', 'name', 'email'],
      }),
      countMatches(matching.params()),
    ]);
    return { hits: data.map((h) => ({ id: h.customerId, name: h.name, email: h.email ?? '' })), total };
  },
};
