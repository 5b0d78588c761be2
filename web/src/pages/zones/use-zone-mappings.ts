import { useCallback, useMemo } from 'react';
import type { ZoneMappingView, ZoneView } from '#api/zones';
import type { ZoneFields, ZoneMappingFields } from '#domain/zones/zone-records';
import { ZONE_MESSAGES } from '#domain/zones/zone-messages';
import { useApi } from '#web/api/api-context';
import { zonesApi } from '#web/api/zones-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { useLoad } from '#web/hooks/use-load';
import { downloadText } from '#web/pages/orders/grid/download';

/** The zone mappings page's data: zones and mappings, and every write with its success or error message. */
export function useZoneMappings() {
  const { client } = useApi();
  const api = useMemo(() => zonesApi(client), [client]);
  const { notify, reportError } = useNotifications();
  const mappings = useLoad(useCallback(() => api.listMappings(), [api]));
  const zones = useLoad(useCallback(() => api.listZones(), [api]));

  /** Runs a write, says so, reloads; an error is reported and thrown again so a form can show its fields. */
  const write = useCallback(
    async <T>(action: () => Promise<T>, success: string, reload: () => Promise<void>): Promise<T> => {
      try {
        const result = await action();
        notify({ type: 'success', content: success });
        return result;
      } catch (e) {
        reportError(e);
        throw e;
      } finally {
        await reload();
      }
    },
    [notify, reportError],
  );

  const list = mappings.data?.mappings ?? [];
  const saveMapping = (fields: ZoneMappingFields, existing?: ZoneMappingView) =>
    write(
      () =>
        existing ? api.updateMapping(existing.id, { ...fields, version: existing.version }) : api.createMapping(fields),
      ZONE_MESSAGES.mappingSaved,
      mappings.reload,
    );
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((m) => m.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    return write(() => api.reorder(ids), ZONE_MESSAGES.orderSaved, mappings.reload).catch(() => undefined);
  };

  return {
    api,
    mappings: list,
    mappingsMax: mappings.data?.max,
    mappingsLoading: mappings.loading,
    mappingsError: mappings.error,
    reloadMappings: mappings.reload,
    zones: zones.data?.zones ?? [],
    zonesLoading: zones.loading,
    saveMapping,
    removeMapping: (m: ZoneMappingView) =>
      write(() => api.removeMapping(m.id), ZONE_MESSAGES.mappingDeleted, mappings.reload).catch(() => undefined),
    move,
    saveZone: (fields: ZoneFields, existing?: ZoneView) =>
      write(
        () =>
          existing ? api.updateZone(existing.id, { ...fields, version: existing.version }) : api.createZone(fields),
        ZONE_MESSAGES.zoneSaved,
        zones.reload,
      ),
    removeZone: (z: ZoneView) =>
      write(() => api.removeZone(z.id), ZONE_MESSAGES.zoneDeleted, zones.reload).catch(() => undefined),
    exportCsv: async () => {
      try {
        const { csv, fileName } = await api.exportCsv();
        downloadText(csv, fileName, 'text/csv');
      } catch (e) {
        reportError(e);
      }
    },
    importCsv: async (csv: string) => {
      try {
        const result = await api.importCsv(csv);
        notify({
          type: result.errors.length > 0 ? 'warning' : 'success',
          content: [
            ZONE_MESSAGES.imported(result.created, result.updated),
            result.errors.length > 0 ? ZONE_MESSAGES.importRowsFailed(result.errors.length) : '',
          ].join(' '),
        });
        return result.errors;
      } catch (e) {
        reportError(e);
        return [];
      } finally {
        await mappings.reload();
      }
    },
  };
}

export type ZoneMappingsState = ReturnType<typeof useZoneMappings>;
