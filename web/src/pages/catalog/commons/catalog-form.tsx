import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PermissionKey } from '#domain/permissions/permission-keys';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { LoadingSpinner } from '#web/components/loading-spinner';
import { PermissionGuard } from '#web/components/permission-guard';
import { SubmitForm, SubmitFormActions } from '#web/components/submit-form';
import { useLoad } from '#web/hooks/use-load';

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
  if (loading || initial === undefined) return <LoadingSpinner />;
  return <>{children(initial)}</>;
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
      <SubmitForm
        onSubmit={onSubmit}
        errorText={formError}
        errorIconAriaLabel="Error"
        actions={
          <SubmitFormActions
            onCancel={() => navigate(cancelHref)}
            dirty={dirty}
            onReset={onReset}
            submitLabel={submitLabel}
            submitting={submitting}
          />
        }
      >
        <SpaceBetween size="l">
          {dirty && <Alert type="info">You have unsaved changes.</Alert>}
          {children}
        </SpaceBetween>
      </SubmitForm>
      {prompt}
    </ContentLayout>
  );
}
