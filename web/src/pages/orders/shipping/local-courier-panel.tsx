import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  COURIER_MESSAGES,
  TIP_AMOUNTS_CENTS,
  VEHICLE_LABELS,
  VEHICLE_SIZES,
  pickupReadyAt,
} from '#domain/couriers/courier.rules';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import { isCheckablePickupPhone } from '#domain/forms/misc-forms.schema';
import type { OrderFormValues } from '../editor/order-form.values';
import type { SetOrderField } from '../editor/use-order-form';

const VEHICLE_OPTIONS = VEHICLE_SIZES.map((v) => ({ value: v, label: VEHICLE_LABELS[v] }));
const SCHEDULE_OPTIONS = [
  { value: 'now', label: 'Now' },
  { value: 'scheduled', label: 'At a time' },
];
const TIP_OPTIONS = [
  { value: '0', label: 'No tip' },
  ...TIP_AMOUNTS_CENTS.map((c) => ({ value: String(c / 100), label: `$${c / 100}` })),
];

/**
 * What a local courier order adds (orders §3, §5, §9): vehicle, schedule now or at a pickup start
 * time, tip and signature, and whether the warehouse and recipient phones pass the courier's check.
 * The notes are the order's pickup and dropoff notes, edited in the notes panel.
 */
export function LocalCourierPanel({
  values,
  set,
  warehousePhone,
  timeZone = DEFAULT_ACCOUNT_TIMEZONE,
}: {
  values: OrderFormValues;
  set: SetOrderField;
  warehousePhone?: string;
  timeZone?: string;
}) {
  const scheduled = values.deliverySchedule !== 'now';
  const timeError =
    scheduled && values.pickupStartTime && !pickupReadyAt('scheduled', values.pickupStartTime, timeZone, new Date())
      ? COURIER_MESSAGES.pickupTime
      : undefined;
  const pickupOk = isCheckablePickupPhone(warehousePhone);
  const dropoffOk = isCheckablePickupPhone(values.shippingAddress.phone);
  return (
    <Container header={<Header variant="h2">Local courier options</Header>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={4}>
          <FormField label="Vehicle">
            <Select
              selectedOption={VEHICLE_OPTIONS.find((o) => o.value === values.vehicleSize) ?? VEHICLE_OPTIONS[0]!}
              options={VEHICLE_OPTIONS}
              onChange={(e) => set('vehicleSize', e.detail.selectedOption.value as OrderFormValues['vehicleSize'])}
            />
          </FormField>
          <FormField label="Delivery schedule">
            <Select
              selectedOption={SCHEDULE_OPTIONS[scheduled ? 1 : 0]!}
              options={SCHEDULE_OPTIONS}
              onChange={(e) => set('deliverySchedule', e.detail.selectedOption.value ?? 'now')}
            />
          </FormField>
          {scheduled && (
            <FormField
              label="Pickup start time"
              constraintText="hh:mm or YYYY-MM-DDThh:mm; less than 5 minutes ahead moves to the next day."
              errorText={timeError}
            >
              <Input
                value={values.pickupStartTime}
                placeholder="hh:mm"
                onChange={(e) => set('pickupStartTime', e.detail.value)}
              />
            </FormField>
          )}
          <FormField label="Tip">
            <Select
              selectedOption={TIP_OPTIONS.find((o) => Number(o.value) === values.tip) ?? TIP_OPTIONS[0]!}
              options={TIP_OPTIONS}
              onChange={(e) => set('tip', Number(e.detail.selectedOption.value ?? 0))}
            />
          </FormField>
          <FormField label="Signature">
            <Checkbox checked={values.signatureRequired} onChange={(e) => set('signatureRequired', e.detail.checked)}>
              Signature required
            </Checkbox>
          </FormField>
        </ColumnLayout>
        <ColumnLayout columns={2}>
          <StatusIndicator type={pickupOk ? 'success' : 'warning'}>
            {pickupOk ? 'Pickup phone: the warehouse’s' : COURIER_MESSAGES.pickupPhone}
          </StatusIndicator>
          <StatusIndicator type={dropoffOk ? 'success' : 'warning'}>
            {dropoffOk ? 'Dropoff phone: the recipient’s' : COURIER_MESSAGES.dropoffPhone}
          </StatusIndicator>
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}
