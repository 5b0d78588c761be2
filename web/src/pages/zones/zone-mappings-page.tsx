import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { ZoneMappingImportRowError, ZoneMappingView, ZoneView } from '#api/zones';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { usePermissions } from '#web/components/permission-guard';
import { CsvActions, ImportErrors } from './csv-actions';
import { ExplainPanel } from './explain-panel';
import { MappingEditorModal } from './mapping-editor-modal';
import { MappingsTable } from './mappings-table';
import { useZoneMappings } from './use-zone-mappings';
import { useShopOptions } from './use-zone-choices';
import { ZoneEditorModal } from './zone-editor-modal';
import { ZonesTable } from './zones-table';

/** Settings › Zone mappings (`/settings/zone-mappings`): zones, the ordered mappings, CSV, and "Explain". */
export function ZoneMappingsPage() {
  const state = useZoneMappings();
  // Accounts §6: writing zones and mappings is a shipping option (edit_options); anyone reads and explains.
  const canEdit = usePermissions(['edit_options']);
  const shops = useShopOptions();
  const [mappingEditor, setMappingEditor] = useState<{ mapping?: ZoneMappingView } | null>(null);
  const [zoneEditor, setZoneEditor] = useState<{ zone?: ZoneView } | null>(null);
  const [importErrors, setImportErrors] = useState<ZoneMappingImportRowError[]>([]);

  return (
    <ContentLayout
      header={
        <Header variant="h1" description="Preselect a carrier and service by destination ZIP or state, per shop.">
          Zone mappings
        </Header>
      }
    >
      <SpaceBetween size="l">
        {state.mappingsError && (
          <LoadErrorAlert
            header="Zone mappings could not be loaded"
            error={state.mappingsError}
            onRetry={() => void state.reloadMappings()}
          />
        )}
        <ImportErrors errors={importErrors} onDismiss={() => setImportErrors([])} />
        <MappingsTable
          mappings={state.mappings}
          max={state.mappingsMax}
          loading={state.mappingsLoading}
          canEdit={canEdit}
          shopLabel={(shop) => shops.find((o) => o.value === shop)?.label ?? shop}
          onAdd={() => setMappingEditor({})}
          onEdit={(mapping) => setMappingEditor({ mapping })}
          onRemove={(m) => void state.removeMapping(m)}
          onMove={(index, by) => void state.move(index, by)}
          csvActions={
            <CsvActions
              canEdit={canEdit}
              onExport={state.exportCsv}
              onImport={state.importCsv}
              onErrors={setImportErrors}
            />
          }
        />
        <ExplainPanel api={state.api} />
        <ZonesTable
          zones={state.zones}
          loading={state.zonesLoading}
          canEdit={canEdit}
          onAdd={() => setZoneEditor({})}
          onEdit={(zone) => setZoneEditor({ zone })}
          onRemove={(z) => void state.removeZone(z)}
        />
      </SpaceBetween>
      {mappingEditor && (
        <MappingEditorModal
          mapping={mappingEditor.mapping}
          onSave={(fields) => state.saveMapping(fields, mappingEditor.mapping)}
          onClose={() => setMappingEditor(null)}
        />
      )}
      {zoneEditor && (
        <ZoneEditorModal
          zone={zoneEditor.zone}
          onSave={(fields) => state.saveZone(fields, zoneEditor.zone)}
          onClose={() => setZoneEditor(null)}
        />
      )}
    </ContentLayout>
  );
}
