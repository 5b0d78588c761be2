import { describe, expect, it } from 'vitest';
import { CLAIM_SETTINGS_FORM_MESSAGES, claimSettingsFormSchema } from '#domain/forms/claim-form.schema';
import { fieldErrorsOf } from '#domain/validation/field-errors.rules';
import { MESSAGES } from '#domain/validation/messages';

const profile = (profileName: string) => ({
  profileName,
  merchandiseDescription: 'Frozen salmon',
  damageDescription: 'Thawed',
  commodity: '',
  lossCause: '',
  lossDate: '',
});

const issues = (value: unknown) => {
  const result = claimSettingsFormSchema.safeParse(value);
  // One message a field, the first (required before format), as the form and the API show it.
  return result.success ? {} : fieldErrorsOf(result.error.issues, { rootKey: '' });
};

describe('claim settings form (accounts §3 claim settings, §5 profile rules): one rule for the page and the API', () => {
  it('accepts complete profiles and valid recipients, and no settings at all', () => {
    expect(issues({ profiles: [], notifications: {} })).toEqual({});
    expect(
      issues({
        profiles: [profile('Seafood'), profile('Meat')],
        notifications: { paid: [{ label: '', value: 'ops@example.com' }], denied: [] },
      }),
    ).toEqual({});
  });

  it('accounts §5: a profile needs its name and both descriptions', () => {
    expect(issues({ profiles: [{ ...profile(''), damageDescription: '' }], notifications: {} })).toEqual({
      'profiles.0.profileName': MESSAGES.required,
      'profiles.0.damageDescription': MESSAGES.required,
    });
  });

  it('two profiles of one name (any case) are refused on the later one, beside its other messages', () => {
    expect(
      issues({ profiles: [profile('Seafood'), { ...profile('SEAFOOD '), damageDescription: '' }], notifications: {} }),
    ).toEqual({
      'profiles.1.profileName': CLAIM_SETTINGS_FORM_MESSAGES.duplicateProfile,
      'profiles.1.damageDescription': MESSAGES.required,
    });
  });

  it('a recipient needs an email, and a valid one; the name is optional', () => {
    expect(
      issues({
        profiles: [],
        notifications: {
          claim_received: [{ label: 'Ops', value: '' }],
          paid: [
            { label: '', value: 'ops@example.com' },
            { label: 'Billing', value: 'billing-at-example' },
          ],
        },
      }),
    ).toEqual({
      'notifications.claim_received.0.value': MESSAGES.required,
      'notifications.paid.1.value': MESSAGES.invalidEmail,
    });
  });
});
