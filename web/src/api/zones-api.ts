import type {
  ExplainZoneMappingRequest,
  ExplainZoneMappingResponse,
  ExportZoneMappingsResponse,
  ImportZoneMappingsResponse,
  ZoneMappingsListResponse,
  ZoneMappingView,
  ZonesListResponse,
  ZoneView,
} from '#api/zones';
import type { ZoneFields, ZoneMappingFields } from '#domain/zones/zone-records';
import type { ApiClient } from './api-client';

const ZONES = '/api/v1/zones';
const MAPPINGS = '/api/v1/zone-mappings';
const zone = (id: string) => `${ZONES}/${encodeURIComponent(id)}`;
const mapping = (id: string) => `${MAPPINGS}/${encodeURIComponent(id)}`;

/** The zones routes: zones, zone mappings in their order, CSV and "explain". */
export function zonesApi(client: ApiClient) {
  return {
    listZones: () => client.get<ZonesListResponse>(ZONES),
    createZone: (body: ZoneFields) => client.post<ZoneView>(ZONES, body),
    updateZone: (id: string, body: ZoneFields & { version: number }) => client.put<ZoneView>(zone(id), body),
    removeZone: (id: string) => client.delete<void>(zone(id)),
    listMappings: () => client.get<ZoneMappingsListResponse>(MAPPINGS),
    createMapping: (body: ZoneMappingFields) => client.post<ZoneMappingView>(MAPPINGS, body),
    updateMapping: (id: string, body: ZoneMappingFields & { version: number }) =>
      client.put<ZoneMappingView>(mapping(id), body),
    removeMapping: (id: string) => client.delete<void>(mapping(id)),
    reorder: (mappingIds: string[]) => client.put<ZoneMappingsListResponse>(`${MAPPINGS}/order`, { mappingIds }),
    exportCsv: () => client.get<ExportZoneMappingsResponse>(`${MAPPINGS}/export`),
    importCsv: (csv: string) => client.post<ImportZoneMappingsResponse>(`${MAPPINGS}/import`, { csv }),
    explain: (body: ExplainZoneMappingRequest) => client.post<ExplainZoneMappingResponse>(`${MAPPINGS}/explain`, body),
  };
}
