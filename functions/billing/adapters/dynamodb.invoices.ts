import type { InvoiceReader, StoredInvoice } from '#domain/billing/invoice-view.rules';
import { queryPage } from '#lib/db/cursor';
import { InvoiceEntity } from '../db/wallet.entity';
import { onTable } from '#lib/db/table';

/** The account's invoices from the by-date index (gsi1), newest first. */
export const dynamoInvoices: InvoiceReader = {
  /** One page older than `toIso` (exclusive), continuing from a checked cursor. */
  async pageByDate(
    accountId: string,
    page: { toIso?: string; limit: number; cursor?: string },
  ): Promise<{ items: StoredInvoice[]; cursor: string | null }> {
    const index = onTable(InvoiceEntity).query.byDate({ accountId });
    const query = page.toIso ? index.lt({ createdAt: page.toIso }) : index;
    const { items, cursor } = await queryPage(
      {
        params: () => query.params({ order: 'desc' }),
        go: (o) => query.go({ ...o, order: 'desc' }),
      },
      accountId,
      { limit: page.limit, cursor: page.cursor ?? null },
    );
    return { items: items as StoredInvoice[], cursor };
  },

  async get(accountId: string, invoiceId: string): Promise<StoredInvoice | undefined> {
    const { data } = await onTable(InvoiceEntity).get({ accountId, invoiceId }).go();
    return (data as StoredInvoice | null) ?? undefined;
  },

  /** Every invoice from `fromIso` (inclusive) on, oldest first, at most `limit` (the balance chart). */
  async since(accountId: string, fromIso: string, limit: number): Promise<StoredInvoice[]> {
    const { data } = await onTable(InvoiceEntity)
      .query.byDate({ accountId })
      .gte({ createdAt: fromIso })
      .go({ order: 'asc', limit, pages: 'all' });
    return data as StoredInvoice[];
  },

  /** The newest invoice before `beforeIso`: where the chart's balance line starts. */
  async lastBefore(accountId: string, beforeIso: string): Promise<StoredInvoice | undefined> {
    const { data } = await onTable(InvoiceEntity)
      .query.byDate({ accountId })
      .lt({ createdAt: beforeIso })
      .go({ order: 'desc', limit: 1 });
    return (data[0] as StoredInvoice | undefined) ?? undefined;
  },
};
