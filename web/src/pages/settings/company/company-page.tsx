import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { COMPANY_MESSAGES, companyProfileSchema, type CompanyProfile } from '#domain/company/company-profile.schema';
import { ApiError } from '#web/api/api-error';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { FormSection } from '#web/components/form-section';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PageLoading } from '#web/components/page-loading';
import { SubmitForm } from '#web/components/submit-form';
import { GuardedPage } from '#web/components/permission-guard';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { CompanyLogoPanel } from './company-logo-panel';
import { useCompanyProfile } from './use-company-profile';

const FIELDS: { key: keyof CompanyProfile; label: string; type?: 'email' | 'url' }[] = [
  { key: 'companyName', label: 'Company name' },
  { key: 'companyEmail', label: 'Company email', type: 'email' },
  { key: 'companyPhone', label: 'Company phone' },
  { key: 'website', label: 'Website', type: 'url' },
];

/** Settings › Company profile (`/settings/company`, edit_company): the four fields and the logo (accounts §3, §5). */
export function CompanyPage() {
  return (
    <GuardedPage required={['edit_company']} notAllowed="editing the company profile">
      <CompanyContent />
    </GuardedPage>
  );
}

function CompanyContent() {
  const company = useCompanyProfile();
  const { notify, reportError } = useNotifications();
  const loaded = company.data;
  if (!loaded) {
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
    <ContentLayout
      header={
        <Header variant="h1" description="Who you are on packing slips, tracking pages and invoices.">
          Company profile
        </Header>
      }
    >
      <SpaceBetween size="l">
        <CompanyForm
          initial={loaded}
          save={async (profile) => {
            await company.save(profile);
            notify({ type: 'success', content: COMPANY_MESSAGES.saved });
          }}
        />
        <CompanyLogoPanel
          logoUrl={loaded.logoUrl}
          upload={async (input) => {
            await company.uploadLogo(input);
            notify({ type: 'success', content: COMPANY_MESSAGES.logoSaved });
          }}
          remove={() =>
            company
              .removeLogo()
              .then(() => notify({ type: 'success', content: COMPANY_MESSAGES.logoRemoved }))
              .catch(reportError)
          }
        />
      </SpaceBetween>
    </ContentLayout>
  );
}

/** The four fields, starting from what was loaded (a form made once the profile is there). */
function CompanyForm({ initial, save }: { initial: CompanyProfile; save: (profile: CompanyProfile) => Promise<void> }) {
  const { reportError } = useNotifications();
  const [initialValues] = useState<CompanyProfile>(() => ({
    companyName: initial.companyName,
    companyEmail: initial.companyEmail,
    companyPhone: initial.companyPhone,
    website: initial.website ?? '',
  }));
  const form = useSchemaForm<CompanyProfile>(companyProfileSchema, initialValues);
  const submit = async () => {
    if (!form.validate()) return;
    try {
      await save(companyProfileSchema.parse(form.values));
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fieldErrors).length) form.setServerErrors(e.fieldErrors);
      else reportError(e);
    }
  };
  return (
    <SubmitForm onSubmit={() => void submit()} errorText={null} actions={<Button variant="primary">Save</Button>}>
      <FormSection title="Company">
        <ColumnLayout columns={2}>
          {FIELDS.map(({ key, label, type }) => (
            <FormField key={key} label={label} errorText={form.errors[key]}>
              <Input
                ariaLabel={label}
                type={type}
                value={form.values[key] ?? ''}
                onChange={(e) => form.setField(key, e.detail.value)}
              />
            </FormField>
          ))}
        </ColumnLayout>
      </FormSection>
    </SubmitForm>
  );
}
