import { handler as explainRoute } from '#functions/zones/handlers/explain-zone-mapping.handler';
import { handler as reorderRoute } from '#functions/zones/handlers/reorder-zone-mappings.handler';
import { handler as mappingRoute } from '#functions/zones/handlers/zone-mapping.handler';
import { handler as mappingsRoute } from '#functions/zones/handlers/zone-mappings.handler';
import { handler as csvRoute } from '#functions/zones/handlers/zone-mappings-csv.handler';
import { handler as zoneRoute } from '#functions/zones/handlers/zone.handler';
import { handler as zonesRoute } from '#functions/zones/handlers/zones.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

/** The zones routes as a test calls them: through their real handlers, as `user` of `accountId`. */
export function zonesCalls(user: TestUser, accountId: string) {
  const call = (
    handler: Parameters<typeof invoke>[0],
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    pathParameters?: Record<string, string>,
  ) => invoke(handler, apiEvent({ method, path, user, accountId, body, pathParameters }));
  return {
    listZones: () => call(zonesRoute, 'GET', '/api/v1/zones'),
    createZone: (body: unknown) => call(zonesRoute, 'POST', '/api/v1/zones', body),
    getZone: (zoneId: string) => call(zoneRoute, 'GET', `/api/v1/zones/${zoneId}`, undefined, { zoneId }),
    updateZone: (zoneId: string, body: unknown) => call(zoneRoute, 'PUT', `/api/v1/zones/${zoneId}`, body, { zoneId }),
    deleteZone: (zoneId: string) => call(zoneRoute, 'DELETE', `/api/v1/zones/${zoneId}`, undefined, { zoneId }),
    list: () => call(mappingsRoute, 'GET', '/api/v1/zone-mappings'),
    create: (body: unknown) => call(mappingsRoute, 'POST', '/api/v1/zone-mappings', body),
    get: (mappingId: string) =>
      call(mappingRoute, 'GET', `/api/v1/zone-mappings/${mappingId}`, undefined, { mappingId }),
    update: (mappingId: string, body: unknown) =>
      call(mappingRoute, 'PUT', `/api/v1/zone-mappings/${mappingId}`, body, { mappingId }),
    remove: (mappingId: string) =>
      call(mappingRoute, 'DELETE', `/api/v1/zone-mappings/${mappingId}`, undefined, { mappingId }),
    reorder: (mappingIds: string[]) => call(reorderRoute, 'PUT', '/api/v1/zone-mappings/order', { mappingIds }),
    exportCsv: () => call(csvRoute, 'GET', '/api/v1/zone-mappings/export'),
    importCsv: (csv: string) => call(csvRoute, 'POST', '/api/v1/zone-mappings/import', { csv }),
    explain: (body: unknown) => call(explainRoute, 'POST', '/api/v1/zone-mappings/explain', body),
  };
}

export const texasPriority = (overrides: Record<string, unknown> = {}) => ({
  name: 'Texas by Priority',
  states: ['TX'],
  carriers: ['USPS'],
  services: ['Priority'],
  shops: ['manual'],
  ...overrides,
});
