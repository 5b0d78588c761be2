import { forEachConcurrently } from '#lib/concurrently';
import type { CustomerResponse, CustomersBulkResponse, ListQuery } from '#api/catalog';
import type { IdGenerator } from '#domain/accounts/ports';
import { CATALOG_MESSAGES } from '#domain/catalog/catalog-messages';
import { effectiveQuery, searchLimit } from '#domain/catalog/catalog-search.rules';
import { customerEmailKey, customerFormSchema, type CustomerFormValues } from '#domain/catalog/customer.schema';
import type { CustomerStore } from '#domain/catalog/ports';
import { ConflictError, NotFoundError } from '#lib/errors';
import { fieldErrorsFromZod } from '#lib/http/zod-errors';
import { presentCustomer } from './catalog.presenter';

export interface CustomerDeps {
  customers: CustomerStore;
  ids: IdGenerator;
}

const notFound = () => new NotFoundError('Customer');
/** Rows with different emails are independent, so a bulk call runs a few at once. */
const BULK_CONCURRENCY = 8;

type BulkResult = CustomersBulkResponse['results'][number];

/** Customers: name, email, phone, address, company; emails unique per account. */
export function makeCustomerUseCases({ customers, ids }: CustomerDeps) {
  const getOne = async (accountId: string, customerId: string): Promise<CustomerResponse> => {
    const record = await customers.get(accountId, customerId);
    if (!record) throw notFound();
    return presentCustomer(record);
  };

  const create = async (accountId: string, values: CustomerFormValues): Promise<string> => {
    const id = ids.newId();
    if ((await customers.create(accountId, { ...values, id })) === 'taken')
      throw new ConflictError(CATALOG_MESSAGES.emailTaken);
    return id;
  };

  const update = async (accountId: string, customerId: string, values: CustomerFormValues): Promise<void> => {
    const outcome = await customers.update(accountId, { ...values, id: customerId });
    if (outcome === 'not-found') throw notFound();
    if (outcome === 'taken') throw new ConflictError(CATALOG_MESSAGES.emailTaken);
  };

  /** One bulk row: validated on its own, then an upsert by email (a row without email always creates). */
  async function upsertRow(accountId: string, row: number, raw: unknown): Promise<BulkResult> {
    const parsed = customerFormSchema.safeParse(raw);
    if (!parsed.success) return { row, status: 'failed', fieldErrors: fieldErrorsFromZod(parsed.error) };
    const values = parsed.data;
    const existingId = values.email ? await customers.findIdByEmail(accountId, values.email) : undefined;
    try {
      if (existingId) {
        await update(accountId, existingId, values);
        return { row, status: 'updated', _id: existingId };
      }
      return { row, status: 'created', _id: await create(accountId, values) };
    } catch (error) {
      if (error instanceof ConflictError) return { row, status: 'failed', fieldErrors: { email: error.message } };
      throw error;
    }
  }

  return {
    async list(accountId: string, page: ListQuery) {
      const { items, cursor } = await customers.list(accountId, page);
      return { items: items.map(presentCustomer), cursor };
    },

    get: getOne,

    async create(accountId: string, values: CustomerFormValues): Promise<CustomerResponse> {
      return getOne(accountId, await create(accountId, values));
    },

    async update(accountId: string, customerId: string, values: CustomerFormValues): Promise<CustomerResponse> {
      await update(accountId, customerId, values);
      return getOne(accountId, customerId);
    },

    async remove(accountId: string, customerId: string): Promise<void> {
      if (!(await customers.delete(accountId, customerId))) throw notFound();
    },

    /** POST /api/v1/customers/search (orders §7): name, email, _id. */
    async search(accountId: string, input: { query: string; offset: number; ignoreQuery: boolean }) {
      const { hits, total } = await customers.search(accountId, {
        query: effectiveQuery(input),
        limit: searchLimit(input.offset),
      });
      const items = hits.slice(input.offset);
      return { customers: items.map((h) => ({ name: h.name, email: h.email, _id: h.id })), total };
    },

    /**
     * POST /api/customers/create/bulk: per-row results in input order. Rows sharing an email run
     * one after another (the second updates what the first created); other rows run in parallel.
     */
    async createBulk(accountId: string, rows: readonly unknown[]): Promise<CustomersBulkResponse> {
      const groups = new Map<string, number[]>();
      rows.forEach((raw, i) => {
        const email =
          typeof (raw as { email?: unknown })?.email === 'string'
            ? customerEmailKey((raw as { email: string }).email)
            : '';
        const key = email ? `email:${email}` : `row:${i}`;
        groups.set(key, [...(groups.get(key) ?? []), i]);
      });
      const results: BulkResult[] = new Array(rows.length);
      // Rows of one email stay in order within their group; groups run side by side.
      await forEachConcurrently([...groups.values()], BULK_CONCURRENCY, async (group) => {
        for (const i of group) results[i] = await upsertRow(accountId, i + 1, rows[i]);
      });
      const count = (s: BulkResult['status']) => results.filter((r) => r.status === s).length;
      return { results, created: count('created'), updated: count('updated'), failed: count('failed') };
    },
  };
}
