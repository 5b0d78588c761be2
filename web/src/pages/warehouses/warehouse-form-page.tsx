import { useParams } from 'react-router-dom';
import { addressBookEntryInputSchema } from '#domain/address/address-book.schema';
import { useApi } from '#web/api/api-context';
import { warehousesApi } from '#web/api/warehouses-api';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import { CatalogFormFrame, CatalogFormGuard, EntityFormLoader } from '#web/pages/catalog/commons/catalog-form';
import { useCatalogSave } from '#web/pages/catalog/commons/use-catalog-save';
import { PickUpNotesPanel, WarehouseAddressPanel, WarehouseNamePanel } from './warehouse-form-panels';
import {
  emptyWarehouseForm,
  toWarehouseRequest,
  warehouseToFormValues,
  type WarehouseFormValues,
} from './warehouse-form.values';

/** Create (`/warehouses/create`) and edit (`/warehouses/:warehouseId/edit`), guarded by edit_warehouses. */
export function WarehouseFormPage() {
  const { warehouseId } = useParams();
  const { client } = useApi();
  return (
    <CatalogFormGuard permission="edit_warehouses" what="warehouses">
      <EntityFormLoader
        id={warehouseId}
        what="warehouse"
        empty={emptyWarehouseForm}
        load={async (id) => warehouseToFormValues(await warehousesApi(client).get(id))}
      >
        {(initial) => <WarehouseForm warehouseId={warehouseId} initial={initial} />}
      </EntityFormLoader>
    </CatalogFormGuard>
  );
}

function WarehouseForm({ warehouseId, initial }: { warehouseId?: string; initial: WarehouseFormValues }) {
  const { client } = useApi();
  const form = useSchemaForm(addressBookEntryInputSchema, initial);
  const { values } = form;
  const unsaved = useUnsavedChanges(initial, values);
  const { save, frame } = useCatalogSave({ form, unsaved, listHref: '/warehouses' });
  const isEdit = Boolean(warehouseId);

  const submit = () => {
    const api = warehousesApi(client);
    const body = toWarehouseRequest(values);
    void save(
      () => (warehouseId ? api.update(warehouseId, body) : api.create(body)),
      `Warehouse ${values.name.trim()} ${isEdit ? 'saved' : 'created'}.`,
    );
  };

  return (
    <CatalogFormFrame
      title={isEdit ? `Edit ${initial.name}` : 'Create warehouse'}
      submitLabel={isEdit ? 'Save changes' : 'Create warehouse'}
      onSubmit={submit}
      {...frame}
    >
      <WarehouseNamePanel form={form} />
      <WarehouseAddressPanel form={form} setValues={form.setValues} />
      <PickUpNotesPanel form={form} />
    </CatalogFormFrame>
  );
}
