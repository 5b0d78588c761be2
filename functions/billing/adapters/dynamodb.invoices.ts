import type { InvoiceView } from '#api/invoices';
import type { InvoiceStatus } from '#domain/billing/invoice-status.constants';
import type { InvoiceType } from '#domain/money/balance-effect.rules';
import { queryPage } from '#lib/db/cursor';
import { db } from '#lib/db/service';

export interface StoredInvoice {
  invoiceId: string;
  createdAt: string;
  type: string;
  status?: string;
  description?: string;
  amount: number;
  tierFee: number;
  fee: number;
  amountAfterFee?: number;
  insurancePremium: number;
  isVndrRate: boolean;
  directDebitFailed?: boolean;
  balanceBeforeCents: number;
  balanceAfterCents: number;
  orderNumber?: string;
  orderTags?: string[];
  warehouseId?: string;
  trackingCode?: string;
}

/** An invoice as the list shows it; the minimum threshold is deducted from both balances (accounts §4). */
export function toInvoiceView(i: StoredInvoice, minimumThresholdCents: number): InvoiceView {
  return {
    invoiceId: i.invoiceId,
    createdAt: i.createdAt,
    type: i.type as InvoiceType,
    status: (i.status ?? 'paid') as InvoiceStatus,
    description: i.description ?? '',
    amount: i.amount,
    tierFee: i.tierFee,
    fee: i.fee,
    ...(typeof i.amountAfterFee === 'number' ? { amountAfterFee: i.amountAfterFee } : {}),
    insurancePremium: i.insurancePremium,
    isVndrRate: i.isVndrRate,
    directDebitFailed: i.directDebitFailed === true,
    effectCents: i.balanceAfterCents - i.balanceBeforeCents,
    balanceBeforeCents: i.balanceBeforeCents - minimumThresholdCents,
    balanceAfterCents: i.balanceAfterCents - minimumThresholdCents,
    ...(i.orderNumber ? { orderNumber: i.orderNumber } : {}),
    orderTags: i.orderTags ?? [],
    ...(i.warehouseId ? { warehouseId: i.warehouseId } : {}),
    ...(i.trackingCode ? { trackingCode: i.trackingCode } : {}),
  };
}

/** The account's invoices from the by-date index (gsi1), newest first. */
export const dynamoInvoices = {
  /** One page older than `toIso` (exclusive), continuing from a checked cursor. */
  async pageByDate(
    accountId: string,
    page: { toIso?: string; limit: number; cursor?: string },
  ): Promise<{ items: StoredInvoice[]; cursor: string | null }> {
    const index = db().entities.invoice.query.byDate({ accountId });
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
    const { data } = await db().entities.invoice.get({ accountId, invoiceId }).go();
    return (data as StoredInvoice | null) ?? undefined;
  },

  /** Every invoice from `fromIso` (inclusive) on, oldest first, at most `limit` (the balance chart). */
  async since(accountId: string, fromIso: string, limit: number): Promise<StoredInvoice[]> {
    const { data } = await db()
      .entities.invoice.query.byDate({ accountId })
      .gte({ createdAt: fromIso })
      .go({ order: 'asc', limit, pages: 'all' });
    return data as StoredInvoice[];
  },

  /** The newest invoice before `beforeIso`: where the chart's balance line starts. */
  async lastBefore(accountId: string, beforeIso: string): Promise<StoredInvoice | undefined> {
    const { data } = await db()
      .entities.invoice.query.byDate({ accountId })
      .lt({ createdAt: beforeIso })
      .go({ order: 'desc', limit: 1 });
    return (data[0] as StoredInvoice | undefined) ?? undefined;
  },
};
