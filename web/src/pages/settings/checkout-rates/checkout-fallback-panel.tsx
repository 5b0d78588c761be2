import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { CHECKOUT_FALLBACK_RATES_MAX } from '#domain/checkout-rates/checkout-settings.schema';
import type { CheckoutPanelProps } from './checkout-services-panel';

/** The rates shoppers see when Shipdeck cannot answer in time (or finds no rate for the cart). */
export function CheckoutFallbackPanel({ values, errors, setField, readOnly }: CheckoutPanelProps) {
  const rates = values.fallbackRates;
  const set = (next: typeof rates) => setField('fallbackRates', next);
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Shown as they are, without markup, when live rates cannot be answered within 2 seconds."
          actions={
            readOnly ? undefined : (
              <Button
                disabled={rates.length >= CHECKOUT_FALLBACK_RATES_MAX}
                onClick={() => set([...rates, { name: '', price: '', transitDays: '' }])}
              >
                Add fallback rate
              </Button>
            )
          }
        >
          Fallback rates
        </Header>
      }
    >
      <SpaceBetween size="m">
        {errors.fallbackRates && <FormField errorText={errors.fallbackRates} />}
        {rates.length === 0 && <Box>No fallback rates: the store shows only its own rates then.</Box>}
        {rates.map((rate, i) => (
          <ColumnLayout key={i} columns={4}>
            <FormField label="Service name" errorText={errors[`fallbackRates.${i}.name`]}>
              <Input
                readOnly={readOnly}
                value={rate.name}
                onChange={(e) => setField(`fallbackRates.${i}.name`, e.detail.value)}
              />
            </FormField>
            <FormField label="Price ($)" errorText={errors[`fallbackRates.${i}.price`]}>
              <Input
                type="number"
                inputMode="decimal"
                readOnly={readOnly}
                value={rate.price}
                onChange={(e) => setField(`fallbackRates.${i}.price`, e.detail.value)}
              />
            </FormField>
            <FormField label="Transit days (optional)" errorText={errors[`fallbackRates.${i}.transitDays`]}>
              <Input
                type="number"
                inputMode="numeric"
                readOnly={readOnly}
                value={rate.transitDays}
                onChange={(e) => setField(`fallbackRates.${i}.transitDays`, e.detail.value)}
              />
            </FormField>
            {!readOnly && (
              <FormField label=" ">
                <Button onClick={() => set(rates.filter((_, n) => n !== i))}>Remove</Button>
              </FormField>
            )}
          </ColumnLayout>
        ))}
      </SpaceBetween>
    </Container>
  );
}
