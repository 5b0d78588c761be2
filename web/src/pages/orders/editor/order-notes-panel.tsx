import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Textarea from '@cloudscape-design/components/textarea';
import type { OrderFormValues } from './order-form.values';
import type { SetOrderField } from './use-order-form';

export function OrderNotesPanel({ values, set }: { values: OrderFormValues; set: SetOrderField }) {
  return (
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
  );
}
