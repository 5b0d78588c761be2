import { useCallback, useImperativeHandle, useMemo } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { addressBookEntryInputSchema } from '#domain/address/address-book.schema';
import { ONBOARDING_MESSAGES } from '#domain/onboarding/onboarding.schema';
import { ApiError } from '#web/api/api-error';
import { useApi } from '#web/api/api-context';
import { warehousesApi } from '#web/api/warehouses-api';
import { useLoad } from '#web/hooks/use-load';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { PageLoading } from '#web/components/page-loading';
import { TextField } from '#web/pages/catalog/commons/catalog-form-fields';
import { WarehouseAddressPanel } from '#web/pages/warehouses/warehouse-form-panels';
import { emptyWarehouseForm, toWarehouseRequest } from '#web/pages/warehouses/warehouse-form.values';
import { useStepSave } from './use-step-save';
import type { StepProps } from './wizard-step';

/**
 * Step 2: at least one warehouse. A new one is entered with the warehouse form's own fields and rules
 * (name, phone, street, city, state, zip: accounts §5 Onboarding) and saved as the default.
 */
export function WarehouseStep({ ref, saveStep }: StepProps) {
  const { client } = useApi();
  const api = useMemo(() => warehousesApi(client), [client]);
  const warehouses = useLoad(useCallback(() => api.list(), [api]));
  const form = useSchemaForm(addressBookEntryInputSchema, emptyWarehouseForm());
  const { save, error } = useStepSave(saveStep, form.setServerErrors);
  const existing = warehouses.data ?? [];

  useImperativeHandle(ref, () => ({
    next: async () => {
      // Still loading: whether a warehouse exists is not known yet.
      if (!warehouses.data) return false;
      if (existing.length === 0) {
        if (!form.validate()) return false;
        try {
          await api.create({ ...toWarehouseRequest(form.values), default: true });
        } catch (e) {
          if (e instanceof ApiError) form.setServerErrors(e.fieldErrors);
          if (!(e instanceof ApiError) || Object.keys(e.fieldErrors).length === 0) throw e;
          return false;
        }
        await warehouses.reload();
      }
      return save({ step: 'warehouse' });
    },
  }));

  if (!warehouses.data) return <PageLoading />;
  if (existing.length > 0) {
    return (
      <SpaceBetween size="l">
        {error && <Alert type="error">{error}</Alert>}
        <Container header={<Header variant="h2">Your warehouses</Header>}>
          <SpaceBetween size="s">
            {existing.map((w) => (
              <Box key={w.id}>
                <Box variant="strong">{w.name}</Box> — {w.formattedAddress}
              </Box>
            ))}
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    );
  }
  return (
    <SpaceBetween size="l">
      {error && <Alert type="error">{error}</Alert>}
      {form.errors.newWarehouses && <Alert type="error">{ONBOARDING_MESSAGES.warehouseRequired}</Alert>}
      <Container header={<Header variant="h2">Warehouse</Header>}>
        <TextField form={form} path="name" label="Warehouse name" value={form.values.name} />
      </Container>
      <WarehouseAddressPanel form={form} setValues={form.setValues} />
    </SpaceBetween>
  );
}
