import { customersBulkRequestSchema } from '../../../shared/api/catalog';
import { accountRoute } from '../../_lib/http/http-route';
import { customerUseCases } from './catalog-deps';

/** POST /api/customers/create/bulk (orders §7): per-row results; bad rows do not stop good ones. */
export const handler = accountRoute(
  { body: customersBulkRequestSchema, permissions: ['import_export_customers'] },
  ({ caller, body }) => customerUseCases.createBulk(caller.accountId, body.customers),
);
