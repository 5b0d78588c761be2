import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FEDEX_2FA_OPTIONS } from '#domain/carriers/carrier-accounts.rules';
import { FormSection } from '#web/components/form-section';
import type { FieldErrors } from '#web/lib/field-errors';
import type { CarrierAccountFormValues } from './carrier-account-form.values';

export interface CarrierFieldsProps {
  values: CarrierAccountFormValues;
  errors: FieldErrors;
  /** Sets one dotted path of the values. */
  set: (path: string, value: unknown) => void;
}

function valueAt(values: object, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], values);
}

/** One text field bound to a dotted path of the form (its error from the same path). */
function TextField({
  values,
  errors,
  set,
  path,
  label,
  type,
  description,
  ariaLabel,
}: CarrierFieldsProps & {
  path: string;
  label: string;
  type?: InputProps.Type;
  description?: string;
  /** The input's name when its label alone is ambiguous (one of two address sets). */
  ariaLabel?: string;
}) {
  return (
    <FormField label={label} errorText={errors[path]} description={description}>
      <Input
        ariaLabel={ariaLabel ?? label}
        type={type}
        value={String(valueAt(values, path) ?? '')}
        onChange={(e) => set(path, e.detail.value)}
      />
    </FormField>
  );
}

const ADDRESS_FIELDS: [key: string, label: string][] = [
  ['name', 'Name'],
  ['company', 'Company'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['street1', 'Street'],
  ['street2', 'Street line 2 (optional)'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'ZIP code'],
  ['country', 'Country (2 letters)'],
];

function AddressSet(props: CarrierFieldsProps & { prefix: string; label: string }) {
  return (
    <FormSection title={props.label}>
      <ColumnLayout columns={2}>
        {ADDRESS_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            {...props}
            path={`${props.prefix}.${key}`}
            label={label}
            ariaLabel={`${props.label}: ${label}`}
          />
        ))}
      </ColumnLayout>
    </FormSection>
  );
}

/** The account's description and number, every carrier's first form (accounts §3). */
export function AccountFields(props: CarrierFieldsProps) {
  return (
    <ColumnLayout columns={2}>
      <TextField {...props} path="description" label="Description" description="How the rate table names it." />
      <TextField {...props} path="accountNumber" label="Account number" />
    </ColumnLayout>
  );
}

/** UPS: the API credentials (userName, userAccountNumber, clientId, clientSecret). */
export function UpsCredentialFields(props: CarrierFieldsProps) {
  return (
    <FormSection title="UPS API credentials">
      <ColumnLayout columns={2}>
        <TextField {...props} path="credentials.userName" label="User name" />
        <TextField {...props} path="credentials.userAccountNumber" label="User account number" />
        <TextField {...props} path="credentials.clientId" label="Client ID" />
        <TextField {...props} path="credentials.clientSecret" label="Client secret" type="password" />
      </ColumnLayout>
    </FormSection>
  );
}

/** FedEx: the corporate contact and shipping address sets, then the invoice validation. */
export function FedExFields(props: CarrierFieldsProps) {
  const { values, set, errors } = props;
  const iv = values.invoiceValidation;
  return (
    <SpaceBetween size="m">
      <AddressSet {...props} prefix="corporate.corporateContact" label="Corporate contact" />
      <Checkbox
        checked={values.shippingSameAsCorporate}
        onChange={(e) => set('shippingSameAsCorporate', e.detail.checked)}
      >
        The shipping address is the corporate contact’s
      </Checkbox>
      {!values.shippingSameAsCorporate && (
        <AddressSet {...props} prefix="corporate.shippingAddress" label="Shipping address" />
      )}
      <FormSection title="Invoice validation">
        <SpaceBetween size="s">
          <FormField label="Validate with" errorText={errors['invoiceValidation.validationType']}>
            <RadioGroup
              value={iv.validationType}
              onChange={(e) => set('invoiceValidation.validationType', e.detail.value)}
              items={[
                { value: '1', label: 'A FedEx invoice from the last 90 days' },
                { value: '0', label: 'A code sent by FedEx (two-factor)' },
              ]}
            />
          </FormField>
          {iv.validationType === '0' ? (
            <FormField label="Send the code by" errorText={errors['invoiceValidation.2faOption']}>
              <Select
                ariaLabel="Send the code by"
                selectedOption={{ value: iv['2faOption'], label: iv['2faOption'] }}
                options={FEDEX_2FA_OPTIONS.map((o) => ({ value: o, label: o }))}
                onChange={(e) => set('invoiceValidation.2faOption', e.detail.selectedOption.value)}
              />
            </FormField>
          ) : (
            <ColumnLayout columns={2}>
              <TextField {...props} path="invoiceValidation.invoiceNumber" label="Invoice number" />
              <TextField {...props} path="invoiceValidation.invoiceCurrency" label="Invoice currency" />
              <TextField
                {...props}
                path="invoiceValidation.invoiceDate"
                label="Invoice date"
                description="YYYY-MM-DD"
              />
              <TextField {...props} path="invoiceValidation.invoiceAmount" label="Invoice amount" type="number" />
            </ColumnLayout>
          )}
        </SpaceBetween>
      </FormSection>
    </SpaceBetween>
  );
}

/** USPS: the bank-style account holder and address form. */
export function UspsHolderFields(props: CarrierFieldsProps) {
  return (
    <FormSection title="Account holder">
      <ColumnLayout columns={2}>
        <TextField {...props} path="accountHolder.accountHolderName" label="Account holder name" />
        <TextField {...props} path="accountHolder.street1" label="Street" />
        <TextField {...props} path="accountHolder.city" label="City" />
        <TextField {...props} path="accountHolder.state" label="State" />
        <TextField {...props} path="accountHolder.zip" label="ZIP code" />
        <TextField {...props} path="accountHolder.country" label="Country (2 letters)" />
      </ColumnLayout>
    </FormSection>
  );
}
