import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import type { PermissionKey } from '#domain/permissions/permission-keys';
import { hasAllPermissions } from '#domain/permissions/permission-keys';
import { useOptionalAccount } from '#web/app/account/account-context';

/** True when the selected membership grants every required key (orders §6: none defined = all allowed). */
export function usePermissions(required: readonly PermissionKey[]): boolean {
  const account = useOptionalAccount();
  if (!account) return false;
  return hasAllPermissions(account.membership.permissions, required);
}

/** Orders §6 / accounts §6: hides content, or shows `fallback`, unless all required permissions are true. */
export function PermissionGuard({
  required,
  fallback = null,
  children,
}: {
  required: readonly PermissionKey[];
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return <>{usePermissions(required) ? children : fallback}</>;
}

/** A whole page behind permissions: its content, or the "Not allowed" alert naming what the member may not do. */
export function GuardedPage({
  required,
  notAllowed,
  children,
}: {
  required: readonly PermissionKey[];
  /** Ends "Your team permissions do not include …" (e.g. "managing users"). */
  notAllowed: string;
  children: ReactNode;
}) {
  return (
    <PermissionGuard
      required={required}
      fallback={
        <Alert type="error" header="Not allowed">
          {`Your team permissions do not include ${notAllowed}.`}
        </Alert>
      }
    >
      {children}
    </PermissionGuard>
  );
}
