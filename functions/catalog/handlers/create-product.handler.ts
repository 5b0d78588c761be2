import { productRequestSchema } from '../../../shared/api/catalog';
import { accountRoute } from '../../_lib/http/http-route';
import { productUseCases } from './catalog-deps';

export const handler = accountRoute(
  { body: productRequestSchema, permissions: ['edit_products'], successStatus: 201 },
  ({ caller, body }) => productUseCases.create(caller.accountId, body),
);
