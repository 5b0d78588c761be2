import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FieldErrors } from '#web/lib/field-errors';
import type { TrackingPageFormValues } from './tracking-page-form.values';

export interface TrackingPagePanelProps {
  values: TrackingPageFormValues;
  errors: FieldErrors;
  setField: (path: string, value: unknown) => void;
  readOnly: boolean;
}

const COLOR_FIELDS = [
  { key: 'header', label: 'Header colour' },
  { key: 'text', label: 'Text colour' },
  { key: 'details', label: 'Details colour' },
] as const;

/** Where the page lives (its subdomain) and how it looks: name, logo and the template colours. */
export function TrackingPageBrandPanel({
  values,
  errors,
  setField,
  readOnly,
  trackingHost,
}: TrackingPagePanelProps & { trackingHost: string | undefined }) {
  const text = (path: 'subDomain' | 'companyName' | 'logoUrl', label: string) => ({
    readOnly,
    value: values[path],
    ariaLabel: label,
    onChange: ({ detail }: { detail: { value: string } }) => setField(path, detail.value),
  });
  return (
    <Container header={<Header variant="h2">Page</Header>}>
      <SpaceBetween size="l">
        <FormField
          label="Subdomain"
          description="Letters, digits, hyphens and underscores. Shoppers open your page at this address."
          errorText={errors.subDomain}
          secondaryControl={trackingHost ? <span>.{trackingHost}</span> : undefined}
        >
          <Input {...text('subDomain', 'Subdomain')} placeholder="your-shop" spellcheck={false} />
        </FormField>
        <FormField
          label="Company name"
          description="Shown in the header. Empty: your account name."
          errorText={errors.companyName}
        >
          <Input {...text('companyName', 'Company name')} />
        </FormField>
        <FormField
          label="Logo URL"
          constraintText="An https:// image address, up to 1,024 characters."
          errorText={errors.logoUrl}
        >
          <Input {...text('logoUrl', 'Logo URL')} inputMode="url" placeholder="https://" />
        </FormField>
        <ColumnLayout columns={3}>
          {COLOR_FIELDS.map(({ key, label }) => (
            <FormField key={key} label={label} errorText={errors[`colors.${key}`]}>
              <Input
                readOnly={readOnly}
                value={values.colors[key]}
                placeholder="#000000"
                onChange={(e) => setField(`colors.${key}`, e.detail.value)}
                ariaLabel={label}
              />
            </FormField>
          ))}
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}

const CONTACT_FIELDS = [
  { key: 'email', label: 'Email', inputMode: 'email' },
  { key: 'phone', label: 'Phone', inputMode: 'tel' },
  { key: 'url', label: 'Website', inputMode: 'url' },
] as const;

/** How shoppers reach the merchant: each optional, each checked by the shared field rules. */
export function TrackingPageContactPanel({ values, errors, setField, readOnly }: TrackingPagePanelProps) {
  return (
    <Container header={<Header variant="h2">Contact</Header>}>
      <ColumnLayout columns={3}>
        {CONTACT_FIELDS.map(({ key, label, inputMode }) => (
          <FormField key={key} label={label} errorText={errors[`contact.${key}`]}>
            <Input
              readOnly={readOnly}
              value={values.contact[key]}
              inputMode={inputMode}
              ariaLabel={`Contact ${label.toLowerCase()}`}
              onChange={(e) => setField(`contact.${key}`, e.detail.value)}
            />
          </FormField>
        ))}
      </ColumnLayout>
    </Container>
  );
}
