import { PARTNERS_PATH, type PartnerRegistered } from '#api/partners';
import { partnerRegistrationFormSchema } from '#domain/partners/partner.schema';
import { LeadForm } from '../../components/lead-form';
import { TextField } from '../../components/text-field';
import { usePublicForm } from '../../lib/use-public-form';
import { PartnerProgram } from './partner-program';
import { PartnerWelcome } from './partner-welcome';

const LABELS = { name: 'Name', email: 'Email', permalink: 'Permalink' } as const;

/** accounts §2 partners, §5 Partner-like form: what the program is, and the registration. */
export default function PartnersPage() {
  const form = usePublicForm<typeof partnerRegistrationFormSchema, PartnerRegistered>({
    schema: partnerRegistrationFormSchema,
    path: PARTNERS_PATH,
    initial: { name: '', email: '', permalink: '' },
  });
  return (
    <>
      <PartnerProgram />
      <section className="site-section site-narrow" aria-labelledby="partner-join">
        <h2 id="partner-join">Become a partner</h2>
        {form.result ? (
          <PartnerWelcome registered={form.result} />
        ) : (
          <LeadForm
            labels={LABELS}
            errors={form.errors}
            formError={form.formError}
            sending={form.sending}
            submitText="Join the program"
            onSubmit={() => void form.submit()}
            humanCheck={form.humanCheck}
          >
            <TextField label={LABELS.name} autoComplete="name" maxLength={60} {...form.field('name')} />
            <TextField label={LABELS.email} type="email" autoComplete="email" {...form.field('email')} />
            <TextField
              label={LABELS.permalink}
              hint={`Your link will be ${window.location.origin}/partners/<permalink>. Letters, digits, - and _.`}
              maxLength={40}
              {...form.field('permalink')}
            />
          </LeadForm>
        )}
      </section>
    </>
  );
}
