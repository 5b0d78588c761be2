import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ARCHIVE_DAYS_MAX, ARCHIVE_DAYS_MIN } from '#domain/forms/settings-forms.schema';
import { FormSection } from '../../components/form-section';
import { SettingsNumber, SettingsToggle, SettingsUnit, type SettingsBinding } from './account-settings-fields';
import { LENGTH_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS, deliveryConfirmationOn } from './account-settings-form.values';

export function DryIcePanel({ form }: SettingsBinding) {
  const { dryIce } = form.values;
  return (
    <FormSection title="Dry ice default" description="Dry ice added to new shipments.">
      <SpaceBetween size="l">
        <SettingsToggle form={form} path="dryIce.active" checked={dryIce.active} label="Add dry ice to new shipments" />
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

export function ShipmentOptionsPanel({ form }: SettingsBinding) {
  const v = form.values;
  return (
    <FormSection title="Shipment options" description="Options turned on for new shipments.">
      <SpaceBetween size="l">
        <SettingsToggle
          form={form}
          path="deliveryConfirmation"
          checked={deliveryConfirmationOn(v.deliveryConfirmation)}
          label="Delivery confirmation"
          description="Ask the carrier for a delivery confirmation."
        />
        <SettingsToggle
          form={form}
          path="carbonNeutral"
          checked={v.carbonNeutral}
          label="Carbon neutral"
          description="Offset the carbon of the shipment with the carrier."
        />
      </SpaceBetween>
    </FormSection>
  );
}

export function DeclaredValuePanel({ form }: SettingsBinding) {
  const { declaredValue } = form.values;
  return (
    <FormSection title="Declared value" description="The value declared for carrier insurance.">
      <SpaceBetween size="l">
        <SettingsToggle
          form={form}
          path="declaredValue.active"
          checked={declaredValue.active}
          label="Declare a value"
        />
        <SettingsToggle
          form={form}
          path="declaredValue.automatic"
          checked={declaredValue.automatic}
          label="Automatic"
          description="Declare the order value."
        />
        <SettingsNumber
          form={form}
          path="declaredValue.custom"
          label="Custom declared value ($)"
          value={declaredValue.custom}
          disabled={declaredValue.automatic}
        />
      </SpaceBetween>
    </FormSection>
  );
}

export function ShipmentWeightsPanel({ form }: SettingsBinding) {
  const { shipmentWeights } = form.values;
  return (
    <FormSection title="Shipment weights" description="How the weight of new shipments is found.">
      <SpaceBetween size="l">
        <SettingsToggle
          form={form}
          path="shipmentWeights.active"
          checked={shipmentWeights.active}
          label="Set shipment weights"
        />
        <FormField label="Weight from">
          <RadioGroup
            readOnly={form.readOnly}
            value={shipmentWeights.type}
            onChange={(e) => form.setField('shipmentWeights.type', e.detail.value)}
            items={[
              { value: 'product', label: 'Product', description: 'Box, products and packagings add up.' },
              { value: 'custom', label: 'Custom', description: 'One weight for every shipment.' },
            ]}
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

export function BoxPackingPanel({ form }: SettingsBinding) {
  const v = form.values;
  return (
    <FormSection
      title="Box packing algorithm"
      description="Shipdeck chooses the boxes of new orders (created or imported) whose shipments have none. When more than one is on, General is used first, then Quantity."
    >
      <SpaceBetween size="l">
        <SettingsToggle
          form={form}
          path="useBoxPackingAlgo"
          checked={v.useBoxPackingAlgo}
          label="General"
          description='Fits the items by their dimensions into the boxes marked "Use in box packing".'
        />
        <SettingsToggle
          form={form}
          path="useBoxPackingAlgoQuantity"
          checked={v.useBoxPackingAlgoQuantity}
          label="Quantity"
          description="Fills the boxes marked for quantity packing up to their maximum number of items."
        />
        <SettingsToggle
          form={form}
          path="useBoxPackingAlgoWeight"
          checked={v.useBoxPackingAlgoWeight}
          label="Weight"
          description="Fills the boxes marked for weight packing up to their maximum weight."
        />
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
        <SettingsToggle
          form={form}
          path="archiveOrders.active"
          checked={archiveOrders.active}
          label="Archive orders automatically"
        />
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

export function NotificationsPanel({ form }: SettingsBinding) {
  const v = form.values;
  return (
    <FormSection title="Notifications and sync" description="What Shipdeck sends to your stores and customers.">
      <SpaceBetween size="l">
        <SettingsToggle
          form={form}
          path="sendFulfillmentNotification"
          checked={v.sendFulfillmentNotification}
          label="Send fulfillment notification"
          description="Notify the customer when the order is fulfilled."
        />
        <SettingsToggle
          form={form}
          path="syncOrderWarehouse"
          checked={v.syncOrderWarehouse}
          label="Sync order warehouse"
        />
        <SettingsToggle
          form={form}
          path="importAdditionalDetails"
          checked={v.importAdditionalDetails}
          label="Import additional details"
        />
      </SpaceBetween>
    </FormSection>
  );
}
