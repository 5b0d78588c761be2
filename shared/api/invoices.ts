import * as z from 'zod';
import { INVOICE_STATUSES, type InvoiceStatus } from '#domain/billing/invoice-status.constants';
import { INVOICE_TYPES, type InvoiceType } from '#domain/money/balance-effect.rules';
import { dateRangeFilterSchema } from '#domain/orders/order-query.schema';
import { TEXT_FILTER_OPERATORS } from '#domain/statuses/filter-values.constants';
import { list } from '#domain/validation/bounded.schema';
import { MESSAGES } from '#domain/validation/messages';

/** The invoice list's default filter columns (accounts §2): order number, status, type, order tag, date, warehouses. */
export const invoiceFiltersSchema = z.object({
  orderNumber: z
    .object({
      operator: z.enum(TEXT_FILTER_OPERATORS),
      value: z.string().trim().max(60, MESSAGES.tooLong),
    })
    .optional(),
  statuses: list(z.enum(INVOICE_STATUSES), INVOICE_STATUSES.length).default([]),
  types: list(z.enum(INVOICE_TYPES), INVOICE_TYPES.length).default([]),
  orderTags: list(z.string().trim().min(1, MESSAGES.required).max(60, MESSAGES.tooLong), 10).default([]),
  warehouseIds: list(z.string().trim().min(1).max(64), 20).default([]),
  dateRange: dateRangeFilterSchema.optional(),
});
export type InvoiceFilters = z.output<typeof invoiceFiltersSchema>;
export type InvoiceFiltersInput = z.input<typeof invoiceFiltersSchema>;

/** POST /api/v1/invoices/query: a page of the account's invoices, newest first. */
export const invoiceQuerySchema = z.object({
  filters: invoiceFiltersSchema.default(invoiceFiltersSchema.parse({})),
  pageSize: z.union([z.literal(20), z.literal(50), z.literal(100)]).default(20),
  cursor: z.string().max(2000, MESSAGES.tooLong).optional(),
});
export type InvoiceQueryInput = z.input<typeof invoiceQuerySchema>;

/** POST /api/v1/invoices/pdf (invoicebulk-pdf): the chosen invoices, or every one the filters select. */
export const invoicePdfRequestSchema = z.union([
  z.object({ invoiceIds: list(z.string().min(1).max(200), 500).min(1, MESSAGES.required) }),
  z.object({ filters: invoiceFiltersSchema }),
]);
export type InvoicePdfRequest = z.input<typeof invoicePdfRequestSchema>;

export const invoiceParamsSchema = z.object({ invoiceId: z.string().min(1).max(200) });

/** An invoice as the list shows it (accounts §3 Invoice), with the before and after balances of accounts §4. */
export interface InvoiceView {
  invoiceId: string;
  createdAt: string;
  type: InvoiceType;
  status: InvoiceStatus;
  description: string;
  amount: number;
  tierFee: number;
  fee: number;
  amountAfterFee?: number;
  insurancePremium: number;
  isVndrRate: boolean;
  directDebitFailed: boolean;
  /** The invoice's signed effect on the balance, in cents. */
  effectCents: number;
  /** Before and after balances with the minimum threshold deducted from both (accounts §4). */
  balanceBeforeCents: number;
  balanceAfterCents: number;
  orderNumber?: string;
  orderTags: string[];
  warehouseId?: string;
  trackingCode?: string;
}

export interface InvoicePage {
  items: InvoiceView[];
  /** Continue from here; absent at the end. */
  cursor?: string;
  /** Invoices looked at for this page (the work a page may do is bounded). */
  examined: number;
}

/** GET /api/v1/wallet/history?days=: the balance at the end of each day, for the chart. */
export const balanceHistoryQuerySchema = z.object({
  days: z.enum(['30', '90', '365']).default('30'),
});
export interface BalancePoint {
  date: string;
  balanceCents: number;
}
export interface BalanceHistory {
  points: BalancePoint[];
}

/** A document ready to download (GET /api/v1/invoices/{invoiceId}/pdf, POST /api/v1/invoices/pdf). */
export interface InvoiceDocumentView {
  url: string;
  expiresAt: string;
  invoices: number;
}
