import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import Toggle from '@cloudscape-design/components/toggle';
import type { FieldBinding } from '#web/pages/catalog/commons/catalog-form-fields';
import { deliveryConfirmationOn, type AccountSettingsFormValues } from './account-settings-form.values';

/** What every settings field and panel gets: the form's values, its field binding, and whether it is read-only. */
export interface SettingsBinding {
  form: FieldBinding & { values: AccountSettingsFormValues; readOnly: boolean };
}

/** A switch bound to a boolean setting. */
export function SettingsToggle({
  form,
  path,
  checked,
  label,
  description,
}: SettingsBinding & { path: string; checked: boolean; label: string; description?: string }) {
  return (
    <Toggle
      checked={checked}
      readOnly={form.readOnly}
      onChange={(e) => form.setField(path, e.detail.checked)}
      description={description}
    >
      {label}
    </Toggle>
  );
}

/** A number setting, typed as text; `disabled` greys it out while it does not apply. */
export function SettingsNumber({
  form,
  path,
  label,
  value,
  constraintText,
  disabled,
}: SettingsBinding & { path: string; label: string; value: string; constraintText?: string; disabled?: boolean }) {
  return (
    <FormField label={label} errorText={form.errors[path]} constraintText={constraintText}>
      <Input
        type="number"
        inputMode="decimal"
        value={value}
        readOnly={form.readOnly}
        disabled={!form.readOnly && disabled}
        onChange={(e) => form.setField(path, e.detail.value)}
      />
    </FormField>
  );
}

/** A unit setting chosen from its list. */
export function SettingsUnit({
  form,
  path,
  label,
  value,
  options,
}: SettingsBinding & { path: string; label: string; value: string; options: { value: string; label: string }[] }) {
  return (
    <FormField label={label} errorText={form.errors[path]}>
      <Select
        selectedOption={options.find((o) => o.value === value) ?? null}
        options={options}
        readOnly={form.readOnly}
        onChange={(e) => form.setField(path, e.detail.selectedOption.value)}
      />
    </FormField>
  );
}

/** One switch as a panel lists it: the setting's dotted path, its label, and an optional description. */
export type ToggleSpec = readonly [path: string, label: string, description?: string];

/** Whether the setting at `path` is on; a stored string (a carrier's confirmation kind) counts as on. */
function settingOn(values: AccountSettingsFormValues, path: string): boolean {
  const value = path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], values);
  return typeof value === 'boolean' ? value : deliveryConfirmationOn(value as string);
}

/** Switches bound to boolean settings, in the order given. */
export function SettingsToggles({ form, toggles }: SettingsBinding & { toggles: readonly ToggleSpec[] }) {
  return (
    <>
      {toggles.map(([path, label, description]) => (
        <SettingsToggle
          key={path}
          form={form}
          path={path}
          checked={settingOn(form.values, path)}
          label={label}
          description={description}
        />
      ))}
    </>
  );
}
