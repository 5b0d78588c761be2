import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FieldErrors } from '#web/lib/field-errors';
import { LENGTH_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS, type ItemDimensionsValues } from './item-dimensions.values';

/** What a field needs of its form: the messages to show and how to change a value at a dotted path. */
export interface FieldBinding {
  errors: FieldErrors;
  setField: (path: string, value: unknown) => void;
}

/** One labelled text or number input bound to a dotted path; its message comes from the shared schema or the API. */
export function TextField({
  form,
  path,
  label,
  value,
  type = 'text',
  constraintText,
  description,
  disabled,
  inputMode,
}: {
  form: FieldBinding;
  path: string;
  label: string;
  value: string;
  type?: InputProps['type'];
  constraintText?: string;
  description?: string;
  disabled?: boolean;
  inputMode?: InputProps['inputMode'];
}) {
  return (
    <FormField label={label} errorText={form.errors[path]} constraintText={constraintText} description={description}>
      <Input
        type={type}
        inputMode={inputMode}
        value={value}
        disabled={disabled}
        onChange={(e) => form.setField(path, e.detail.value)}
      />
    </FormField>
  );
}

export function UnitSelect({
  form,
  path,
  label,
  value,
  options,
}: {
  form: FieldBinding;
  path: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <FormField label={label} errorText={form.errors[path]}>
      <Select
        selectedOption={options.find((o) => o.value === value) ?? null}
        options={options}
        onChange={(e) => form.setField(path, e.detail.selectedOption.value)}
      />
    </FormField>
  );
}

/** The three sides at `path` (`<path>.length`, `.width`, `.height`), labelled with an optional prefix ("Internal length"). */
export function SideFields({
  form,
  path,
  values,
  labelPrefix,
}: {
  form: FieldBinding;
  path: string;
  values: { length: string; width: string; height: string };
  labelPrefix?: string;
}) {
  return (
    <>
      {(['length', 'width', 'height'] as const).map((key) => (
        <TextField
          key={key}
          form={form}
          path={`${path}.${key}`}
          label={labelPrefix ? `${labelPrefix} ${key}` : key[0].toUpperCase() + key.slice(1)}
          value={values[key]}
          inputMode="decimal"
        />
      ))}
    </>
  );
}

/** Length, width, height and their unit, then weight and its unit (accounts §3 Product dimensions). */
export function ItemDimensionsFields({
  form,
  path,
  values,
}: {
  form: FieldBinding;
  path: string;
  values: ItemDimensionsValues;
}) {
  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={4}>
        <SideFields form={form} path={path} values={values} />
        <UnitSelect
          form={form}
          path={`${path}.units`}
          label="Length unit"
          value={values.units}
          options={LENGTH_UNIT_OPTIONS}
        />
      </ColumnLayout>
      <ColumnLayout columns={4}>
        <TextField
          form={form}
          path={`${path}.weight.value`}
          label="Weight"
          value={values.weight.value}
          inputMode="decimal"
        />
        <UnitSelect
          form={form}
          path={`${path}.weight.units`}
          label="Weight unit"
          value={values.weight.units}
          options={WEIGHT_UNIT_OPTIONS}
        />
      </ColumnLayout>
    </SpaceBetween>
  );
}
