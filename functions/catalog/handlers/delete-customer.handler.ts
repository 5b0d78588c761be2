import { accountRoute } from '#lib/http/http-route';
import { customerParams, customerUseCases } from './catalog-deps';

export const handler = accountRoute({ params: customerParams, permissions: ['edit_customers'] }, ({ caller, params }) =>
  customerUseCases.remove(caller.accountId, params.customerId),
);
