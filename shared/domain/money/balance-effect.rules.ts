/**
 * Account balance effect by invoice type (accounts §4), all amounts integer cents.
 * Stored type keys are ours (snake_case, as the spec's other stored values are).
 */
export const INVOICE_TYPES = [
  'credit',
  'claim',
  'shipment_purchase',
  'debit',
  'accessorial',
  'freight_accessorial',
  'subscription',
  'account_refill',
] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** Subtracted when a direct-debit payment failed (accounts §4, §9). */
export const DIRECT_DEBIT_FAILURE_FEE_CENTS = 500;

export interface BalanceInvoice {
  type: InvoiceType;
  amount?: number | null;
  tierFee?: number | null;
  amountAfterFee?: number | null;
  /** The direct-debit payment of this invoice failed. */
  directDebitFailed?: boolean | null;
}

const n = (v: number | null | undefined): number => v ?? 0;

/** The balance after one invoice, before the minimum threshold is taken off. */
export function balanceAfterInvoice(balanceCents: number, invoice: BalanceInvoice): number {
  let after: number;
  switch (invoice.type) {
    case 'credit':
    case 'claim':
      after = balanceCents + n(invoice.amount) + n(invoice.tierFee);
      break;
    case 'shipment_purchase':
      after = balanceCents - (n(invoice.amount) + n(invoice.tierFee));
      break;
    case 'debit':
      after = balanceCents - Math.abs(n(invoice.amount));
      break;
    case 'accessorial':
    case 'freight_accessorial':
      // The charge is the invoice amount.
      after = balanceCents - n(invoice.amount);
      break;
    case 'subscription':
      // Spec: keeps the balance if an amount exists, else 0.
      after = invoice.amount !== null && invoice.amount !== undefined ? balanceCents : 0;
      break;
    case 'account_refill':
      after = balanceCents + (invoice.amountAfterFee ?? n(invoice.amount));
      break;
  }
  if (invoice.directDebitFailed) after -= DIRECT_DEBIT_FAILURE_FEE_CENTS;
  return after;
}

export function balanceEffect(balanceCents: number, invoice: BalanceInvoice): number {
  return balanceAfterInvoice(balanceCents, invoice) - balanceCents;
}

export interface BalanceRow {
  beforeCents: number;
  afterCents: number;
}

/** Before and after balances of one invoice as shown: the minimum threshold is deducted from both. */
export function balanceRow(balanceCents: number, invoice: BalanceInvoice, minimumThresholdCents = 0): BalanceRow {
  return {
    beforeCents: balanceCents - minimumThresholdCents,
    afterCents: balanceAfterInvoice(balanceCents, invoice) - minimumThresholdCents,
  };
}

/** Running rows over invoices in time order, starting from an opening balance. */
export function balanceRows(
  openingCents: number,
  invoices: readonly BalanceInvoice[],
  minimumThresholdCents = 0,
): BalanceRow[] {
  const rows: BalanceRow[] = [];
  let balance = openingCents;
  for (const invoice of invoices) {
    rows.push(balanceRow(balance, invoice, minimumThresholdCents));
    balance = balanceAfterInvoice(balance, invoice);
  }
  return rows;
}
