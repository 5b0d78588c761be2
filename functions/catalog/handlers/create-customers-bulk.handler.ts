import { customersBulkRequestSchema } from '#api/catalog';
import { accountRoute } from '#lib/http/http-route';
import { IMPORT_MAX_BODY_BYTES } from '#lib/http/request-body';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { makeImportCustomers } from '../use-cases/import-customers.use-case';
import { customerUseCases } from './catalog-deps';

const importCustomers = makeImportCustomers({ createBulk: customerUseCases.createBulk, activity: dynamoActivityLog });

/** POST /api/customers/create/bulk (orders §7): per-row results; bad rows do not stop good ones. */
export const handler = accountRoute(
  { body: customersBulkRequestSchema, permissions: ['import_export_customers'], maxBodyBytes: IMPORT_MAX_BODY_BYTES },
  ({ caller, body }) => importCustomers(caller, body.customers),
);
