import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { addressBookEntryInputSchema } from '#domain/address/address-book.schema';
import { MESSAGES } from '#domain/validation/messages';
import { useApi } from '../../api/api-context';
import { warehousesApi } from '../../api/warehouses-api';
import { useNotifications } from '../../app/notifications/notifications-context';
import { PermissionGuard } from '../../components/permission-guard';
import { useServerSave } from '../../hooks/use-server-save';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import {
  COUNTRY_OPTIONS,
  emptyWarehouseForm,
  stateOptionsFor,
  toWarehouseRequest,
  warehouseToFormValues,
  withCountry,
  type WarehouseFormValues,
} from './warehouse-form.values';

/** Create (`/warehouses/create`) and edit (`/warehouses/:warehouseId/edit`), guarded by edit_warehouses. */
export function WarehouseFormPage() {
  return (
    <PermissionGuard
      required={['edit_warehouses']}
      fallback={
        <Alert type="error" header="Not allowed">
          Your team permissions do not include editing warehouses.
        </Alert>
      }
    >
      <WarehouseFormLoader />
    </PermissionGuard>
  );
}

function WarehouseFormLoader() {
  const { warehouseId } = useParams();
  const { client } = useApi();
  const { reportError } = useNotifications();
  const [initial, setInitial] = useState<WarehouseFormValues | null>(warehouseId ? null : emptyWarehouseForm());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!warehouseId) return;
    let active = true;
    warehousesApi(client)
      .get(warehouseId)
      .then((w) => active && setInitial(warehouseToFormValues(w)))
      .catch((e: unknown) => active && reportError(e, { showIn: setError }));
    return () => {
      active = false;
    };
  }, [client, warehouseId, reportError]);

  if (error)
    return (
      <Alert type="error" header="Could not load the warehouse">
        {error}
      </Alert>
    );
  if (!initial)
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  return <WarehouseForm warehouseId={warehouseId} initial={initial} />;
}

function WarehouseForm({ warehouseId, initial }: { warehouseId?: string; initial: WarehouseFormValues }) {
  const navigate = useNavigate();
  const { client } = useApi();
  const { notify } = useNotifications();
  const form = useSchemaForm(addressBookEntryInputSchema, initial);
  const { save, submitting, formError } = useServerSave(form);
  const { values, errors, setField } = form;
  const isEdit = Boolean(warehouseId);
  const unsaved = useUnsavedChanges(initial, values);
  const stateOptions = stateOptionsFor(values.address.country);

  function submit() {
    return save(async () => {
      const api = warehousesApi(client);
      if (warehouseId) await api.update(warehouseId, toWarehouseRequest(values));
      else await api.create(toWarehouseRequest(values));
      notify({ type: 'success', content: `Warehouse ${values.name.trim()} ${isEdit ? 'saved' : 'created'}.` });
      unsaved.allowLeave();
      navigate('/warehouses');
    });
  }

  const text = (
    path: string,
    label: string,
    value: string,
    extra: { constraintText?: string; type?: 'text' | 'email' } = {},
  ) => (
    <FormField label={label} errorText={errors[path]} constraintText={extra.constraintText}>
      <Input type={extra.type ?? 'text'} value={value} onChange={(e) => setField(path, e.detail.value)} />
    </FormField>
  );

  return (
    <ContentLayout header={<Header variant="h1">{isEdit ? `Edit ${initial.name}` : 'Create warehouse'}</Header>}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Form
          errorText={formError}
          errorIconAriaLabel="Error"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={() => navigate('/warehouses')}>
                Cancel
              </Button>
              <Button formAction="none" disabled={!unsaved.dirty} onClick={() => form.reset()}>
                Reset
              </Button>
              <Button variant="primary" formAction="submit" loading={submitting}>
                {isEdit ? 'Save changes' : 'Create warehouse'}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            {unsaved.dirty && <Alert type="info">You have unsaved changes.</Alert>}
            <Container header={<Header variant="h2">Warehouse</Header>}>
              <SpaceBetween size="l">
                {text('name', 'Name', values.name)}
                <Toggle
                  checked={values.default}
                  onChange={(e) => setField('default', e.detail.checked)}
                  description="New orders ship from the default warehouse."
                >
                  Default warehouse
                </Toggle>
              </SpaceBetween>
            </Container>
            <Container header={<Header variant="h2">Address</Header>}>
              <SpaceBetween size="l">
                <ColumnLayout columns={3}>
                  {text('address.companyName', 'Company name - optional', values.address.companyName)}
                  {text('address.phone', 'Phone', values.address.phone, { constraintText: MESSAGES.phoneFormat })}
                  {text('address.email', 'Email - optional', values.address.email, { type: 'email' })}
                </ColumnLayout>
                {text('address.street1', 'Street', values.address.street1)}
                <ColumnLayout columns={2}>
                  {text('address.street2', 'Street line 2 - optional', values.address.street2)}
                  {text('address.street3', 'Street line 3 - optional', values.address.street3)}
                </ColumnLayout>
                <ColumnLayout columns={2}>
                  <FormField label="Country" errorText={errors['address.country']}>
                    <Select
                      selectedOption={COUNTRY_OPTIONS.find((o) => o.value === values.address.country) ?? null}
                      options={COUNTRY_OPTIONS}
                      onChange={(e) => form.setValues((v) => withCountry(v, e.detail.selectedOption.value ?? ''))}
                    />
                  </FormField>
                  {text('address.city', 'City', values.address.city)}
                  <FormField label="State" errorText={errors['address.state']}>
                    <Select
                      selectedOption={stateOptions.find((o) => o.value === values.address.state.toUpperCase()) ?? null}
                      options={stateOptions}
                      placeholder="Choose a state"
                      filteringType="auto"
                      onChange={(e) => setField('address.state', e.detail.selectedOption.value ?? '')}
                    />
                  </FormField>
                  {text('address.zipCode', 'Zip code', values.address.zipCode, { constraintText: MESSAGES.zipFormat })}
                </ColumnLayout>
                <Toggle
                  checked={values.address.residential}
                  onChange={(e) => setField('address.residential', e.detail.checked)}
                >
                  Residential address
                </Toggle>
              </SpaceBetween>
            </Container>
            <Container header={<Header variant="h2">Pick-up notes</Header>}>
              <FormField
                label="Notes for the carrier - optional"
                errorText={errors.pickUpNotes}
                constraintText={`${values.pickUpNotes.length}/250 characters.`}
              >
                <Textarea
                  value={values.pickUpNotes}
                  onChange={(e) => setField('pickUpNotes', e.detail.value)}
                  rows={3}
                />
              </FormField>
            </Container>
          </SpaceBetween>
        </Form>
      </form>
      {unsaved.prompt}
    </ContentLayout>
  );
}
