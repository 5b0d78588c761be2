import { balanceHistoryQuerySchema } from '#api/invoices';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { invoiceList } from '../invoices.deps';

/** GET /api/v1/wallet/history?days=30|90|365: the end-of-day balance, for the chart (view_billing_activity). */
export const handler = accountRoute(
  { query: balanceHistoryQuerySchema, permissions: ['view_billing_activity'] },
  ({ caller, query }) => invoiceList.history(caller.accountId, Number(query.days)),
);
