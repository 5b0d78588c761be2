import { useParams } from 'react-router-dom';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import * as z from 'zod';
import { customerFormSchema } from '#domain/catalog/customer.schema';
import { MESSAGES } from '#domain/validation/messages';
import { useApi } from '#web/api/api-context';
import { customersApi } from '#web/api/catalog-api';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import { CatalogFormFrame, CatalogFormGuard, EntityFormLoader } from '../commons/catalog-form';
import { TextField } from '../commons/catalog-form-fields';
import { useCatalogSave } from '../commons/use-catalog-save';
import { COUNTRY_OPTIONS, stateOptionsFor } from '#web/pages/warehouses/warehouse-form.values';
import {
  customerToFormValues,
  emptyCustomerForm,
  toCustomerRequest,
  type CustomerFormValues,
} from './customer-form.values';

/** Checked by the API's own schema, applied to the body the form would send: the rule lives once. */
const validator = z.preprocess((v) => toCustomerRequest(v as CustomerFormValues), customerFormSchema);

/** Create (`/customers/create`) and edit (`/customers/:customerId/edit`), guarded by edit_customers. */
export function CustomerFormPage() {
  const { customerId } = useParams();
  const { client } = useApi();
  return (
    <CatalogFormGuard permission="edit_customers" what="customers">
      <EntityFormLoader
        id={customerId}
        what="customer"
        empty={emptyCustomerForm}
        load={async (id) => customerToFormValues(await customersApi(client).get(id))}
      >
        {(initial) => <CustomerForm customerId={customerId} initial={initial} />}
      </EntityFormLoader>
    </CatalogFormGuard>
  );
}

function CustomerForm({ customerId, initial }: { customerId?: string; initial: CustomerFormValues }) {
  const { client } = useApi();
  const form = useSchemaForm(validator, initial);
  const { values, errors, setField } = form;
  const unsaved = useUnsavedChanges(initial, values);
  const { save, frame } = useCatalogSave({ form, unsaved, listHref: '/customers', conflictField: 'email' });
  const isEdit = Boolean(customerId);
  const stateOptions = stateOptionsFor(values.address.country);

  const submit = () => {
    const api = customersApi(client);
    const body = toCustomerRequest(values);
    void save(
      () => (customerId ? api.update(customerId, body) : api.create(body)),
      `Customer ${values.name.trim()} ${isEdit ? 'saved' : 'created'}.`,
    );
  };

  return (
    <CatalogFormFrame
      title={isEdit ? `Edit ${initial.name}` : 'Create customer'}
      submitLabel={isEdit ? 'Save changes' : 'Create customer'}
      onSubmit={submit}
      {...frame}
    >
      <Container header={<Header variant="h2">Customer</Header>}>
        <ColumnLayout columns={2}>
          <TextField form={form} path="name" label="Name" value={values.name} />
          <TextField form={form} path="company" label="Company - optional" value={values.company} />
          <TextField form={form} path="email" label="Email - optional" value={values.email} type="email" />
          <TextField
            form={form}
            path="phone"
            label="Phone - optional"
            value={values.phone}
            constraintText={MESSAGES.phoneFormat}
          />
        </ColumnLayout>
      </Container>
      <Container header={<Header variant="h2">Address</Header>}>
        <SpaceBetween size="l">
          <Toggle checked={values.hasAddress} onChange={(e) => setField('hasAddress', e.detail.checked)}>
            Save an address for this customer
          </Toggle>
          {values.hasAddress && (
            <SpaceBetween size="l">
              <ColumnLayout columns={2}>
                <TextField form={form} path="address.address1" label="Address" value={values.address.address1} />
                <TextField
                  form={form}
                  path="address.address2"
                  label="Address line 2 - optional"
                  value={values.address.address2}
                />
              </ColumnLayout>
              <ColumnLayout columns={4}>
                <FormField label="Country" errorText={errors['address.country']}>
                  <Select
                    selectedOption={COUNTRY_OPTIONS.find((o) => o.value === values.address.country) ?? null}
                    options={COUNTRY_OPTIONS}
                    onChange={(e) => {
                      const country = e.detail.selectedOption.value ?? 'US';
                      const keepState = stateOptionsFor(country).some(
                        (o) => o.value === values.address.state.toUpperCase(),
                      );
                      form.setValues((v) => ({
                        ...v,
                        address: { ...v.address, country, state: keepState ? v.address.state : '' },
                      }));
                    }}
                  />
                </FormField>
                <TextField form={form} path="address.city" label="City" value={values.address.city} />
                <FormField label="State" errorText={errors['address.state']}>
                  <Select
                    selectedOption={stateOptions.find((o) => o.value === values.address.state.toUpperCase()) ?? null}
                    options={stateOptions}
                    placeholder="Choose a state"
                    filteringType="auto"
                    onChange={(e) => setField('address.state', e.detail.selectedOption.value ?? '')}
                  />
                </FormField>
                <TextField
                  form={form}
                  path="address.zip"
                  label="Zip code"
                  value={values.address.zip}
                  constraintText={MESSAGES.zipFormat}
                />
              </ColumnLayout>
              <Toggle
                checked={values.address.residential}
                onChange={(e) => setField('address.residential', e.detail.checked)}
              >
                Residential address
              </Toggle>
            </SpaceBetween>
          )}
        </SpaceBetween>
      </Container>
    </CatalogFormFrame>
  );
}
