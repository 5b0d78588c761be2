import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { formatDollars } from '#domain/money/cents.rules';
import type { FieldBinding } from '../commons/catalog-form-fields';
import type { KitLineValues } from './product-form.values';

/** A kit's branch products (or packagings) with their quantities; lines are removed one by one. */
export function KitLines({
  form,
  path,
  idKey,
  what,
  lines,
  onChange,
}: {
  form: FieldBinding;
  path: string;
  idKey: string;
  what: string;
  lines: KitLineValues[];
  onChange: (lines: KitLineValues[]) => void;
}) {
  // Lines are replaced whole: a dotted setField would turn the array into an object.
  const setQuantity = (index: number, quantity: string) =>
    onChange(lines.map((l, i) => (i === index ? { ...l, quantity } : l)));
  const indexed = lines.map((line, index) => ({ line, index }));
  return (
    <Table
      variant="embedded"
      items={indexed}
      trackBy={(r) => r.line.id}
      empty={<Box color="text-status-inactive">No {what} added yet.</Box>}
      columnDefinitions={[
        {
          id: 'title',
          header: 'Title',
          cell: ({ line, index }) => (
            <SpaceBetween size="xxxs">
              <span>{line.title}</span>
              {form.errors[`${path}.${index}.${idKey}`] && (
                <Box color="text-status-error" fontSize="body-s">
                  {form.errors[`${path}.${index}.${idKey}`]}
                </Box>
              )}
            </SpaceBetween>
          ),
        },
        { id: 'sku', header: 'SKU', cell: ({ line }) => line.sku || '-' },
        { id: 'price', header: 'Unit price', cell: ({ line }) => formatDollars(line.price) },
        {
          id: 'quantity',
          header: 'Quantity',
          cell: ({ line, index }) => (
            <FormField errorText={form.errors[`${path}.${index}.quantity`]}>
              <Input
                inputMode="numeric"
                value={line.quantity}
                ariaLabel={`Quantity of ${line.title}`}
                onChange={(e) => setQuantity(index, e.detail.value)}
              />
            </FormField>
          ),
          width: 160,
        },
        {
          id: 'remove',
          header: '',
          cell: ({ index, line }) => (
            <Button
              variant="icon"
              iconName="remove"
              ariaLabel={`Remove ${line.title}`}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            />
          ),
          width: 60,
        },
      ]}
    />
  );
}
