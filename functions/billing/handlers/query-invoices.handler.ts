import { invoiceQuerySchema } from '#api/invoices';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { invoiceList } from '../invoices.deps';

/** POST /api/v1/invoices/query: a page of invoices, newest first (view_billing_activity). */
export const handler = accountRoute(
  { body: invoiceQuerySchema, permissions: ['view_billing_activity'], maxBodyBytes: 8_192 },
  ({ caller, body }) => invoiceList.query(caller.accountId, body),
);
