import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import type { Warehouse } from '#api/warehouses';
import { protectionIssue } from '#domain/claims/coverage.rules';
import { SHIPMENT_TYPES } from '#domain/orders/order.schema';
import type { OrderFormValues } from './order-form.values';
import type { SetOrderField } from './use-order-form';

/** The order itself: number, warehouse it ships from, shipment type, order protection and tags. */
export function OrderDetailsPanel({
  values,
  set,
  warehouses,
}: {
  values: OrderFormValues;
  set: SetOrderField;
  warehouses: readonly Warehouse[];
}) {
  const [tagText, setTagText] = useState('');
  const [orderValueText, setOrderValueText] = useState(values.orderValue ? String(values.orderValue) : '');
  const warehouse = warehouses.find((w) => w.id === values.warehouseId);
  // orders §5: the protected order's full coverage must exceed its value (the shared submit check).
  const protection = protectionIssue({
    hasShipfareProtection: values.hasShipfareProtection,
    orderValue: values.orderValue,
    shipments: values.shipments.map((s) => ({
      options: { carrierInsuranceAmountActive: s.insuranceActive, carrierInsuranceAmount: s.insuranceAmount },
    })),
  });

  const addTag = () => {
    const t = tagText.trim();
    if (t && !values.tags.some((x) => x.toLowerCase() === t.toLowerCase())) set('tags', [...values.tags, t]);
    setTagText('');
  };

  return (
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
        <ColumnLayout columns={3}>
          <FormField label="Order protection" description="The shipments' full coverage must exceed the order value.">
            <Checkbox
              checked={values.hasShipfareProtection}
              onChange={(e) => set('hasShipfareProtection', e.detail.checked)}
            >
              Protect this order
            </Checkbox>
          </FormField>
          <FormField label="Order value" errorText={protection}>
            <Input
              type="number"
              inputMode="decimal"
              ariaLabel="Order value"
              value={orderValueText}
              onChange={(e) => {
                const n = Number(e.detail.value);
                setOrderValueText(e.detail.value);
                set('orderValue', Number.isFinite(n) && n >= 0 ? n : 0);
              }}
            />
          </FormField>
        </ColumnLayout>
      </Box>
      <Box margin={{ top: 'l' }}>
        <FormField label="Tags" description="Press Enter after each tag.">
          <SpaceBetween size="xs">
            <Input
              value={tagText}
              placeholder="Add a tag"
              onChange={(e) => setTagText(e.detail.value)}
              onKeyDown={(e) => e.detail.key === 'Enter' && addTag()}
            />
            <TokenGroup
              items={values.tags.map((t) => ({ label: t }))}
              onDismiss={(e) =>
                set(
                  'tags',
                  values.tags.filter((_, i) => i !== e.detail.itemIndex),
                )
              }
            />
          </SpaceBetween>
        </FormField>
      </Box>
    </Container>
  );
}
