import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { MARKUP_MAX, MARKUP_MIN } from '#domain/forms/settings-forms.schema';
import { ROUNDING_OPTIONS } from './rate-settings-form.values';
import type { RateSettingsPanelProps } from './service-mapping-panel';

/** Markup and rounding (accounts §3, §5): the price the merchant sees for a quote. */
export function PricingPanel({ values, errors, setField, readOnly }: RateSettingsPanelProps) {
  const { userMarkup, rounding } = values;
  return (
    <Container
      header={
        <Header variant="h2" description="Change the rates you see: a markup or markdown, then rounding.">
          Markup and rounding
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Toggle
          readOnly={readOnly}
          checked={userMarkup.active}
          onChange={(e) => setField('userMarkup.active', e.detail.checked)}
        >
          Mark rates up or down
        </Toggle>
        <FormField
          label="Markup (%)"
          constraintText={`${MARKUP_MIN}% to ${MARKUP_MAX}%. A negative value is a markdown.`}
          errorText={errors['userMarkup.value']}
        >
          <Input
            type="number"
            inputMode="decimal"
            readOnly={readOnly}
            disabled={!readOnly && !userMarkup.active}
            value={userMarkup.value}
            onChange={(e) => setField('userMarkup.value', e.detail.value)}
          />
        </FormField>
        <ColumnLayout columns={2}>
          <Toggle
            readOnly={readOnly}
            checked={rounding.active}
            onChange={(e) => setField('rounding.active', e.detail.checked)}
            description="Rates are rounded to whole dollars after the markup."
          >
            Round rates
          </Toggle>
          <FormField label="Rounding" errorText={errors['rounding.type']}>
            <Select
              readOnly={readOnly}
              disabled={!readOnly && !rounding.active}
              selectedOption={ROUNDING_OPTIONS.find((o) => o.value === rounding.type) ?? null}
              options={ROUNDING_OPTIONS}
              onChange={(e) => setField('rounding.type', e.detail.selectedOption.value)}
            />
          </FormField>
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}
