import { customersBulkRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { IMPORT_MAX_BODY_BYTES } from '#lib/http/request-body';
import { importCustomers } from '../catalog.deps';

/** POST /api/customers/create/bulk (orders §7): per-row results; bad rows do not stop good ones. */
export const handler = accountRoute(
  { body: customersBulkRequestSchema, permissions: ['import_export_customers'], maxBodyBytes: IMPORT_MAX_BODY_BYTES },
  ({ caller, body }) => importCustomers(caller, body.customers),
);
