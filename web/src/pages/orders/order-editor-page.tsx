import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import TokenGroup from '@cloudscape-design/components/token-group';
import Toggle from '@cloudscape-design/components/toggle';
import type { BoxResponse } from '#api/catalog';
import type { OrderDetail } from '#api/orders';
import type { Warehouse } from '#api/warehouses';
import type { ActivityEvent } from '#domain/activity/activity.constants';
import { SHIPMENT_TYPES, VEHICLE_SIZES } from '#domain/orders/order.schema';
import { ORDER_ISSUES_HEADING } from '#domain/orders/order-submit.rules';
import { formatDateTime } from '#domain/dates/date-format.rules';
import { MESSAGES } from '#domain/validation/messages';
import { useApi } from '../../api/api-context';
import { ApiError, SessionEndedError, errorMessageOf } from '../../api/api-error';
import { PlanGateModal, planGateOf, type PlanGate } from '../../components/plan-gate-modal';
import { orderLookupsApi, ordersApi, type AddressCheckAddress, type OrderLineResult } from '../../api/orders-api';
import { warehousesApi } from '../../api/warehouses-api';
import { accountSettingsApi } from '../settings/settings-api';
import type { AccountSettings } from '#domain/settings/account-settings.schema';
import { weightContextOf } from '#domain/settings/shipment-defaults.rules';
import { useNotifications } from '../../app/notifications/notifications-context';
import { PermissionGuard } from '../../components/permission-guard';
import type { SearchOption } from '../../components/search-select';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { COUNTRY_OPTIONS, stateOptionsFor } from '../warehouses/warehouse-form.values';
import {
  describeConfidence,
  describeConfidenceValue,
  emptyOrderForm,
  newShipment,
  isInternationalOrder,
  orderToFormValues,
  shipmentValuesFromPacking,
  submitProblems,
  toOrderRequest,
  toShipment,
  type AddressValues,
  type OrderFormValues,
} from './order-form.values';
import { PackingPicture } from './packing-picture';
import { ShipmentEditor, type ShipmentLookups } from './shipment-editor';
import type { PackingResult } from '#domain/packing/packing.schema';

interface Loaded {
  initial: OrderFormValues;
  boxes: BoxResponse[];
  warehouses: Warehouse[];
  detail: OrderDetail | null;
  /** The account's settings (accounts §3): the defaults of new shipments; null when they could not be read. */
  settings: AccountSettings | null;
}

/** New order (`/orders/new`) and edit order (`/orders/:orderId`), guarded by edit_orders. */
export function OrderEditorPage() {
  return (
    <PermissionGuard required={['edit_orders']} fallback={<Alert type="error" header="Not allowed">Your team permissions do not include editing orders.</Alert>}>
      <OrderEditorLoader />
    </PermissionGuard>
  );
}

function OrderEditorLoader() {
  const { orderId } = useParams();
  const { client } = useApi();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoaded(null);
    setError(null);
    Promise.all([
      orderLookupsApi(client).boxes(),
      warehousesApi(client).list(),
      orderId ? ordersApi(client).get(orderId) : Promise.resolve(null),
      // Without its settings the editor still works: new shipments then start empty.
      accountSettingsApi(client).get().catch((e: unknown) => {
        if (e instanceof SessionEndedError) throw e;
        return null;
      }),
    ])
      .then(([boxes, warehouses, detail, settings]) => {
        if (!active) return;
        const initial = detail ? orderToFormValues(detail.order, boxes, warehouses) : emptyOrderForm(warehouses.find((w) => w.default)?.id ?? '', settings);
        setLoaded({ initial, boxes, warehouses, detail, settings });
      })
      .catch((e: unknown) => active && !(e instanceof SessionEndedError) && setError(errorMessageOf(e)));
    return () => {
      active = false;
    };
  }, [client, orderId, attempt]);

  if (error) return <Alert type="error" header="Could not load the order" action={<Button onClick={() => setAttempt((a) => a + 1)}>Retry</Button>}>{error}</Alert>;
  if (!loaded) return <Box textAlign="center" padding="xxl"><Spinner size="large" /></Box>;
  return <OrderEditor key={`${orderId ?? 'new'}:${loaded.detail?.order.version ?? 0}`} orderId={orderId} loaded={loaded} reload={() => setAttempt((a) => a + 1)} />;
}

const VEHICLE_OPTIONS = VEHICLE_SIZES.map((v) => ({ value: v, label: v.replace('_', ' ') }));
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function OrderEditor({ orderId, loaded, reload }: { orderId?: string; loaded: Loaded; reload: () => void }) {
  const navigate = useNavigate();
  const { client } = useApi();
  const { notify } = useNotifications();
  const { boxes, warehouses, detail, initial, settings } = loaded;
  const [values, setValues] = useState<OrderFormValues>(initial);
  const [notice, setNotice] = useState<{ header: string; lines: string[]; stale?: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [checking, setChecking] = useState<'address' | 'score' | null>(null);
  const [confidence, setConfidence] = useState<number | null>(detail?.order.confidenceScore ?? null);
  const [planGate, setPlanGate] = useState<PlanGate | null>(null);
  const [tagText, setTagText] = useState('');
  const [packing, setPacking] = useState<PackingResult | null>(null);
  const [packingBusy, setPackingBusy] = useState(false);
  const unsaved = useUnsavedChanges(initial, values);
  const isEdit = Boolean(orderId);
  const international = isInternationalOrder(values, warehouses);

  const set = <K extends keyof OrderFormValues>(key: K, v: OrderFormValues[K]) => setValues((cur) => ({ ...cur, [key]: v }));
  const setAddress = (key: keyof AddressValues, v: string | boolean) => setValues((cur) => ({ ...cur, shippingAddress: { ...cur.shippingAddress, [key]: v } }));

  const lookups = useMemo<ShipmentLookups>(() => {
    const api = orderLookupsApi(client);
    const lineOption = (item: OrderLineResult): SearchOption<OrderLineResult> => ({
      value: item._id ?? item.key ?? item.variantId ?? item.productId ?? item.packagingId ?? item.sku,
      label: item.title,
      description: [item.sku && `SKU ${item.sku}`, item.price !== undefined && `$${item.price.toFixed(2)}`].filter(Boolean).join(' · '),
      item,
    });
    return {
      boxes,
      weights: settings ? weightContextOf(settings) : undefined,
      products: async (q, offset) => {
        const page = await api.products(q, offset);
        return { options: page.products.map(lineOption), total: page.total };
      },
      packagings: async (q, offset) => {
        const page = await api.packagings(q, offset);
        return { options: page.packagings.map(lineOption), total: page.total };
      },
      htsCodes: async (q, offset) => {
        const page = await api.htsCodes(q, offset);
        return { options: page.codes.map((c) => ({ value: c.code, label: c.code, description: c.description, item: c })), total: page.total };
      },
    };
  }, [client, boxes, settings]);

  async function save() {
    setNotice(null);
    // orders §5: the same checks the API runs, before any call.
    const lines = submitProblems(values, boxes, warehouses);
    if (lines.length) {
      setNotice({ header: ORDER_ISSUES_HEADING, lines });
      return;
    }
    setSaving(true);
    try {
      const api = ordersApi(client);
      const request = toOrderRequest(values, boxes, warehouses, detail?.order.version);
      const saved = orderId ? await api.update(orderId, request) : await api.create(request);
      notify({ type: 'success', content: `Order ${saved.order.orderNumber} ${isEdit ? 'saved' : 'created'}.` });
      unsaved.allowLeave();
      if (isEdit) reload();
      else navigate(`/orders/${encodeURIComponent(saved.order.id)}`, { replace: true });
    } catch (e) {
      if (e instanceof SessionEndedError) return;
      if (e instanceof ApiError && e.issues.length) setNotice({ header: e.message, lines: e.issues });
      else if (e instanceof ApiError && e.status === 409) setNotice({ header: errorMessageOf(e), lines: [], stale: true });
      else setNotice({ header: errorMessageOf(e), lines: Object.values(e instanceof ApiError ? e.fieldErrors : {}) });
    } finally {
      setSaving(false);
    }
  }

  const addressForCheck = (): AddressCheckAddress => ({ ...values.shippingAddress });

  async function validateAddress() {
    setChecking('address');
    try {
      const answer = await ordersApi(client).validateAddress(addressForCheck());
      // orders §7: replaced when the answer carries an updated address, otherwise kept.
      if (answer.updatedShippingAddress) {
        const updated = answer.updatedShippingAddress;
        setValues((cur) => ({
          ...cur,
          shippingAddress: Object.fromEntries(
            Object.entries(cur.shippingAddress).map(([k, v]) => [k, (updated as Record<string, unknown>)[k] ?? v]),
          ) as unknown as AddressValues,
        }));
        notify({ type: 'success', content: 'Address validated and updated.' });
      } else {
        notify({ type: 'info', content: 'Address kept as entered.' });
      }
    } catch (e) {
      // Failure keeps the entered address (orders §7).
      if (!(e instanceof SessionEndedError)) notify({ type: 'warning', content: `Address kept as entered: ${errorMessageOf(e)}` });
    } finally {
      setChecking(null);
    }
  }

  /** Issue 5: the server packs every line of every shipment into the merchant's flagged boxes. */
  async function packForMe() {
    const lines = values.shipments.flatMap((s) => [...s.products, ...s.packagings]);
    if (lines.length === 0) {
      notify({ type: 'info', content: 'Add products first, then Shipdeck can choose the boxes.' });
      return;
    }
    setPackingBusy(true);
    try {
      const answer = await ordersApi(client).pack({ shipments: values.shipments.map((s) => toShipment(s, boxes, international)) as never });
      setValues((cur) => ({ ...cur, shipments: shipmentValuesFromPacking(answer.shipments, cur.shipments[0], lines) }));
      setPacking(answer.packing);
      const unpacked = answer.packing.unpacked.reduce((n, u) => n + u.quantity, 0);
      notify({
        type: unpacked ? 'warning' : 'success',
        content: `Packed into ${answer.packing.boxes.length} box${answer.packing.boxes.length === 1 ? '' : 'es'}${unpacked ? `; ${unpacked} units fit no box` : ''}.`,
      });
    } catch (e) {
      if (!(e instanceof SessionEndedError)) notify({ type: 'error', content: errorMessageOf(e) });
    } finally {
      setPackingBusy(false);
    }
  }

  async function checkConfidence() {
    setChecking('score');
    try {
      const answer = await ordersApi(client).deliveryDefense(addressForCheck());
      setConfidence(describeConfidence(answer.score)?.confidence ?? null);
    } catch (e) {
      // orders §7: failure clears the score.
      setConfidence(null);
      const gate = planGateOf(e);
      if (gate) setPlanGate(gate);
      else if (!(e instanceof SessionEndedError)) notify({ type: 'error', content: errorMessageOf(e) });
    } finally {
      setChecking(null);
    }
  }

  const addTag = () => {
    const t = tagText.trim();
    if (t && !values.tags.some((x) => x.toLowerCase() === t.toLowerCase())) set('tags', [...values.tags, t]);
    setTagText('');
  };

  const a = values.shippingAddress;
  const stateOptions = stateOptionsFor(a.country);
  const text = (key: keyof AddressValues, label: string, extra: { constraintText?: string } = {}) => (
    <FormField label={label} constraintText={extra.constraintText}>
      <Input value={String(a[key])} onChange={(e) => setAddress(key, e.detail.value)} />
    </FormField>
  );
  const confidenceText = confidence === null ? null : describeConfidenceValue(confidence)?.text;
  const warehouse = warehouses.find((w) => w.id === values.warehouseId);

  const form = (
    <form onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate('/orders')}>Cancel</Button>
            <Button formAction="none" disabled={!unsaved.dirty} onClick={() => setValues(initial)}>Reset</Button>
            <Button variant="primary" formAction="submit" loading={saving}>{isEdit ? 'Save changes' : 'Create order'}</Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {notice && (
            <Alert
              type="error"
              header={notice.header}
              dismissible
              onDismiss={() => setNotice(null)}
              action={notice.stale ? <Button onClick={reload}>Reload order</Button> : undefined}
            >
              {notice.lines.length > 0 && (
                <ul aria-label="Issues" style={{ margin: 0, paddingLeft: 20 }}>
                  {notice.lines.map((l) => <li key={l}>{l}</li>)}
                </ul>
              )}
            </Alert>
          )}
          {unsaved.dirty && <Alert type="info">You have unsaved changes.</Alert>}
          <Container header={<Header variant="h2">Order</Header>}>
            <ColumnLayout columns={3}>
              <FormField label="Order number">
                <Input value={values.orderNumber} onChange={(e) => set('orderNumber', e.detail.value)} />
              </FormField>
              <FormField label="Warehouse" description={warehouse?.formattedAddress}>
                <Select
                  placeholder="Choose a warehouse"
                  selectedOption={warehouse ? { value: warehouse.id, label: warehouse.name } : null}
                  options={warehouses.map((w) => ({ value: w.id, label: w.name, tags: w.default ? ['Default'] : undefined }))}
                  empty="No warehouses yet"
                  onChange={(e) => set('warehouseId', e.detail.selectedOption.value ?? '')}
                />
              </FormField>
              <FormField label="Shipment type">
                <SegmentedControl
                  selectedId={values.shipmentType}
                  options={SHIPMENT_TYPES.map((t) => ({ id: t, text: t === 'LocalCourier' ? 'Local courier' : t }))}
                  onChange={(e) => set('shipmentType', e.detail.selectedId as OrderFormValues['shipmentType'])}
                />
              </FormField>
            </ColumnLayout>
            <Box margin={{ top: 'l' }}>
              <FormField label="Tags" description="Press Enter after each tag.">
                <SpaceBetween size="xs">
                  <Input value={tagText} placeholder="Add a tag" onChange={(e) => setTagText(e.detail.value)} onKeyDown={(e) => e.detail.key === 'Enter' && addTag()} />
                  <TokenGroup items={values.tags.map((t) => ({ label: t }))} onDismiss={(e) => set('tags', values.tags.filter((_, i) => i !== e.detail.itemIndex))} />
                </SpaceBetween>
              </FormField>
            </Box>
          </Container>
          <Container
            header={
              <Header
                variant="h2"
                actions={
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button formAction="none" loading={checking === 'address'} onClick={() => void validateAddress()}>Validate address</Button>
                    <Button formAction="none" loading={checking === 'score'} onClick={() => void checkConfidence()}>Confidence score</Button>
                  </SpaceBetween>
                }
                description={confidenceText ? <span data-testid="confidence-score">Confidence score {confidenceText}</span> : undefined}
              >
                Recipient
              </Header>
            }
          >
            <SpaceBetween size="l">
              <ColumnLayout columns={3}>
                {text('name', 'Name')}
                {text('company', 'Company - optional')}
                {text('phone', 'Phone - optional', { constraintText: MESSAGES.phoneFormat })}
                {text('email', 'Email - optional')}
                {text('address1', 'Address')}
                {text('address2', 'Address line 2 - optional')}
              </ColumnLayout>
              <ColumnLayout columns={4}>
                <FormField label="Country">
                  <Select
                    selectedOption={COUNTRY_OPTIONS.find((o) => o.value === a.country) ?? null}
                    options={COUNTRY_OPTIONS}
                    onChange={(e) => {
                      const country = e.detail.selectedOption.value ?? 'US';
                      const keep = stateOptionsFor(country).some((o) => o.value === a.state.toUpperCase());
                      setValues((cur) => ({ ...cur, shippingAddress: { ...cur.shippingAddress, country, state: keep ? cur.shippingAddress.state : '' } }));
                    }}
                  />
                </FormField>
                <FormField label="State">
                  <Select
                    selectedOption={stateOptions.find((o) => o.value === a.state.toUpperCase()) ?? null}
                    options={stateOptions}
                    placeholder="Choose a state"
                    filteringType="auto"
                    onChange={(e) => setAddress('state', e.detail.selectedOption.value ?? '')}
                  />
                </FormField>
                {text('city', 'City')}
                {text('zip', 'Zip code', { constraintText: MESSAGES.zipFormat })}
              </ColumnLayout>
              <Toggle checked={a.residential} onChange={(e) => setAddress('residential', e.detail.checked)}>Residential address</Toggle>
            </SpaceBetween>
          </Container>
          <Container
            header={
              <Header variant="h2" counter={`(${values.shipments.length})`} actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button formAction="none" loading={packingBusy} onClick={packForMe}>Pack for me</Button>
                  <Button formAction="none" iconName="add-plus" onClick={() => set('shipments', [...values.shipments, newShipment(settings, values.orderValue)])}>Add shipment</Button>
                </SpaceBetween>
              }>
                Shipments
              </Header>
            }
          >
            <SpaceBetween size="l">
              {values.shipments.length === 0 && <Box color="text-status-inactive">No shipments. Add one to choose products, box and options.</Box>}
              {values.shipments.map((s, i) => (
                <ShipmentEditor
                  key={s.id ?? `new-${i}`}
                  index={i}
                  value={s}
                  lookups={lookups}
                  international={international}
                  onChange={(next) => setValues((cur) => ({ ...cur, shipments: cur.shipments.map((x, j) => (j === i ? next : x)) }))}
                  onRemove={values.shipments.length > 1 ? () => setValues((cur) => ({ ...cur, shipments: cur.shipments.filter((_, j) => j !== i) })) : undefined}
                />
              ))}
              {packing && <PackingPicture packing={packing} />}
            </SpaceBetween>
          </Container>
          {values.shipmentType === 'LocalCourier' && (
            <Container header={<Header variant="h2">Local courier options</Header>}>
              <ColumnLayout columns={4}>
                <FormField label="Vehicle">
                  <Select selectedOption={VEHICLE_OPTIONS.find((o) => o.value === values.vehicleSize)!} options={VEHICLE_OPTIONS} onChange={(e) => set('vehicleSize', e.detail.selectedOption.value as OrderFormValues['vehicleSize'])} />
                </FormField>
                <FormField label="Delivery schedule">
                  <Input value={values.deliverySchedule} onChange={(e) => set('deliverySchedule', e.detail.value)} />
                </FormField>
                <FormField label="Pickup start time" constraintText="At least 5 minutes ahead, else next day.">
                  <Input value={values.pickupStartTime} placeholder="hh:mm" onChange={(e) => set('pickupStartTime', e.detail.value)} />
                </FormField>
                <FormField label="Signature">
                  <Checkbox checked={values.signatureRequired} onChange={(e) => set('signatureRequired', e.detail.checked)}>Signature required</Checkbox>
                </FormField>
              </ColumnLayout>
            </Container>
          )}
          <Container header={<Header variant="h2">Notes</Header>}>
            <ColumnLayout columns={3}>
              <FormField label="Comment">
                <Textarea value={values.comment} rows={3} onChange={(e) => set('comment', e.detail.value)} />
              </FormField>
              <FormField label="Pickup notes">
                <Textarea value={values.pickUpNotes} rows={3} onChange={(e) => set('pickUpNotes', e.detail.value)} />
              </FormField>
              <FormField label="Dropoff notes">
                <Textarea value={values.dropOffNotes} rows={3} onChange={(e) => set('dropOffNotes', e.detail.value)} />
              </FormField>
            </ColumnLayout>
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );

  return (
    <ContentLayout header={<Header variant="h1" description={detail ? `Status: ${detail.row.status}` : undefined}>{isEdit ? `Edit order ${initial.orderNumber}` : 'Create order'}</Header>}>
      {isEdit && orderId ? (
        <Grid gridDefinition={[{ colspan: { default: 12, m: 8 } }, { colspan: { default: 12, m: 4 } }]}>
          {form}
          <ActivityLog orderId={orderId} version={detail?.order.version ?? 0} />
        </Grid>
      ) : (
        form
      )}
      {unsaved.prompt}
      <PlanGateModal gate={planGate} onDismiss={() => setPlanGate(null)} />
    </ContentLayout>
  );
}

/** The order's activity log (orders §4 event types), newest first. */
function ActivityLog({ orderId, version }: { orderId: string; version: number }) {
  const { client } = useApi();
  const [items, setItems] = useState<ActivityEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const { items } = await ordersApi(client).activity(orderId);
      setItems([...items].sort((x, y) => y.at.localeCompare(x.at)));
    } catch (e) {
      if (!(e instanceof SessionEndedError)) setError(errorMessageOf(e));
    }
  }, [client, orderId]);
  useEffect(() => {
    void load();
  }, [load, version]);

  return (
    <Container header={<Header variant="h2">Activity</Header>}>
      {error ? (
        <StatusIndicator type="error">{error}</StatusIndicator>
      ) : !items ? (
        <StatusIndicator type="loading">Loading activity</StatusIndicator>
      ) : items.length === 0 ? (
        <Box color="text-status-inactive">No activity yet.</Box>
      ) : (
        <SpaceBetween size="s">
          {items.map((e) => (
            <div key={e.eventId}>
              <Box variant="small">{formatDateTime(new Date(e.at), TIME_ZONE)} · {e.actor}</Box>
              <Box>{e.message}</Box>
            </div>
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
}
