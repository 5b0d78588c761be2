import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ACCESSORIAL_CHOICES, refusesProtectFromFreeze } from '#domain/freight/freight-accessorial.rules';
import { LOAD_TYPE_INFO } from '#domain/freight/freight-load.rules';
import { LOAD_TYPES, type FreightAccessorialCode, type LoadType } from '#domain/freight/freight.schema';
import { FormSection } from '#web/components/form-section';
import { TextField, type FieldBinding } from '#web/pages/catalog/commons/catalog-form-fields';
import type { FreightFormValues } from './freight-form.values';

type Form = FieldBinding & { values: FreightFormValues };

const LOAD_TYPE_ITEMS = LOAD_TYPES.map((t) => ({ value: t, label: LOAD_TYPE_INFO[t].label }));

/** Load type, the accessorials by the spec's names and codes, and the quote options (orders §3). */
export function FreightServicesSection({ form }: { form: Form }) {
  const { values } = form;
  const chosen = new Set(values.accessorials);
  const toggle = (code: FreightAccessorialCode, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    form.setField('accessorials', [...next]);
  };
  const setLoadType = (t: LoadType) => {
    form.setField('loadType', t);
    // A reefer load is kept cold already: protect from freeze would be refused.
    if (refusesProtectFromFreeze(t))
      form.setField(
        'accessorials',
        values.accessorials.filter((c) => c !== 116),
      );
  };
  const extreme = values.options.extreme_length_item;
  return (
    <FormSection title="Service">
      <ColumnLayout columns={3}>
        <FormField label="Load type" errorText={form.errors.loadType}>
          <RadioGroup
            value={values.loadType}
            items={LOAD_TYPE_ITEMS}
            onChange={(e) => setLoadType(e.detail.value as LoadType)}
          />
        </FormField>
        <FormField label="Accessorials" errorText={form.errors.accessorials}>
          {ACCESSORIAL_CHOICES.map((a) => (
            <Checkbox
              key={a.code}
              checked={chosen.has(a.code)}
              disabled={a.code === 116 && refusesProtectFromFreeze(values.loadType)}
              onChange={(e) => toggle(a.code, e.detail.checked)}
            >
              {a.name} ({a.code})
            </Checkbox>
          ))}
        </FormField>
        <SpaceBetween size="s">
          <FormField label="Options">
            <Checkbox
              checked={values.options.cargo_shield_insured}
              onChange={(e) => form.setField('options.cargo_shield_insured', e.detail.checked)}
            >
              Cargo insurance
            </Checkbox>
            <Checkbox
              checked={values.options.condition_is_new}
              onChange={(e) => form.setField('options.condition_is_new', e.detail.checked)}
            >
              Goods are new
            </Checkbox>
            <Checkbox
              checked={values.options.protection_from_freeze}
              disabled={refusesProtectFromFreeze(values.loadType)}
              onChange={(e) => form.setField('options.protection_from_freeze', e.detail.checked)}
            >
              Protection from freeze
            </Checkbox>
            <Checkbox
              checked={extreme.active}
              onChange={(e) => form.setField('options.extreme_length_item.active', e.detail.checked)}
            >
              Extreme length item
            </Checkbox>
          </FormField>
          <TextField
            form={form}
            path="options.declared_value"
            label="Declared value ($)"
            value={values.options.declared_value}
            type="number"
            inputMode="decimal"
          />
          {extreme.active && (
            <ColumnLayout columns={2}>
              <TextField
                form={form}
                path="options.extreme_length_item.value"
                label="Length (in)"
                value={extreme.value}
                type="number"
              />
              <TextField
                form={form}
                path="options.extreme_length_item.bundleCount"
                label="Bundles"
                value={extreme.bundleCount}
                type="number"
              />
            </ColumnLayout>
          )}
        </SpaceBetween>
      </ColumnLayout>
    </FormSection>
  );
}
