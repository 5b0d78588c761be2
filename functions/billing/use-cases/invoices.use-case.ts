import { createHash } from 'node:crypto';
import type { BalanceHistory, InvoiceDocumentView, InvoiceFilters, InvoicePage, InvoiceView } from '#api/invoices';
import { dailyBalances, historyStart } from '#domain/billing/balance-history.rules';
import { invoiceDateBounds, matchesInvoiceFilters } from '#domain/billing/invoice-filter.rules';
import { toInvoiceView, type InvoiceReader, type StoredInvoice } from '#domain/billing/invoice-view.rules';
import type { Wallet } from '#domain/billing/ports';
import type { AccountStore } from '#domain/accounts/ports';
import type { LabelFiles } from '#domain/labels/ports';
import { resolveDateRange } from '#domain/orders/order-filter.rules';
import { NotFoundError } from '#lib/errors';
import type { InvoiceStatement } from '../render/invoice-statement-layout';

/** Invoices a page may look at before it answers with what it found and a cursor to go on. */
export const INVOICES_EXAMINED_PER_PAGE = 600;
/** Invoices one PDF holds at most (invoicebulk-pdf). */
export const INVOICES_PER_PDF = 500;
/** Invoices the balance chart reads at most; a busier account's chart starts later. */
export const HISTORY_INVOICES_MAX = 20_000;
const PDF_LINK_SECONDS = 15 * 60;

export interface InvoicesDeps {
  invoices: InvoiceReader;
  wallet: Pick<Wallet, 'balance'>;
  accounts: Pick<AccountStore, 'getAccount'>;
  files: Pick<LabelFiles, 'put' | 'presignGet'>;
  renderPdf: (statement: InvoiceStatement) => Promise<Uint8Array>;
  clock?: () => Date;
}

/** The invoice list, its PDFs and the balance chart (accounts §2 Invoice list, invoice-pdf, invoicebulk-pdf; §4). */
export function makeInvoices(deps: InvoicesDeps) {
  const now = deps.clock ?? (() => new Date());

  async function context(accountId: string) {
    const [account, wallet] = await Promise.all([deps.accounts.getAccount(accountId), deps.wallet.balance(accountId)]);
    if (!account) throw new NotFoundError('Merchant account');
    return { account, threshold: wallet.minimumThresholdCents };
  }

  /** Pages of the by-date index until a page's worth match, the bound is reached or the range ends. */
  async function select(
    accountId: string,
    filters: InvoiceFilters,
    want: number,
    timeZone: string,
    threshold: number,
    cursor?: string,
  ): Promise<InvoicePage> {
    const { fromIso, toIso } = invoiceDateBounds(resolveDateRange(filters.dateRange, now(), timeZone));
    const items: InvoiceView[] = [];
    let examined = 0;
    let next: string | null | undefined = cursor;
    do {
      const limit = Math.min(want - items.length, INVOICES_EXAMINED_PER_PAGE - examined);
      const page = await deps.invoices.pageByDate(accountId, { toIso, limit, cursor: next ?? undefined });
      examined += page.items.length;
      next = page.cursor;
      for (const stored of page.items) {
        if (fromIso && stored.createdAt < fromIso) return { items, examined };
        const view = toInvoiceView(stored, threshold);
        if (matchesInvoiceFilters(view, filters)) items.push(view);
      }
    } while (next && items.length < want && examined < INVOICES_EXAMINED_PER_PAGE);
    return { items, examined, ...(next ? { cursor: next } : {}) };
  }

  async function documentOf(accountId: string, companyName: string, title: string, invoices: InvoiceView[]) {
    const body = await deps.renderPdf({ companyName, title, generatedAt: now(), invoices });
    const digest = createHash('sha256')
      .update(invoices.map((i) => `${i.invoiceId}:${i.status}`).join('|'))
      .digest('hex')
      .slice(0, 24);
    const key = `invoices/${accountId}/${digest}.pdf`;
    await deps.files.put(key, body, 'application/pdf');
    const url = await deps.files.presignGet(key, PDF_LINK_SECONDS);
    return {
      url,
      expiresAt: new Date(now().getTime() + PDF_LINK_SECONDS * 1000).toISOString(),
      invoices: invoices.length,
    } satisfies InvoiceDocumentView;
  }

  return {
    async query(accountId: string, q: { filters: InvoiceFilters; pageSize: number; cursor?: string }) {
      const { account, threshold } = await context(accountId);
      return select(accountId, q.filters, q.pageSize, account.timezone, threshold, q.cursor);
    },

    /** invoice-pdf: one invoice. */
    async pdfOf(accountId: string, invoiceId: string): Promise<InvoiceDocumentView> {
      const [{ account, threshold }, stored] = await Promise.all([
        context(accountId),
        deps.invoices.get(accountId, invoiceId),
      ]);
      if (!stored) throw new NotFoundError('Invoice');
      return documentOf(accountId, account.name, `Invoice ${invoiceId}`, [toInvoiceView(stored, threshold)]);
    },

    /** invoicebulk-pdf: the chosen invoices (at most 500), or the first 500 the filters select. */
    async bulkPdf(
      accountId: string,
      request: { invoiceIds: string[] } | { filters: InvoiceFilters },
    ): Promise<InvoiceDocumentView> {
      const { account, threshold } = await context(accountId);
      let invoices: InvoiceView[];
      if ('invoiceIds' in request) {
        const found = await Promise.all([...new Set(request.invoiceIds)].map((id) => deps.invoices.get(accountId, id)));
        invoices = found
          .filter((i): i is StoredInvoice => Boolean(i))
          .map((i) => toInvoiceView(i, threshold))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        if (!invoices.length) throw new NotFoundError('Invoice');
      } else {
        invoices = [];
        let cursor: string | undefined;
        do {
          const page = await select(
            accountId,
            request.filters,
            INVOICES_PER_PDF - invoices.length,
            account.timezone,
            threshold,
            cursor,
          );
          invoices.push(...page.items);
          cursor = page.cursor;
        } while (cursor && invoices.length < INVOICES_PER_PDF);
      }
      return documentOf(accountId, account.name, 'Invoices', invoices);
    },

    /** The balance at the end of each day, for the chart. */
    async history(accountId: string, days: number): Promise<BalanceHistory> {
      const account = await deps.accounts.getAccount(accountId);
      if (!account) throw new NotFoundError('Merchant account');
      const { startIso } = historyStart(days, now(), account.timezone);
      const [before, since] = await Promise.all([
        deps.invoices.lastBefore(accountId, startIso),
        deps.invoices.since(accountId, startIso, HISTORY_INVOICES_MAX),
      ]);
      return {
        points: dailyBalances(before?.balanceAfterCents ?? 0, since, days, now(), account.timezone),
      };
    },
  };
}
