import { LEAD_PATHS, type LeadReceived } from '#api/leads';
import { contactFormSchema } from '#domain/leads/lead.schema';
import { LeadForm, LeadSent } from '../../components/lead-form';
import { TextField } from '../../components/text-field';
import { usePublicForm } from '../../lib/use-public-form';

const LABELS = { email: 'Email', message: 'Message' } as const;

/** accounts §2 contact-us, §5 Contact: a message and a valid email, to the sales inbox. */
export default function ContactUsPage() {
  const form = usePublicForm<typeof contactFormSchema, LeadReceived>({
    schema: contactFormSchema,
    path: LEAD_PATHS.contact,
    initial: { email: '', message: '' },
  });
  return (
    <section className="site-section site-narrow">
      <span className="site-eyebrow">Contact us</span>
      <h1>Talk to a shipping specialist</h1>
      <p className="site-lead">
        Questions about rates, dry ice, perishables or moving from another platform? Send us a note and a person who
        ships food will answer.
      </p>
      {form.result ? (
        <LeadSent title="Message sent" message={form.result.message} />
      ) : (
        <LeadForm
          labels={LABELS}
          errors={form.errors}
          formError={form.formError}
          sending={form.sending}
          submitText="Send message"
          onSubmit={() => void form.submit()}
          humanCheck={form.humanCheck}
        >
          <TextField label={LABELS.email} type="email" autoComplete="email" {...form.field('email')} />
          <TextField label={LABELS.message} rows={6} {...form.field('message')} />
        </LeadForm>
      )}
    </section>
  );
}
