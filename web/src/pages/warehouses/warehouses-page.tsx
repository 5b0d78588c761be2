import Button from '@cloudscape-design/components/button';
import { warehousesApi } from '#web/api/warehouses-api';
import { CatalogTable } from '#web/pages/catalog/commons/catalog-table';
import { useCatalogList } from '#web/pages/catalog/commons/use-catalog-list';
import { FILTERING_PROPERTIES } from './filtering-properties';
import { COLUMN_DEFINITIONS, HIDDEN_BY_DEFAULT, WAREHOUSES_TABLE_ID, editWarehouseHref } from './table-config';
import { toWarehouseRow, type WarehouseRow } from './warehouse-rows';

/** Warehouses (the addresses shipped from) in the catalog table, with Set as default; guarded by edit_warehouses. */
export function WarehousesPage() {
  const { api, table } = useCatalogList(warehousesApi, toWarehouseRow);
  return (
    <CatalogTable<WarehouseRow>
      tableId={WAREHOUSES_TABLE_ID}
      singular="warehouse"
      plural="warehouses"
      title="Warehouses"
      description="Addresses you ship from. The default warehouse is used for new orders."
      {...table}
      columns={COLUMN_DEFINITIONS}
      hiddenByDefault={HIDDEN_BY_DEFAULT}
      filteringProperties={FILTERING_PROPERTIES}
      editPermission="edit_warehouses"
      createHref="/warehouses/create"
      editHref={(w) => editWarehouseHref(w.id)}
      nameOf={(w) => w.name}
      remove={(w) => api.remove(w.id)}
      emptyText="Add the address you ship from to start creating orders."
      selectionActions={({ single, busy, run }) => (
        <Button
          disabled={!single || single.default || busy}
          onClick={() =>
            single && void run(() => api.setDefault(single.id), `${single.name} is now the default warehouse.`)
          }
        >
          Set as default
        </Button>
      )}
    />
  );
}
