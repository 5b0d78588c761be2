import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PageLoading } from '#web/components/page-loading';
import { useBillingAccess } from './use-billing-access';

/**
 * Billing's pages behind billing access (accounts §4, §8): rejected or hidden show the spec's message
 * instead of the page; pending verification shows the page under a notice.
 */
export function BillingAccessGate({ children }: { children: ReactNode }) {
  const access = useBillingAccess();
  if (access.error)
    return (
      <LoadErrorAlert header="Billing could not be loaded" error={access.error} onRetry={() => void access.reload()} />
    );
  if (!access.data) return <PageLoading />;
  if (access.data.message)
    return (
      <Alert type="warning" header="Billing is not available">
        {access.data.message}
      </Alert>
    );
  return (
    <>
      {access.data.status === 'pending_verification' && (
        <Alert type="info" header="Your account is being verified">
          You can use Billing while the review finishes.
        </Alert>
      )}
      {children}
    </>
  );
}
