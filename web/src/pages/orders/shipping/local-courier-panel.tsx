import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { VEHICLE_SIZES } from '#domain/orders/order.schema';
import type { OrderFormValues } from '../editor/order-form.values';
import type { SetOrderField } from '../editor/use-order-form';

const VEHICLE_OPTIONS = VEHICLE_SIZES.map((v) => ({ value: v, label: v.replace('_', ' ') }));

/** What a local courier order adds (orders §3): vehicle, schedule, pickup time and signature. */
export function LocalCourierPanel({ values, set }: { values: OrderFormValues; set: SetOrderField }) {
  return (
    <Container header={<Header variant="h2">Local courier options</Header>}>
      <ColumnLayout columns={4}>
        <FormField label="Vehicle">
          <Select
            selectedOption={VEHICLE_OPTIONS.find((o) => o.value === values.vehicleSize)!}
            options={VEHICLE_OPTIONS}
            onChange={(e) => set('vehicleSize', e.detail.selectedOption.value as OrderFormValues['vehicleSize'])}
          />
        </FormField>
        <FormField label="Delivery schedule">
          <Input value={values.deliverySchedule} onChange={(e) => set('deliverySchedule', e.detail.value)} />
        </FormField>
        <FormField label="Pickup start time" constraintText="At least 5 minutes ahead, else next day.">
          <Input
            value={values.pickupStartTime}
            placeholder="hh:mm"
            onChange={(e) => set('pickupStartTime', e.detail.value)}
          />
        </FormField>
        <FormField label="Signature">
          <Checkbox checked={values.signatureRequired} onChange={(e) => set('signatureRequired', e.detail.checked)}>
            Signature required
          </Checkbox>
        </FormField>
      </ColumnLayout>
    </Container>
  );
}
