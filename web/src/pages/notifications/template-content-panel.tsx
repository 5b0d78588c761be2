import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { FieldErrors } from '#web/lib/field-errors';
import type { TemplateFormValues } from './template-form.values';

export interface TemplatePanelProps {
  values: TemplateFormValues;
  errors: FieldErrors;
  setField: (path: string, value: unknown) => void;
  readOnly: boolean;
}

const COLOR_FIELDS = [
  { key: 'header', label: 'Header colour' },
  { key: 'text', label: 'Text colour' },
  { key: 'details', label: 'Details colour' },
] as const;

/** Whether the email goes out, its subject, colours, and which sections it shows. */
export function TemplateContentPanel({ values, errors, setField, readOnly }: TemplatePanelProps) {
  return (
    <Container header={<Header variant="h2">Email</Header>}>
      <SpaceBetween size="l">
        <Toggle readOnly={readOnly} checked={values.isActive} onChange={(e) => setField('isActive', e.detail.checked)}>
          Send this email
        </Toggle>
        <FormField
          label="Subject"
          description="{orderNumber} and {companyName} are filled in for each order."
          errorText={errors.subject}
        >
          <Input
            readOnly={readOnly}
            value={values.subject}
            onChange={(e) => setField('subject', e.detail.value)}
            ariaLabel="Subject"
          />
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
        <FormField label="Sections">
          <SpaceBetween size="xxs">
            <Checkbox
              readOnly={readOnly}
              checked={values.trackingHistory}
              onChange={(e) => setField('trackingHistory', e.detail.checked)}
            >
              Tracking history
            </Checkbox>
            <Checkbox
              readOnly={readOnly}
              checked={values.itemsBought}
              onChange={(e) => setField('itemsBought', e.detail.checked)}
            >
              Items bought
            </Checkbox>
            <Checkbox
              readOnly={readOnly}
              checked={values.contactUs}
              onChange={(e) => setField('contactUs', e.detail.checked)}
            >
              Contact us
            </Checkbox>
          </SpaceBetween>
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
