import { printJobParamsSchema } from '#api/printing';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { getPrintJob } from '../printing.deps';

export const handler = accountRoute(
  { params: printJobParamsSchema, permissions: ['view_print_orders'] },
  ({ caller, params }) => getPrintJob(caller, params.jobId),
);
