import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CONFIDENCE_BANDS } from '#domain/confidence/confidence-score.rules';
import { ARCHIVE_DAYS_MAX, ARCHIVE_DAYS_MIN } from '#domain/forms/settings-forms.schema';
import { autoFulfillEnabled, takesTracking } from '#domain/stores/store-fulfillment.rules';
import { ORDER_MAPPING_PLATFORMS } from '#domain/stores/store-order.rules';
import { FormSection } from '#web/components/form-section';
import {
  SettingsNumber,
  SettingsToggle,
  SettingsToggles,
  SettingsUnit,
  type SettingsBinding,
} from './account-settings-fields';
import { PLATFORM_LABELS } from '#web/pages/stores/store-labels';
import { LENGTH_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS } from './account-settings-form.values';

export function DryIcePanel({ form }: SettingsBinding) {
  const { dryIce } = form.values;
  return (
    <FormSection title="Dry ice default" description="Dry ice added to new shipments.">
      <SpaceBetween size="l">
        <SettingsToggles form={form} toggles={[['dryIce.active', 'Add dry ice to new shipments']]} />
        <ColumnLayout columns={2}>
          <SettingsNumber form={form} path="dryIce.weight" label="Dry ice weight" value={dryIce.weight} />
          <SettingsUnit
            form={form}
            path="dryIce.units"
            label="Dry ice units"
            value={dryIce.units}
            options={WEIGHT_UNIT_OPTIONS}
          />
        </ColumnLayout>
      </SpaceBetween>
    </FormSection>
  );
}

const SHIPMENT_OPTIONS = [
  ['deliveryConfirmation', 'Delivery confirmation', 'Ask the carrier for a delivery confirmation.'],
  ['carbonNeutral', 'Carbon neutral', 'Offset the carbon of the shipment with the carrier.'],
] as const;

export function ShipmentOptionsPanel({ form }: SettingsBinding) {
  return (
    <FormSection title="Shipment options" description="Options turned on for new shipments.">
      <SpaceBetween size="l">
        <SettingsToggles form={form} toggles={SHIPMENT_OPTIONS} />
      </SpaceBetween>
    </FormSection>
  );
}

const DECLARED_VALUE = [
  ['declaredValue.active', 'Declare a value'],
  ['declaredValue.automatic', 'Automatic', 'Declare the order value.'],
] as const;

/** accounts §9: a band covers its own scores and every riskier one. */
const BAND_OPTIONS = CONFIDENCE_BANDS.map((b) => ({ value: b, label: `${b} and riskier` }));

export function DeclaredValuePanel({ form }: SettingsBinding) {
  const { declaredValue, confidenceScoreInsurance } = form.values;
  return (
    <FormSection title="Declared value" description="The value full coverage insures on new shipments.">
      <SpaceBetween size="l">
        <SettingsToggles form={form} toggles={DECLARED_VALUE} />
        <SettingsNumber
          form={form}
          path="declaredValue.custom"
          label="Custom declared value ($)"
          value={declaredValue.custom}
          disabled={declaredValue.automatic}
        />
        <SettingsToggles
          form={form}
          toggles={[
            [
              'confidenceScoreInsurance.active',
              'Add full coverage by confidence score',
              'Shipments whose address scores in the band (or a riskier one) get full coverage for the declared value.',
            ],
          ]}
        />
        <SettingsUnit
          form={form}
          path="confidenceScoreInsurance.band"
          label="Confidence score band"
          value={confidenceScoreInsurance.band ?? ''}
          options={BAND_OPTIONS}
        />
      </SpaceBetween>
    </FormSection>
  );
}

const WEIGHT_FROM = [
  { value: 'product', label: 'Product', description: 'Box, products and packagings add up.' },
  { value: 'custom', label: 'Custom', description: 'One weight for every shipment.' },
];

export function ShipmentWeightsPanel({ form }: SettingsBinding) {
  const { shipmentWeights } = form.values;
  return (
    <FormSection title="Shipment weights" description="How the weight of new shipments is found.">
      <SpaceBetween size="l">
        <SettingsToggles form={form} toggles={[['shipmentWeights.active', 'Set shipment weights']]} />
        <FormField label="Weight from">
          <RadioGroup
            readOnly={form.readOnly}
            value={shipmentWeights.type}
            onChange={(e) => form.setField('shipmentWeights.type', e.detail.value)}
            items={WEIGHT_FROM}
          />
        </FormField>
        <SettingsNumber
          form={form}
          path="shipmentWeights.customWeight"
          label="Custom weight"
          value={shipmentWeights.customWeight}
          disabled={shipmentWeights.type !== 'custom'}
        />
      </SpaceBetween>
    </FormSection>
  );
}

const BOX_PACKING = [
  ['useBoxPackingAlgo', 'General', 'Fits the items by their dimensions into the boxes marked "Use in box packing".'],
  [
    'useBoxPackingAlgoQuantity',
    'Quantity',
    'Fills the boxes marked for quantity packing up to their maximum number of items.',
  ],
  ['useBoxPackingAlgoWeight', 'Weight', 'Fills the boxes marked for weight packing up to their maximum weight.'],
] as const;

export function BoxPackingPanel({ form }: SettingsBinding) {
  return (
    <FormSection
      title="Box packing algorithm"
      description="Shipdeck chooses the boxes of new orders (created or imported) whose shipments have none. When more than one is on, General is used first, then Quantity."
    >
      <SpaceBetween size="l">
        <SettingsToggles form={form} toggles={BOX_PACKING} />
      </SpaceBetween>
    </FormSection>
  );
}

export function DefaultUnitsPanel({ form }: SettingsBinding) {
  const v = form.values;
  return (
    <FormSection title="Default units" description="Units new products and boxes start with.">
      <ColumnLayout columns={2}>
        <SettingsUnit
          form={form}
          path="defaultWeightUnits"
          label="Weight units"
          value={v.defaultWeightUnits}
          options={WEIGHT_UNIT_OPTIONS}
        />
        <SettingsUnit
          form={form}
          path="defaultDimensionUnits"
          label="Dimension units"
          value={v.defaultDimensionUnits}
          options={LENGTH_UNIT_OPTIONS}
        />
      </ColumnLayout>
    </FormSection>
  );
}

export function ArchiveOrdersPanel({ form }: SettingsBinding) {
  const { archiveOrders } = form.values;
  return (
    <FormSection title="Archive orders" description="Move orders out of the active list after a number of days.">
      <SpaceBetween size="l">
        <SettingsToggles form={form} toggles={[['archiveOrders.active', 'Archive orders automatically']]} />
        <SettingsNumber
          form={form}
          path="archiveOrders.days"
          label="Archive after (days)"
          value={archiveOrders.days}
          constraintText={`${ARCHIVE_DAYS_MIN} to ${ARCHIVE_DAYS_MAX} days.`}
        />
      </SpaceBetween>
    </FormSection>
  );
}

/** accounts §3 flags that govern store sync (shown here and on the Stores page). */
export const STORE_SYNC_TOGGLES = [
  [
    'sendFulfillmentNotification',
    'Send fulfillment notification',
    'The store emails its customer when Shipdeck sends the tracking back.',
  ],
  ['syncOrderWarehouse', 'Sync order warehouse', 'Orders from a store take the warehouse the store assigned.'],
  [
    'importAdditionalDetails',
    'Import additional details',
    'The buyer’s note and the shipping service they chose go into the order’s comment.',
  ],
] as const;

/** accounts §3 auto-fulfil flags, one per platform Shipdeck sends fulfillments to (on unless turned off). */
export function AutoFulfillToggles({ form }: SettingsBinding) {
  return (
    <FormField
      label="Auto-fulfil"
      description="Send each bought label's tracking to the store the order came from, which marks it fulfilled."
    >
      <ColumnLayout columns={2}>
        {ORDER_MAPPING_PLATFORMS.filter(takesTracking).map((platform) => (
          <SettingsToggle
            key={platform}
            form={form}
            path={`autoFulfill.${platform}`}
            checked={autoFulfillEnabled(form.values.autoFulfill, platform)}
            label={`Auto-fulfil ${PLATFORM_LABELS[platform]} orders`}
          />
        ))}
      </ColumnLayout>
    </FormField>
  );
}

export function NotificationsPanel({ form }: SettingsBinding) {
  return (
    <FormSection title="Notifications and sync" description="What Shipdeck sends to your stores and customers.">
      <SpaceBetween size="l">
        <SettingsToggles form={form} toggles={STORE_SYNC_TOGGLES} />
        <AutoFulfillToggles form={form} />
      </SpaceBetween>
    </FormSection>
  );
}
