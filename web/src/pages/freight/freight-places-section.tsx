import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Warehouse } from '#domain/address/warehouse.schema';
import { FormSection } from '#web/components/form-section';
import { TextField, type FieldBinding } from '#web/pages/catalog/commons/catalog-form-fields';
import { originOfWarehouse, type FreightFormValues, type FreightPlaceValues } from './freight-form.values';

type Form = FieldBinding & { values: FreightFormValues };

function PlaceFields({ form, path, place }: { form: Form; path: 'origin' | 'destination'; place: FreightPlaceValues }) {
  const name = path === 'origin' ? 'Origin' : 'Destination';
  return (
    <ColumnLayout columns={4}>
      <TextField form={form} path={`${path}.street`} label={`${name} street`} value={place.street} />
      <TextField form={form} path={`${path}.city`} label={`${name} city`} value={place.city} />
      <TextField
        form={form}
        path={`${path}.state`}
        label={`${name} state`}
        value={place.state}
        constraintText="2 letters"
      />
      <TextField form={form} path={`${path}.zip`} label={`${name} ZIP code`} value={place.zip} />
    </ColumnLayout>
  );
}

/** Where from (a warehouse or typed), where to, when, who to call and what the goods are worth. */
export function FreightPlacesSection({ form, warehouses }: { form: Form; warehouses: readonly Warehouse[] }) {
  const { values } = form;
  const options = warehouses.map((w) => ({ value: w.id, label: w.name, description: w.formattedAddress }));
  const pickWarehouse = (id: string | undefined) => {
    const w = warehouses.find((x) => x.id === id);
    if (w) form.setField('origin', originOfWarehouse(w));
  };
  return (
    <FormSection title="Shipment" description="Freight ships within the USA only.">
      <SpaceBetween size="l">
        <FormField label="Origin" description="Pick a warehouse, or type the pickup address.">
          <Select
            selectedOption={null}
            placeholder="Fill from a warehouse"
            options={options}
            empty="No warehouses yet"
            onChange={(e) => pickWarehouse(e.detail.selectedOption.value)}
          />
        </FormField>
        <PlaceFields form={form} path="origin" place={values.origin} />
        <PlaceFields form={form} path="destination" place={values.destination} />
        <ColumnLayout columns={3}>
          <FormField label="Pickup date" errorText={form.errors.pickupDate}>
            <DatePicker
              value={values.pickupDate}
              placeholder="YYYY/MM/DD"
              onChange={(e) => form.setField('pickupDate', e.detail.value)}
            />
          </FormField>
          <TextField form={form} path="contactName" label="Contact name" value={values.contactName} />
          <TextField
            form={form}
            path="valueOfGoods"
            label="Value of goods ($)"
            value={values.valueOfGoods}
            type="number"
            inputMode="decimal"
          />
        </ColumnLayout>
      </SpaceBetween>
    </FormSection>
  );
}
