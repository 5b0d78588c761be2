import { LEAD_PATHS, type LeadReceived } from '#api/leads';
import { applyFormSchema } from '#domain/leads/lead.schema';
import { LeadForm, LeadSent } from '../../components/lead-form';
import { TextField } from '../../components/text-field';
import { usePublicForm } from '../../lib/use-public-form';

const LABELS = {
  companyName: 'Company',
  phoneNumber: 'Phone',
  industry: 'Industry',
  'address.address1': 'Address',
  'address.address2': 'Address line 2',
  'address.city': 'City',
  'address.state': 'State',
  'address.country': 'Country',
  'address.zip': 'Zip',
} as const;

/** accounts §2 shipfare-plus-apply, §5 Apply: company, phone, industry and address, reviewed by sales. */
export default function ShipfarePlusApplyPage() {
  const form = usePublicForm<typeof applyFormSchema, LeadReceived>({
    schema: applyFormSchema,
    path: LEAD_PATHS.apply,
    initial: {
      companyName: '',
      phoneNumber: '',
      industry: '',
      address: { address1: '', address2: '', city: '', state: '', country: 'US', zip: '' },
    },
  });
  return (
    <section className="site-section site-narrow">
      <span className="site-eyebrow">ShipFare Plus</span>
      <h1>Apply for ShipFare Plus rates</h1>
      <p className="site-lead">
        ShipFare Plus opens our deepest negotiated UPS, FedEx and USPS rates to established shippers. Tell us about your
        business and we will review your application, usually within two business days.
      </p>
      {form.result ? (
        <LeadSent title="Application received" message={form.result.message} />
      ) : (
        <LeadForm
          labels={LABELS}
          errors={form.errors}
          formError={form.formError}
          sending={form.sending}
          submitText="Submit application"
          onSubmit={() => void form.submit()}
          humanCheck={form.humanCheck}
        >
          <TextField label={LABELS.companyName} autoComplete="organization" {...form.field('companyName')} />
          <TextField
            label={LABELS.phoneNumber}
            type="tel"
            autoComplete="tel"
            hint="xxx-xxx-xxxx"
            {...form.field('phoneNumber')}
          />
          <TextField label={LABELS.industry} hint="For example: seafood, meat, bakery." {...form.field('industry')} />
          <TextField
            label={LABELS['address.address1']}
            autoComplete="address-line1"
            {...form.field('address.address1')}
          />
          <TextField
            label={LABELS['address.address2']}
            autoComplete="address-line2"
            {...form.field('address.address2')}
          />
          <div className="site-grid">
            <TextField label={LABELS['address.city']} autoComplete="address-level2" {...form.field('address.city')} />
            <TextField label={LABELS['address.state']} autoComplete="address-level1" {...form.field('address.state')} />
            <TextField label={LABELS['address.zip']} autoComplete="postal-code" {...form.field('address.zip')} />
            <TextField label={LABELS['address.country']} autoComplete="country" {...form.field('address.country')} />
          </div>
        </LeadForm>
      )}
    </section>
  );
}
