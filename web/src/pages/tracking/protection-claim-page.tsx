import SpaceBetween from '@cloudscape-design/components/space-between';
import { ProtectionClaimForm } from './protection-claim-form';
import { ProtectionClaimPhotos } from './protection-claim-photos';
import { ProtectionClaimReceipt } from './protection-claim-receipt';
import { useProtectionClaim } from './use-protection-claim';

/** accounts §2 protection-claim, on the merchant's tracking site: the form, then its receipt. */
export function ProtectionClaimPage({
  subDomain,
  apiBaseUrl,
  termsHref,
}: {
  subDomain: string;
  apiBaseUrl: string;
  termsHref: string;
}) {
  const claim = useProtectionClaim(subDomain, apiBaseUrl);
  return (
    <SpaceBetween size="l">
      {claim.receipt ? (
        <ProtectionClaimReceipt receipt={claim.receipt}>
          {claim.proof && <ProtectionClaimPhotos proof={claim.proof} apiBaseUrl={apiBaseUrl} />}
        </ProtectionClaimReceipt>
      ) : (
        <ProtectionClaimForm
          submitting={claim.submitting}
          error={claim.error}
          serverErrors={claim.fieldErrors}
          termsHref={termsHref}
          onSubmit={(form) => void claim.submit(form)}
        />
      )}
    </SpaceBetween>
  );
}
