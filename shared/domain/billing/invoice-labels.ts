import type { InvoiceType } from '../money/balance-effect.rules';
import type { InvoiceStatus } from './invoice-status.constants';

/** How the invoice list names each stored invoice type (accounts §4's words). */
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  credit: 'Credit',
  claim: 'Claim',
  shipment_purchase: 'Shipment purchase',
  debit: 'Debit',
  accessorial: 'Accessorial',
  freight_accessorial: 'Freight accessorial',
  subscription: 'Subscription',
  account_refill: 'Account refill',
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
};
