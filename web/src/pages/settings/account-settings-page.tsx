import { useCallback, useEffect, useState, type ReactNode } from 'react';
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
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import type { AccountSettingsResponse } from '#api/settings';
import { ARCHIVE_DAYS_MAX, ARCHIVE_DAYS_MIN, accountSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { useApi } from '../../api/api-context';
import { useNotifications } from '../../app/notifications/notifications-context';
import { PermissionGuard } from '../../components/permission-guard';
import { useServerSave } from '../../hooks/use-server-save';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import {
  LENGTH_UNIT_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
  deliveryConfirmationOn,
  settingsToFormValues,
  toSettingsRequest,
  type AccountSettingsFormValues,
} from './account-settings-form.values';
import { PlanSummary } from './plan-summary';
import { accountSettingsApi } from './settings-api';

/** Settings (`/settings`): the account settings of accounts §3. Without edit_company (accounts §6) they show read-only. */
export function AccountSettingsPage() {
  const { client } = useApi();
  const { reportError } = useNotifications();
  const [loaded, setLoaded] = useState<AccountSettingsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    accountSettingsApi(client)
      .get()
      .then((s) => active && setLoaded(s))
      .catch((e: unknown) => active && reportError(e, { showIn: setError }));
    return () => {
      active = false;
    };
  }, [client, reportError]);

  if (error)
    return (
      <Alert type="error" header="Could not load the settings">
        {error}
      </Alert>
    );
  if (!loaded)
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  // A save remounts the form on the saved version, so "unsaved changes" starts again from it.
  return (
    <PermissionGuard
      required={['edit_company']}
      fallback={<AccountSettingsForm key={loaded.version} loaded={loaded} readOnly />}
    >
      <AccountSettingsForm key={loaded.version} loaded={loaded} onSaved={setLoaded} />
    </PermissionGuard>
  );
}

function AccountSettingsForm({
  loaded,
  readOnly = false,
  onSaved,
}: {
  loaded: AccountSettingsResponse;
  readOnly?: boolean;
  onSaved?: (s: AccountSettingsResponse) => void;
}) {
  const { client } = useApi();
  const { notify } = useNotifications();
  const [initial] = useState(() => settingsToFormValues(loaded));
  const form = useSchemaForm(accountSettingsFormSchema, initial);
  const { values, errors, setField } = form;
  const unsaved = useUnsavedChanges(initial, values);
  const { save, submitting, formError } = useServerSave(form);

  function submit() {
    if (readOnly) return;
    return save(async () => {
      const saved = await accountSettingsApi(client).save(toSettingsRequest(values, loaded.version));
      notify({ type: 'success', content: 'Account settings saved.' });
      onSaved?.(saved);
    });
  }

  const toggle = useCallback(
    (path: string, checked: boolean, label: string, description?: string) => (
      <Toggle
        checked={checked}
        readOnly={readOnly}
        onChange={(e) => setField(path, e.detail.checked)}
        description={description}
      >
        {label}
      </Toggle>
    ),
    [readOnly, setField],
  );
  const number = (
    path: string,
    label: string,
    value: string,
    extra: { constraintText?: string; disabled?: boolean } = {},
  ) => (
    <FormField label={label} errorText={errors[path]} constraintText={extra.constraintText}>
      <Input
        type="number"
        inputMode="decimal"
        value={value}
        readOnly={readOnly}
        disabled={!readOnly && extra.disabled}
        onChange={(e) => setField(path, e.detail.value)}
      />
    </FormField>
  );
  const unit = (path: string, label: string, value: string, options: { value: string; label: string }[]) => (
    <FormField label={label} errorText={errors[path]}>
      <Select
        selectedOption={options.find((o) => o.value === value) ?? null}
        options={options}
        readOnly={readOnly}
        onChange={(e) => setField(path, e.detail.selectedOption.value)}
      />
    </FormField>
  );
  const section = (title: string, description: string, content: ReactNode) => (
    <Container
      header={
        <Header variant="h2" description={description}>
          {title}
        </Header>
      }
    >
      {content}
    </Container>
  );
  const v: AccountSettingsFormValues = values;

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Defaults Shipdeck applies to your new orders and shipments, and how it keeps them."
        >
          Account settings
        </Header>
      }
    >
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
            readOnly ? undefined : (
              <SpaceBetween direction="horizontal" size="xs">
                <Button formAction="none" disabled={!unsaved.dirty} onClick={() => form.reset()}>
                  Reset
                </Button>
                <Button variant="primary" formAction="submit" loading={submitting}>
                  Save settings
                </Button>
              </SpaceBetween>
            )
          }
        >
          <SpaceBetween size="l">
            {readOnly && (
              <Alert type="info" header="Read only">
                Your team permissions do not include editing company settings, so these settings are shown read-only.
              </Alert>
            )}
            {unsaved.dirty && <Alert type="info">You have unsaved changes.</Alert>}
            <PlanSummary />
            {section(
              'Dry ice default',
              'Dry ice added to new shipments.',
              <SpaceBetween size="l">
                {toggle('dryIce.active', v.dryIce.active, 'Add dry ice to new shipments')}
                <ColumnLayout columns={2}>
                  {number('dryIce.weight', 'Dry ice weight', v.dryIce.weight)}
                  {unit('dryIce.units', 'Dry ice units', v.dryIce.units, WEIGHT_UNIT_OPTIONS)}
                </ColumnLayout>
              </SpaceBetween>,
            )}
            {section(
              'Shipment options',
              'Options turned on for new shipments.',
              <SpaceBetween size="l">
                {toggle(
                  'deliveryConfirmation',
                  deliveryConfirmationOn(v.deliveryConfirmation),
                  'Delivery confirmation',
                  'Ask the carrier for a delivery confirmation.',
                )}
                {toggle(
                  'carbonNeutral',
                  v.carbonNeutral,
                  'Carbon neutral',
                  'Offset the carbon of the shipment with the carrier.',
                )}
              </SpaceBetween>,
            )}
            {section(
              'Declared value',
              'The value declared for carrier insurance.',
              <SpaceBetween size="l">
                {toggle('declaredValue.active', v.declaredValue.active, 'Declare a value')}
                {toggle('declaredValue.automatic', v.declaredValue.automatic, 'Automatic', 'Declare the order value.')}
                {number('declaredValue.custom', 'Custom declared value ($)', v.declaredValue.custom, {
                  disabled: v.declaredValue.automatic,
                })}
              </SpaceBetween>,
            )}
            {section(
              'Shipment weights',
              'How the weight of new shipments is found.',
              <SpaceBetween size="l">
                {toggle('shipmentWeights.active', v.shipmentWeights.active, 'Set shipment weights')}
                <FormField label="Weight from">
                  <RadioGroup
                    readOnly={readOnly}
                    value={v.shipmentWeights.type}
                    onChange={(e) => setField('shipmentWeights.type', e.detail.value)}
                    items={[
                      { value: 'product', label: 'Product', description: 'Box, products and packagings add up.' },
                      { value: 'custom', label: 'Custom', description: 'One weight for every shipment.' },
                    ]}
                  />
                </FormField>
                {number('shipmentWeights.customWeight', 'Custom weight', v.shipmentWeights.customWeight, {
                  disabled: v.shipmentWeights.type !== 'custom',
                })}
              </SpaceBetween>,
            )}
            {section(
              'Box packing algorithm',
              'Shipdeck chooses the boxes of new orders (created or imported) whose shipments have none. When more than one is on, General is used first, then Quantity.',
              <SpaceBetween size="l">
                {toggle(
                  'useBoxPackingAlgo',
                  v.useBoxPackingAlgo,
                  'General',
                  'Fits the items by their dimensions into the boxes marked "Use in box packing".',
                )}
                {toggle(
                  'useBoxPackingAlgoQuantity',
                  v.useBoxPackingAlgoQuantity,
                  'Quantity',
                  'Fills the boxes marked for quantity packing up to their maximum number of items.',
                )}
                {toggle(
                  'useBoxPackingAlgoWeight',
                  v.useBoxPackingAlgoWeight,
                  'Weight',
                  'Fills the boxes marked for weight packing up to their maximum weight.',
                )}
              </SpaceBetween>,
            )}
            {section(
              'Default units',
              'Units new products and boxes start with.',
              <ColumnLayout columns={2}>
                {unit('defaultWeightUnits', 'Weight units', v.defaultWeightUnits, WEIGHT_UNIT_OPTIONS)}
                {unit('defaultDimensionUnits', 'Dimension units', v.defaultDimensionUnits, LENGTH_UNIT_OPTIONS)}
              </ColumnLayout>,
            )}
            {section(
              'Archive orders',
              'Move orders out of the active list after a number of days.',
              <SpaceBetween size="l">
                {toggle('archiveOrders.active', v.archiveOrders.active, 'Archive orders automatically')}
                {number('archiveOrders.days', 'Archive after (days)', v.archiveOrders.days, {
                  constraintText: `${ARCHIVE_DAYS_MIN} to ${ARCHIVE_DAYS_MAX} days.`,
                })}
              </SpaceBetween>,
            )}
            {section(
              'Notifications and sync',
              'What Shipdeck sends to your stores and customers.',
              <SpaceBetween size="l">
                {toggle(
                  'sendFulfillmentNotification',
                  v.sendFulfillmentNotification,
                  'Send fulfillment notification',
                  'Notify the customer when the order is fulfilled.',
                )}
                {toggle('syncOrderWarehouse', v.syncOrderWarehouse, 'Sync order warehouse')}
                {toggle('importAdditionalDetails', v.importAdditionalDetails, 'Import additional details')}
              </SpaceBetween>,
            )}
          </SpaceBetween>
        </Form>
      </form>
      {unsaved.prompt}
    </ContentLayout>
  );
}
