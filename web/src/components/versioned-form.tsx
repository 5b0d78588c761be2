import { Fragment, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PermissionKey } from '#domain/permissions/permission-keys';
import { LoadErrorAlert } from './load-error-alert';
import { PageLoading } from './page-loading';
import { usePermissions } from './permission-guard';

/** What a form over one versioned item (settings, a template) gets from its loader. */
export interface VersionedFormProps<T, S> {
  loaded: T;
  readOnly: boolean;
  save: S;
  reload: () => void;
}

/**
 * Loads a versioned item and shows its form: the load error with a retry, the loading state, then
 * the form, remounted on each version a save or reload answers so "unsaved changes" starts again.
 */
export function VersionedFormLoader<T extends { version: number }, S>({
  item,
  loadErrorHeader,
  editPermissions,
  children,
}: {
  item: { data?: T | null; error?: string | null; save: S; reload: () => Promise<unknown> | void };
  loadErrorHeader: string;
  editPermissions: readonly PermissionKey[];
  children: (props: VersionedFormProps<T, S>) => ReactNode;
}) {
  const canEdit = usePermissions(editPermissions);
  if (item.error)
    return <LoadErrorAlert header={loadErrorHeader} error={item.error} onRetry={() => void item.reload()} />;
  if (!item.data) return <PageLoading />;
  return (
    <Fragment key={item.data.version}>
      {children({ loaded: item.data, readOnly: !canEdit, save: item.save, reload: () => void item.reload() })}
    </Fragment>
  );
}

/**
 * The form of a versioned item: submit unless read-only; actions Reload (only after the 409 answered
 * as `conflictMessage`), any extra actions, Reset (when dirty) and Save; the read-only and (unless
 * `unsavedNotice` is false, for a form that is one section of a larger page) unsaved-changes notices
 * above the panels.
 */
export function VersionedForm({
  readOnly,
  readOnlyNotice,
  formError,
  conflictMessage,
  submitting,
  dirty,
  saveLabel,
  unsavedNotice = true,
  extraActions,
  onSubmit,
  onReset,
  onReload,
  children,
}: {
  readOnly: boolean;
  readOnlyNotice: string;
  formError: string | null;
  /** The form error a stale save shows; without it a 409 shows its own message and no Reload. */
  conflictMessage?: string;
  submitting: boolean;
  dirty: boolean;
  saveLabel: string;
  unsavedNotice?: boolean;
  extraActions?: ReactNode;
  onSubmit: () => void;
  onReset: () => void;
  onReload: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!readOnly) onSubmit();
      }}
      noValidate
    >
      <Form
        errorText={formError}
        errorIconAriaLabel="Error"
        actions={
          readOnly ? undefined : (
            <SpaceBetween direction="horizontal" size="xs">
              {conflictMessage !== undefined && formError === conflictMessage && (
                <Button formAction="none" onClick={onReload}>
                  Reload
                </Button>
              )}
              {extraActions}
              <Button formAction="none" disabled={!dirty} onClick={onReset}>
                Reset
              </Button>
              <Button variant="primary" formAction="submit" loading={submitting}>
                {saveLabel}
              </Button>
            </SpaceBetween>
          )
        }
      >
        <SpaceBetween size="l">
          {readOnly && (
            <Alert type="info" header="Read only">
              {readOnlyNotice}
            </Alert>
          )}
          {unsavedNotice && dirty && <Alert type="info">You have unsaved changes.</Alert>}
          {children}
        </SpaceBetween>
      </Form>
    </form>
  );
}
