import { ZONE_MAPPINGS_IMPORT_MAX_BODY_BYTES, importZoneMappingsRequestSchema } from '#api/zones';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { zoneMappings } from '../zones.deps';

// Exporting reads what any member may read; importing writes mappings (edit_options).
const exportCsv = accountRoute({}, ({ caller }) => zoneMappings.exportCsv(caller.accountId));
const importCsv = accountRoute(
  {
    body: importZoneMappingsRequestSchema,
    permissions: ['edit_options'],
    maxBodyBytes: ZONE_MAPPINGS_IMPORT_MAX_BODY_BYTES,
  },
  ({ caller, body }) => zoneMappings.importCsv(caller.accountId, body.csv),
);

/** GET /api/v1/zone-mappings/export and POST /api/v1/zone-mappings/import */
export const handler = byMethod({ GET: exportCsv, POST: importCsv });
