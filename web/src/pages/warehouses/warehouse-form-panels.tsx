import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { MESSAGES } from '#domain/validation/messages';
import { FormSection } from '#web/components/form-section';
import { TextField, type FieldBinding } from '#web/pages/catalog/commons/catalog-form-fields';
import { COUNTRY_OPTIONS, stateOptionsFor, withCountry, type WarehouseFormValues } from './warehouse-form.values';

/** What every panel of the warehouse form gets: the form's values and its field binding. */
export interface WarehousePanelProps {
  form: FieldBinding & { values: WarehouseFormValues };
}

/** The warehouse's name and whether new orders ship from it. */
export function WarehouseNamePanel({ form }: WarehousePanelProps) {
  const { values } = form;
  return (
    <FormSection title="Warehouse">
      <SpaceBetween size="l">
        <TextField form={form} path="name" label="Name" value={values.name} />
        <Toggle
          checked={values.default}
          onChange={(e) => form.setField('default', e.detail.checked)}
          description="New orders ship from the default warehouse."
        >
          Default warehouse
        </Toggle>
      </SpaceBetween>
    </FormSection>
  );
}

/** The address shipped from; choosing a country resets the state to that country's list. */
export function WarehouseAddressPanel({
  form,
  setValues,
}: WarehousePanelProps & { setValues: (update: (v: WarehouseFormValues) => WarehouseFormValues) => void }) {
  const { address } = form.values;
  const stateOptions = stateOptionsFor(address.country);
  return (
    <FormSection title="Address">
      <SpaceBetween size="l">
        <ColumnLayout columns={3}>
          <TextField
            form={form}
            path="address.companyName"
            label="Company name - optional"
            value={address.companyName}
          />
          <TextField
            form={form}
            path="address.phone"
            label="Phone"
            value={address.phone}
            constraintText={MESSAGES.phoneFormat}
          />
          <TextField form={form} path="address.email" label="Email - optional" value={address.email} type="email" />
        </ColumnLayout>
        <TextField form={form} path="address.street1" label="Street" value={address.street1} />
        <ColumnLayout columns={2}>
          <TextField form={form} path="address.street2" label="Street line 2 - optional" value={address.street2} />
          <TextField form={form} path="address.street3" label="Street line 3 - optional" value={address.street3} />
        </ColumnLayout>
        <ColumnLayout columns={2}>
          <FormField label="Country" errorText={form.errors['address.country']}>
            <Select
              selectedOption={COUNTRY_OPTIONS.find((o) => o.value === address.country) ?? null}
              options={COUNTRY_OPTIONS}
              onChange={(e) => setValues((v) => withCountry(v, e.detail.selectedOption.value ?? ''))}
            />
          </FormField>
          <TextField form={form} path="address.city" label="City" value={address.city} />
          <FormField label="State" errorText={form.errors['address.state']}>
            <Select
              selectedOption={stateOptions.find((o) => o.value === address.state.toUpperCase()) ?? null}
              options={stateOptions}
              placeholder="Choose a state"
              filteringType="auto"
              onChange={(e) => form.setField('address.state', e.detail.selectedOption.value ?? '')}
            />
          </FormField>
          <TextField
            form={form}
            path="address.zipCode"
            label="Zip code"
            value={address.zipCode}
            constraintText={MESSAGES.zipFormat}
          />
        </ColumnLayout>
        <Toggle checked={address.residential} onChange={(e) => form.setField('address.residential', e.detail.checked)}>
          Residential address
        </Toggle>
      </SpaceBetween>
    </FormSection>
  );
}

/** Notes for the carrier that picks up, at most 250 characters. */
export function PickUpNotesPanel({ form }: WarehousePanelProps) {
  const { values } = form;
  return (
    <FormSection title="Pick-up notes">
      <FormField
        label="Notes for the carrier - optional"
        errorText={form.errors.pickUpNotes}
        constraintText={`${values.pickUpNotes.length}/250 characters.`}
      >
        <Textarea value={values.pickUpNotes} onChange={(e) => form.setField('pickUpNotes', e.detail.value)} rows={3} />
      </FormField>
    </FormSection>
  );
}
