import type { InvoiceView } from '#api/invoices';
import type { InvoiceType } from '../money/balance-effect.rules';
import type { InvoiceStatus } from './invoice-status.constants';

/** An invoice as stored (functions/_lib/db/entities/wallet.entity.ts InvoiceEntity). */
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

/** The account's invoices, read by date (the list, the PDFs, the chart). */
export interface InvoiceReader {
  /** One page older than `toIso` (exclusive), newest first, continuing from a checked cursor. */
  pageByDate(
    accountId: string,
    page: { toIso?: string; limit: number; cursor?: string },
  ): Promise<{ items: StoredInvoice[]; cursor: string | null }>;
  get(accountId: string, invoiceId: string): Promise<StoredInvoice | undefined>;
  /** Every invoice from `fromIso` on, oldest first, at most `limit`. */
  since(accountId: string, fromIso: string, limit: number): Promise<StoredInvoice[]>;
  /** The newest invoice before `beforeIso`. */
  lastBefore(accountId: string, beforeIso: string): Promise<StoredInvoice | undefined>;
}
