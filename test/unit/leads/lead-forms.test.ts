import { describe, expect, it } from 'vitest';
import { applyRequestSchema, contactRequestSchema, demoRequestSchema } from '#api/leads';
import { leadReplyTo, renderSalesLeadEmail } from '#domain/leads/lead-email.rules';
import { LEAD_RETENTION_DAYS, leadExpiresAt } from '#domain/leads/lead.rules';
import { MONTHLY_VOLUMES, demoRequestFormSchema } from '#domain/leads/lead.schema';
import { fieldErrorsOf } from '#domain/validation/field-errors.rules';
import { MESSAGES } from '#domain/validation/messages';

const errorsOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: never[] } } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrorsOf(r.error!.issues, { rootKey: '_' });
};

const demo = {
  name: 'Maria',
  email: 'm@cold.example',
  company: 'Cold Coast',
  monthlyVolume: '51-200',
  whatTheyShip: 'Crab',
};

describe('lead forms, in the spec’s words (accounts §5)', () => {
  it.each([
    [
      'Contact: message and valid email',
      contactRequestSchema,
      { message: '', email: 'x' },
      { message: MESSAGES.required, email: MESSAGES.invalidEmail },
    ],
    ['Contact: valid', contactRequestSchema, { message: 'Hi', email: 'a@b.co' }, {}],
    [
      'Apply: company, phone, industry, address1, city, state, country, zip',
      applyRequestSchema,
      {
        companyName: '',
        phoneNumber: '555',
        industry: '',
        address: { address1: '', city: '', state: '', country: '', zip: '1' },
      },
      {
        companyName: MESSAGES.required,
        phoneNumber: MESSAGES.phoneFormat,
        industry: MESSAGES.required,
        'address.address1': MESSAGES.required,
        'address.city': MESSAGES.required,
        'address.state': MESSAGES.required,
        'address.country': MESSAGES.required,
        'address.zip': MESSAGES.invalidZip,
      },
    ],
    ['Demo: valid', demoRequestSchema, demo, {}],
    [
      'Demo: the volume is one of the bands',
      demoRequestSchema,
      { ...demo, monthlyVolume: '10' },
      { monthlyVolume: MESSAGES.required },
    ],
    [
      'Demo: names capped like a short label',
      demoRequestSchema,
      { ...demo, name: 'n'.repeat(61) },
      { name: MESSAGES.tooLong },
    ],
    [
      'Demo: what they ship capped',
      demoRequestSchema,
      { ...demo, whatTheyShip: 'x'.repeat(501) },
      { whatTheyShip: MESSAGES.tooLong },
    ],
    [
      'Requests take no field the server owns',
      contactRequestSchema,
      { message: 'Hi', email: 'a@b.co', leadId: 'x' },
      { _: expect.any(String) },
    ],
    [
      'The human check’s token is capped',
      contactRequestSchema,
      { message: 'Hi', email: 'a@b.co', humanCheckToken: 't'.repeat(2049) },
      { humanCheckToken: expect.any(String) },
    ],
  ] as const)('%s', (_rule, schema, value, expected) => {
    expect(errorsOf(schema as never, value)).toEqual(expected);
  });

  it('the volume bands follow the plans’ steps (accounts §9: 50, 200)', () => {
    expect(MONTHLY_VOLUMES.slice(0, 2)).toEqual(['0-50', '51-200']);
    expect(demoRequestFormSchema.parse(demo).monthlyVolume).toBe('51-200');
  });
});

describe('the sales inbox email', () => {
  it('escapes what the visitor wrote in HTML, keeps it in text, and answers the prospect', () => {
    const email = renderSalesLeadEmail({
      leadId: 'L1',
      submittedAt: '2026-11-27T23:00:00.000Z',
      expiresAt: 0,
      lead: { kind: 'contact', form: { email: 'a@b.co', message: '<script>x</script>\nline two' } },
    });
    expect(email.subject).toBe('Contact us: a@b.co');
    expect(email.text).toContain('Message: <script>x</script>\nline two');
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).not.toContain('<script>');
    expect(leadReplyTo({ kind: 'contact', form: { email: 'a@b.co', message: 'm' } })).toBe('a@b.co');
  });

  it('a subject never carries a line break (no header injection)', () => {
    const email = renderSalesLeadEmail({
      leadId: 'L2',
      submittedAt: '2026-11-27T23:00:00.000Z',
      expiresAt: 0,
      lead: { kind: 'demo', form: { ...demo, name: 'Maria\r\nBcc: x@y.z', monthlyVolume: '0-50' } },
    });
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('a lead is kept for its retention', () => {
    const at = new Date('2026-11-27T00:00:00Z');
    expect(leadExpiresAt(at) - at.getTime() / 1000).toBe(LEAD_RETENTION_DAYS * 86_400);
  });
});
