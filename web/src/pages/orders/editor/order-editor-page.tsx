import { useParams, useNavigate } from 'react-router-dom';
import { fileByLabel } from '#domain/claims/file-by.rules';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { AutomatedOrder } from '#domain/automations/order-fields.rules';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PermissionGuard } from '#web/components/permission-guard';
import { PlanGateModal } from '#web/components/plan-gate-modal';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import { LocalCourierPanel } from '../shipping/local-courier-panel';
import { OrderProtectionPanel } from '#web/pages/claims/order-protection-panel';
import { AutomationHint } from './automation-hint';
import { OrderActivityPanel } from './order-activity-panel';
import { OrderDetailsPanel } from './order-details-panel';
import { isInternationalOrder, withAutoCoverageValues } from './order-form.values';
import { OrderNoticeAlert } from './order-notice-alert';
import { OrderNotesPanel } from './order-notes-panel';
import { OrderSource } from './order-source';
import { PrintActions } from '../print/print-actions';
import { RatesPanel } from '../shipping/rates-panel';
import { RecipientPanel } from './recipient-panel';
import { ShipmentsPanel } from './shipments-panel';
import { StoreFulfillmentAlerts } from './store-fulfillment-alerts';
import { useAddressChecks } from './use-address-checks';
import { useOrderEditorData, type OrderEditorData } from './use-order-editor-data';
import { useOrderForm } from './use-order-form';
import { useOrderSave } from './use-order-save';
import { usePackForMe } from './use-pack-for-me';
import { useShipmentLookups } from './use-shipment-lookups';

const EDITOR_PRINTS = ['documents', 'orders'] as const;

/** New order (`/orders/new`) and edit order (`/orders/:orderId`), guarded by edit_orders. */
export function OrderEditorPage() {
  return (
    <PermissionGuard
      required={['edit_orders']}
      fallback={
        <Alert type="error" header="Not allowed">
          Your team permissions do not include editing orders.
        </Alert>
      }
    >
      <OrderEditorLoader />
    </PermissionGuard>
  );
}

function OrderEditorLoader() {
  const { orderId } = useParams();
  const { data, loading, error, reload } = useOrderEditorData(orderId);
  const retry = () => void reload();

  if (error) return <LoadErrorAlert header="Could not load the order" error={error} onRetry={retry} />;
  if (loading || !data)
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  // A saved version remounts the editor, so its values and "unsaved changes" start again from it.
  return (
    <OrderEditor
      key={`${orderId ?? 'new'}:${data.detail?.order.version ?? 0}`}
      orderId={orderId}
      data={data}
      reload={retry}
    />
  );
}

function OrderEditor({ orderId, data, reload }: { orderId?: string; data: OrderEditorData; reload: () => void }) {
  const navigate = useNavigate();
  const { boxes, warehouses, detail, initial, settings } = data;
  const { values, setValues, set, setAddress } = useOrderForm(initial);
  const unsaved = useUnsavedChanges(initial, values);
  const international = isInternationalOrder(values, warehouses);
  const lookups = useShipmentLookups(boxes, settings);
  const saver = useOrderSave({ orderId, data, values, allowLeave: unsaved.allowLeave, reload });
  const checks = useAddressChecks({
    address: values.shippingAddress,
    setValues,
    initialConfidence: detail?.order.confidenceScore ?? null,
    onConfidence: (confidence) => setValues((cur) => withAutoCoverageValues(cur, confidence, settings)),
  });
  const packer = usePackForMe({
    values,
    setValues,
    boxes,
    international,
    algorithm: (detail?.order as AutomatedOrder | undefined)?.automation?.fields?.packingAlgorithm,
  });
  const isEdit = Boolean(orderId);

  const form = (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void saver.save();
      }}
      noValidate
    >
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate('/orders')}>
              Cancel
            </Button>
            <Button formAction="none" disabled={!unsaved.dirty} onClick={() => setValues(() => initial)}>
              Reset
            </Button>
            <Button variant="primary" formAction="submit" loading={saver.saving}>
              {isEdit ? 'Save changes' : 'Create order'}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {saver.notice && <OrderNoticeAlert notice={saver.notice} onDismiss={saver.dismissNotice} onReload={reload} />}
          {unsaved.dirty && <Alert type="info">You have unsaved changes.</Alert>}
          {detail && <StoreFulfillmentAlerts order={detail.order} onChanged={() => !unsaved.dirty && reload()} />}
          <OrderDetailsPanel values={values} set={set} warehouses={warehouses} />
          <RecipientPanel
            address={values.shippingAddress}
            setAddress={setAddress}
            setValues={setValues}
            checks={checks}
          />
          {detail && <AutomationHint order={detail.order as AutomatedOrder} />}
          <ShipmentsPanel
            values={values}
            setValues={setValues}
            settings={settings}
            confidence={checks.confidence}
            lookups={lookups}
            international={international}
            packer={packer}
          />
          {detail && <RatesPanel detail={detail} dirty={unsaved.dirty} onChanged={reload} />}
          {values.shipmentType === 'LocalCourier' && (
            <LocalCourierPanel
              values={values}
              set={set}
              warehousePhone={warehouses.find((w) => w.id === values.warehouseId)?.address.phone}
            />
          )}
          <OrderNotesPanel values={values} set={set} />
        </SpaceBetween>
      </Form>
    </form>
  );

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={
            detail && (
              <SpaceBetween direction="horizontal" size="m">
                <span>Status: {detail.row.status}</span>
                {detail.row.fileBy && (
                  <StatusIndicator type="warning">{fileByLabel({ fileBy: detail.row.fileBy })}</StatusIndicator>
                )}
                <OrderSource order={detail.order} />
              </SpaceBetween>
            )
          }
          actions={
            detail && (
              // Printing marks the order printed (a new version): reload unless that would drop unsaved edits.
              <PrintActions
                orders={[detail.row]}
                kinds={EDITOR_PRINTS}
                refreshWhen="closed"
                onPrinted={() => !unsaved.dirty && reload()}
              />
            )
          }
        >
          {isEdit ? `Edit order ${initial.orderNumber}` : 'Create order'}
        </Header>
      }
    >
      {isEdit && orderId ? (
        <Grid gridDefinition={[{ colspan: { default: 12, m: 8 } }, { colspan: { default: 12, m: 4 } }]}>
          {form}
          <SpaceBetween size="l">
            {detail?.order.hasShipfareProtection && (
              <OrderProtectionPanel
                orderId={orderId}
                orderNumber={detail.order.orderNumber}
                onResolved={() => !unsaved.dirty && reload()}
              />
            )}
            <OrderActivityPanel orderId={orderId} version={detail?.order.version ?? 0} />
          </SpaceBetween>
        </Grid>
      ) : (
        form
      )}
      {unsaved.prompt}
      <PlanGateModal gate={checks.planGate} onDismiss={checks.dismissPlanGate} />
    </ContentLayout>
  );
}
