import { LEAD_PATHS, type LeadReceived } from '#api/leads';
import { MONTHLY_VOLUMES, MONTHLY_VOLUME_LABELS, demoRequestFormSchema } from '#domain/leads/lead.schema';
import { LeadForm, LeadSent } from '../../components/lead-form';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { usePublicForm } from '../../lib/use-public-form';

const LABELS = {
  name: 'Your name',
  email: 'Work email',
  company: 'Company',
  monthlyVolume: 'Monthly shipments',
  whatTheyShip: 'What do you ship?',
} as const;
const VOLUME_OPTIONS = MONTHLY_VOLUMES.map((value) => ({ value, label: MONTHLY_VOLUME_LABELS[value] }));

/** accounts §2 request-a-demo: who asks and what sales needs to prepare the demo (docs/decisions.md). */
export default function RequestADemoPage() {
  const form = usePublicForm<typeof demoRequestFormSchema, LeadReceived>({
    schema: demoRequestFormSchema,
    path: LEAD_PATHS.demo,
    initial: { name: '', email: '', company: '', monthlyVolume: '', whatTheyShip: '' },
  });
  return (
    <section className="site-section site-narrow">
      <span className="site-eyebrow">Request a demo</span>
      <h1>See Shipdeck with your own orders</h1>
      <p className="site-lead">
        A 30-minute walkthrough with a specialist: your store connected, your boxes and coolant set up, and real rates
        for the lanes you ship.
      </p>
      {form.result ? (
        <LeadSent title="Request received" message={form.result.message} />
      ) : (
        <LeadForm
          labels={LABELS}
          errors={form.errors}
          formError={form.formError}
          sending={form.sending}
          submitText="Request a demo"
          onSubmit={() => void form.submit()}
          humanCheck={form.humanCheck}
        >
          <TextField label={LABELS.name} autoComplete="name" {...form.field('name')} />
          <TextField label={LABELS.email} type="email" autoComplete="email" {...form.field('email')} />
          <TextField label={LABELS.company} autoComplete="organization" {...form.field('company')} />
          <SelectField
            label={LABELS.monthlyVolume}
            options={VOLUME_OPTIONS}
            placeholder="Choose a range"
            {...form.field('monthlyVolume')}
          />
          <TextField
            label={LABELS.whatTheyShip}
            hint="For example: frozen seafood on dry ice, chocolate in summer, meal kits."
            rows={3}
            {...form.field('whatTheyShip')}
          />
        </LeadForm>
      )}
    </section>
  );
}
