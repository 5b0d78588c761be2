import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { PermissionKey } from '#domain/permissions/permission-keys';
import { useNotifications } from '../../app/notifications/notifications-context';
import { PermissionGuard } from '../../components/permission-guard';
import { SessionEndedError } from '../../api/api-error';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { useLoad } from '../../hooks/use-load';
import type { FieldErrors } from '../../lib/field-errors';
import { useServerSave } from '../../hooks/use-server-save';
import {
  DEFAULT_STARTING_UNITS,
  LENGTH_UNIT_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
  type ItemDimensionsValues,
  type StartingUnits,
} from './item-dimensions.values';
import type { ApiClient } from '../../api/api-client';
import { accountSettingsApi } from '../settings/settings-api';

/**
 * The units a new product, packaging or box starts with: the account's defaultWeightUnits and
 * defaultDimensionUnits (accounts §3); lb and in (orders §9) when the settings cannot be read.
 */
export async function loadStartingUnits(client: ApiClient): Promise<StartingUnits> {
  try {
    const settings = await accountSettingsApi(client).get();
    return { weight: settings.defaultWeightUnits, length: settings.defaultDimensionUnits };
  } catch (e) {
    if (e instanceof SessionEndedError) throw e;
    return DEFAULT_STARTING_UNITS;
  }
}

/** Create/edit pages open only with the edit permission (orders §6); others see why. */
export function CatalogFormGuard({
  permission,
  what,
  children,
}: {
  permission: PermissionKey;
  what: string;
  children: ReactNode;
}) {
  return (
    <PermissionGuard
      required={[permission]}
      fallback={
        <Alert type="error" header="Not allowed">
          Your team permissions do not include editing {what}.
        </Alert>
      }
    >
      {children}
    </PermissionGuard>
  );
}

/** Loads the entity being edited (or the empty values for create, which may need the account's units), then renders the form with its initial values. */
export function EntityFormLoader<V>({
  id,
  load,
  empty,
  what,
  children,
}: {
  id: string | undefined;
  load: (id: string) => Promise<V>;
  empty: () => V | Promise<V>;
  what: string;
  children: (initial: V) => ReactNode;
}) {
  // `load` and `empty` are rebuilt each render by callers; the id alone decides what to load.
  const loadInitial = useCallback(() => (id ? load(id) : Promise.resolve(empty())), [id]);
  const { data: initial, loading, error } = useLoad(loadInitial);

  if (error) return <LoadErrorAlert header={`Could not load the ${what}`} error={error} />;
  if (loading || initial === undefined)
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  return <>{children(initial)}</>;
}

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

/** The frame every catalog form shares: title, Cancel/Reset/Submit, the form error and the unsaved-changes notice. */
export function CatalogFormFrame({
  title,
  submitLabel,
  cancelHref,
  submitting,
  formError,
  dirty,
  onReset,
  onSubmit,
  prompt,
  children,
}: {
  title: string;
  submitLabel: string;
  cancelHref: string;
  submitting: boolean;
  formError: string | null;
  dirty: boolean;
  onReset: () => void;
  onSubmit: () => void;
  prompt: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Form
          errorText={formError}
          errorIconAriaLabel="Error"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={() => navigate(cancelHref)}>
                Cancel
              </Button>
              <Button formAction="none" disabled={!dirty} onClick={onReset}>
                Reset
              </Button>
              <Button variant="primary" formAction="submit" loading={submitting}>
                {submitLabel}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            {dirty && <Alert type="info">You have unsaved changes.</Alert>}
            {children}
          </SpaceBetween>
        </Form>
      </form>
      {prompt}
    </ContentLayout>
  );
}

/**
 * Save flow of every catalog form: check with the shared schema, send, toast, leave; an API
 * refusal puts its field messages in place (a 409 conflict on `conflictField`, e.g. a taken SKU).
 */
export function useCatalogSave({
  form,
  unsaved,
  listHref,
  conflictField,
}: {
  form: { validate: () => boolean; setServerErrors: (errors: FieldErrors) => void; reset: () => void };
  unsaved: { allowLeave: () => void; dirty: boolean; prompt: ReactNode };
  listHref: string;
  conflictField?: string;
}) {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const server = useServerSave(form, { conflictField });

  function save(send: () => Promise<unknown>, success: string) {
    return server.save(async () => {
      await send();
      notify({ type: 'success', content: success });
      unsaved.allowLeave();
      navigate(listHref);
    });
  }

  /** The CatalogFormFrame props every catalog form passes the same way. */
  const frame = {
    cancelHref: listHref,
    submitting: server.submitting,
    formError: server.formError,
    dirty: unsaved.dirty,
    onReset: form.reset,
    prompt: unsaved.prompt,
  };
  return { save, frame };
}
