import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { MESSAGES } from '#domain/validation/messages';
import { COUNTRY_OPTIONS, stateOptionsFor } from '#web/pages/warehouses/warehouse-form.values';
import { describeConfidenceValue, type AddressValues } from './order-form.values';
import type { useAddressChecks } from './use-address-checks';
import type { SetOrderValues } from './use-order-form';

/** The shipping address (orders §3), with the address check and the confidence score (orders §7). */
export function RecipientPanel({
  address,
  setAddress,
  setValues,
  checks,
}: {
  address: AddressValues;
  setAddress: (key: keyof AddressValues, value: string | boolean) => void;
  setValues: SetOrderValues;
  checks: ReturnType<typeof useAddressChecks>;
}) {
  const a = address;
  const stateOptions = stateOptionsFor(a.country);
  const confidenceText = checks.confidence === null ? null : describeConfidenceValue(checks.confidence)?.text;
  const text = (key: keyof AddressValues, label: string, extra: { constraintText?: string } = {}) => (
    <FormField label={label} constraintText={extra.constraintText}>
      <Input value={String(a[key])} onChange={(e) => setAddress(key, e.detail.value)} />
    </FormField>
  );

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                formAction="none"
                loading={checks.checking === 'address'}
                onClick={() => void checks.validateAddress()}
              >
                Validate address
              </Button>
              <Button
                formAction="none"
                loading={checks.checking === 'score'}
                onClick={() => void checks.checkConfidence()}
              >
                Confidence score
              </Button>
            </SpaceBetween>
          }
          description={
            confidenceText ? <span data-testid="confidence-score">Confidence score {confidenceText}</span> : undefined
          }
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
                setValues((cur) => ({
                  ...cur,
                  shippingAddress: { ...cur.shippingAddress, country, state: keep ? cur.shippingAddress.state : '' },
                }));
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
        <Toggle checked={a.residential} onChange={(e) => setAddress('residential', e.detail.checked)}>
          Residential address
        </Toggle>
      </SpaceBetween>
    </Container>
  );
}
