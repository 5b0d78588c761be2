import { useParams } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CLAIM_BLOCKS } from '#domain/claims/claim-prefill.rules';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PageLoading } from '#web/components/page-loading';
import { RouterLink } from '#web/components/router-link';
import { ClaimBlockSection } from './claim-block-section';
import { ClaimDetailsSection } from './claim-details-section';
import { ClaimDocumentsSection } from './claim-documents-section';
import { useClaim } from './use-claim';

/** A draft claim's form: details, the four blocks, the policy payee and the documents; save or submit. */
export function ClaimFormPage() {
  const { claimId = '' } = useParams();
  const c = useClaim(claimId);
  if (c.error && !c.claim)
    return <LoadErrorAlert header="Could not load the claim" error={c.error} onRetry={c.reload} />;
  if (!c.claim || !c.form) return <PageLoading />;
  const { claim, form, setForm, fieldErrors } = c;
  const detailHref = `/claims/${encodeURIComponent(claim.claimId)}`;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${claim.reason} · order ${claim.orderNumber}${claim.trackingCode ? ` · ${claim.trackingCode}` : ''}`}
        >
          {claim.status === 'draft' ? 'Draft claim' : 'Claim'}
        </Header>
      }
    >
      <form onSubmit={(e) => e.preventDefault()}>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <RouterLink href={detailHref}>Cancel</RouterLink>
              <Button loading={c.busy === 'save'} disabled={!claim.actions.edit} onClick={() => void c.save()}>
                Save draft
              </Button>
              <Button
                variant="primary"
                loading={c.busy === 'submit'}
                disabled={!claim.actions.submit}
                onClick={() => void c.submit()}
              >
                Submit claim
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            <ClaimDetailsSection
              details={form.claimDetails}
              errors={fieldErrors}
              onChange={(claimDetails) => setForm({ ...form, claimDetails })}
            />
            {CLAIM_BLOCKS.map((name) => (
              <ClaimBlockSection
                key={name}
                name={name}
                block={form[name]}
                errors={fieldErrors}
                defaultExpanded={name === 'payeeDetails' && form.usePolicyPayee}
                onChange={(block) => setForm({ ...form, [name]: block })}
              />
            ))}
            <SpaceBetween size="s">
              <Checkbox
                checked={form.usePolicyPayee}
                onChange={({ detail }) => setForm({ ...form, usePolicyPayee: detail.checked })}
              >
                Pay the policy's payee
              </Checkbox>
              <FormField label="Policy number" errorText={fieldErrors.policyNumber}>
                <Input
                  value={form.policyNumber}
                  onChange={({ detail }) => setForm({ ...form, policyNumber: detail.value })}
                />
              </FormField>
            </SpaceBetween>
            <ClaimDocumentsSection
              claimId={claim.claimId}
              documents={c.documents}
              editable={claim.actions.edit || claim.actions.withdraw}
              onChanged={c.reload}
            />
          </SpaceBetween>
        </Form>
      </form>
    </ContentLayout>
  );
}
