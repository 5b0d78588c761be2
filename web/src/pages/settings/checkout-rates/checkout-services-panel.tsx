import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { CHECKOUT_SERVICES_MAX } from '#domain/checkout-rates/checkout-settings.schema';
import type { SettingsPanelProps } from '#web/components/settings-form';
import { SERVICE_OPTION_GROUPS, selectedServiceOptions } from '../rates/rate-settings-form.values';
import type { CheckoutSettingsFormValues } from './checkout-settings-form.values';

export type CheckoutPanelProps = SettingsPanelProps<CheckoutSettingsFormValues>;

/** On or off, the services shoppers may choose, the markup on them, and the box a cart is rated in. */
export function CheckoutServicesPanel({ values, errors, setField, readOnly }: CheckoutPanelProps) {
  const sides = [
    ['lengthIn', 'Length (in)'],
    ['widthIn', 'Width (in)'],
    ['heightIn', 'Height (in)'],
  ] as const;
  const number = (path: 'markupPercent' | 'markupFlat', label: string, constraint: string) => (
    <FormField label={label} constraintText={constraint} errorText={errors[path]}>
      <Input
        type="number"
        inputMode="decimal"
        readOnly={readOnly}
        value={values[path]}
        onChange={(e) => setField(path, e.detail.value)}
      />
    </FormField>
  );
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Shoppers see these services by the names in your rate settings, with your rate settings' markup and this one."
        >
          Rates at checkout
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Toggle readOnly={readOnly} checked={values.active} onChange={(e) => setField('active', e.detail.checked)}>
          Show Shipdeck rates at checkout
        </Toggle>
        <FormField
          label="Services"
          description={`Up to ${CHECKOUT_SERVICES_MAX}. None chosen offers every service your rate settings offer.`}
          errorText={errors.services}
        >
          <Multiselect
            readOnly={readOnly}
            filteringType="auto"
            placeholder="Every offered service"
            selectedOptions={selectedServiceOptions(values.services)}
            options={SERVICE_OPTION_GROUPS}
            onChange={(e) => setField('services', e.detail.selectedOptions.map((o) => o.value ?? '').filter(Boolean))}
            tokenLimit={6}
          />
        </FormField>
        <ColumnLayout columns={2}>
          {number('markupPercent', 'Markup (%)', '-100% to 100%. A negative value is a discount.')}
          {number('markupFlat', 'Flat amount ($)', 'Added after the percent; -$100 to $100.')}
        </ColumnLayout>
        <FormField label="Checkout box" description="Carts carry item weights only; they are rated in this box.">
          <ColumnLayout columns={3}>
            {sides.map(([side, label]) => (
              <FormField key={side} label={label} errorText={errors[`box.${side}`]}>
                <Input
                  type="number"
                  inputMode="decimal"
                  readOnly={readOnly}
                  value={values.box[side]}
                  onChange={(e) => setField(`box.${side}`, e.detail.value)}
                />
              </FormField>
            ))}
          </ColumnLayout>
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
