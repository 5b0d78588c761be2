import { useImperativeHandle, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { onboardingCompanyStepSchema } from '#domain/forms/onboarding-form.schema';
import { ONBOARDING_MESSAGES } from '#domain/onboarding/onboarding.schema';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PageLoading } from '#web/components/page-loading';
import { CompanyLogoPanel } from '#web/pages/settings/company/company-logo-panel';
import { useCompanyProfile } from '#web/pages/settings/company/use-company-profile';
import { useStepSave } from './use-step-save';
import type { StepProps } from './wizard-step';

const nameRule = onboardingCompanyStepSchema.shape.companyName;

/** Step 1 (accounts §5 Onboarding): the company name, and the logo (required, at most 2,097,152 bytes). */
export function CompanyStep({ ref, saveStep }: StepProps) {
  const company = useCompanyProfile();
  const [name, setName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { save, error } = useStepSave(saveStep, setErrors);
  const companyName = name ?? company.data?.companyName ?? '';
  const logoUrl = company.data?.logoUrl;

  useImperativeHandle(ref, () => ({
    next: async () => {
      // Still loading: the name and logo shown are not known yet.
      if (!company.data) return false;
      const checked = nameRule.safeParse(companyName);
      const found: Record<string, string> = {};
      if (!checked.success) found.companyName = checked.error.issues[0]?.message ?? '';
      if (!logoUrl) found.logo = ONBOARDING_MESSAGES.logoRequired;
      setErrors(found);
      if (Object.keys(found).length > 0 || !checked.success) return false;
      return save({ step: 'company', companyName: checked.data });
    },
  }));

  if (!company.data) {
    return company.error ? (
      <LoadErrorAlert
        header="Could not load the company profile"
        error={company.error}
        onRetry={() => void company.reload()}
      />
    ) : (
      <PageLoading />
    );
  }
  return (
    <SpaceBetween size="l">
      {error && <Alert type="error">{error}</Alert>}
      <Container header={<Header variant="h2">Your company</Header>}>
        <FormField label="Company name" errorText={errors.companyName} constraintText="At most 30 characters.">
          <Input
            value={companyName}
            onChange={(e) => {
              setName(e.detail.value);
              setErrors(({ companyName: _n, ...rest }) => rest);
            }}
          />
        </FormField>
      </Container>
      {errors.logo && !logoUrl && (
        <Alert type="error" header="Logo">
          {errors.logo}: upload a PNG or JPEG of at most 2 MB below.
        </Alert>
      )}
      <CompanyLogoPanel logoUrl={logoUrl} upload={company.uploadLogo} remove={company.removeLogo} />
    </SpaceBetween>
  );
}
