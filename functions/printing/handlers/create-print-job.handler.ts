import { printJobRequestSchema, type PrintJobView } from '#api/printing';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { jsonResponse } from '#lib/http/responses';
import { createPrintJob } from '../printing.deps';

/** 201 with the ready job when it was built in the request; 202 when queued for the print-documents worker. */
export const handler = accountRoute(
  {
    body: printJobRequestSchema,
    permissions: ['view_print_orders'],
    respond: (view: PrintJobView) => jsonResponse(view.state === 'ready' ? 201 : 202, view),
  },
  ({ caller, body }) => createPrintJob(caller, body),
);
