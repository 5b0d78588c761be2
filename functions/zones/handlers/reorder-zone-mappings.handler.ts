import { reorderZoneMappingsRequestSchema } from '#api/zones';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { zoneMappings } from '../zones.deps';

/** PUT /api/v1/zone-mappings/order: the match order, as the table's move up/down left it. */
export const handler = accountRoute(
  { body: reorderZoneMappingsRequestSchema, permissions: ['edit_options'] },
  ({ caller, body }) => zoneMappings.reorder(caller.accountId, body.mappingIds),
);
