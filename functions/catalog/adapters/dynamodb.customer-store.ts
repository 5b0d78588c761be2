import { searchTextOf, sortNameOf } from '#domain/catalog/catalog-search.rules';
import { customerEmailKey } from '#domain/catalog/customer.schema';
import type { CustomerRecord, CustomerStore } from '#domain/catalog/ports';
import { CustomerEntity } from '../db/customer.entity';
import { onTable } from '#lib/db/table';
import { getEntry, listEntries } from './dynamodb.catalog-store';
import { firstMatches } from './dynamodb.count-matches';
import { claimOwner, createClaimed, deleteClaimed, updateClaimed, type ClaimedEntries } from './dynamodb.unique-claims';

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

const customers: ClaimedEntries<CustomerRecord> = {
  entity: CustomerEntity,
  id: 'customerId',
  toRecord,
  scope: 'customer-email',
  claimedValue: (c) => emailKey(c.email),
  fieldsOf,
};

export const dynamoCustomerStore: CustomerStore = {
  list: (accountId, page) => listEntries(customers, accountId, page),

  get: (accountId, customerId) => getEntry(customers, accountId, customerId),

  findIdByEmail: (accountId, email) => claimOwner(accountId, 'customer-email', emailKey(email)),

  create: (accountId, c) => createClaimed(customers, accountId, c),

  update: (accountId, c) => updateClaimed(customers, accountId, c),

  delete: (accountId, customerId) => deleteClaimed(customers, accountId, customerId),

  async search(accountId, { query, limit }) {
    const matching = onTable(CustomerEntity)
      .query.byName({ accountId })
      .where(({ searchText }, { contains }) => (query ? contains(searchText, query) : ''));
    const { data, total } = await firstMatches(matching, !!query, limit, (options) =>
      matching.go({ ...options, attributes: ['customerId', 'name', 'email'] }),
    );
    return { hits: data.map((h) => ({ id: h.customerId, name: h.name, email: h.email ?? '' })), total };
  },
};
