import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '#web/lib/field-errors';
import { signUpFormSchema } from '#web/app/auth/auth-forms.schema';
import { HEARD_FROM_OPTIONS, heardFromOption } from '#web/app/auth/heard-from-options';
import { forgetSignupAnswers, recallSignupAnswers, rememberSignupAnswers } from '#web/app/auth/signup-answers.storage';

/** In-memory stand-in for localStorage (the web project runs in node). */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const FILLED = {
  emailreal: 'rosa@example.com',
  password: 'Coldchain7x',
  confirmPassword: 'Coldchain7x',
  name: 'Rosa Diaz',
  companyName: 'Gulf Seafood Co',
  referralPartner: '',
  phone: '512-555-0142',
  heardFrom: 'search',
};
const ANSWERS = {
  name: 'Rosa Diaz',
  companyName: 'Gulf Seafood Co',
  phone: '512-555-0142',
  heardFrom: 'search',
  referralPartner: '',
};

describe('sign-up page form (accounts §3 Signup fields, §5 Signup rules)', () => {
  it('accounts §5 Signup: a filled form has no errors (referralPartner may stay blank)', () => {
    expect(validateWithSchema(signUpFormSchema, FILLED)).toEqual({});
  });

  it.each([
    ['emailreal valid', { emailreal: 'rosa@' }, 'emailreal', 'Invalid email'],
    ['password 7 at least', { password: 'short', confirmPassword: 'short' }, 'password', 'Value is too short'],
    ['name required', { name: '' }, 'name', 'This field is required'],
    ['name 30 at most', { name: 'n'.repeat(31) }, 'name', 'Value is too long'],
    ['companyName required', { companyName: ' ' }, 'companyName', 'This field is required'],
    ['companyName 30 at most', { companyName: 'c'.repeat(31) }, 'companyName', 'Value is too long'],
    ['phone required', { phone: '' }, 'phone', 'This field is required'],
    ['phone in a phone format', { phone: '55' }, 'phone', 'xxx-xxx-xxxx or x-xxx-xxx-xxxx or UK phone format'],
    ['heardFrom required (nothing chosen)', { heardFrom: '' }, 'heardFrom', 'This field is required'],
    ['confirmPassword matches', { confirmPassword: 'Coldchain7y' }, 'confirmPassword', 'Passwords do not match'],
  ])('accounts §5 Signup: %s', (_name, patch, path, message) => {
    const errors = validateWithSchema(signUpFormSchema, { ...FILLED, ...patch });
    expect(errors).toEqual({ [path]: message });
  });
});

describe('heardFrom choices (accounts §3 Signup; ours, see docs/decisions.md)', () => {
  it('values are distinct and each finds its option; an unknown value selects nothing', () => {
    const values = HEARD_FROM_OPTIONS.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    for (const option of HEARD_FROM_OPTIONS) expect(heardFromOption(option.value)).toBe(option);
    expect(heardFromOption('')).toBeNull();
    expect(heardFromOption('carrier-pigeon')).toBeNull();
  });
});

describe('sign-up answers wait in the browser for the account step (accounts §3 Signup)', () => {
  it('are found again for the same login, whatever the case of the email, and forgotten after use', () => {
    const store = memoryStore();
    rememberSignupAnswers(store, 'Rosa@Example.com ', ANSWERS);
    expect(recallSignupAnswers(store, 'rosa@example.com')).toEqual(ANSWERS);
    forgetSignupAnswers(store, 'ROSA@example.com');
    expect(recallSignupAnswers(store, 'rosa@example.com')).toBeUndefined();
    expect(store.items.size).toBe(0);
  });

  it('another login on the same browser does not see them', () => {
    const store = memoryStore();
    rememberSignupAnswers(store, 'rosa@example.com', ANSWERS);
    expect(recallSignupAnswers(store, 'sam@example.com')).toBeUndefined();
  });

  it.each([
    ['not JSON', '{nope'],
    ['failing the shared rules (no phone)', JSON.stringify({ ...ANSWERS, phone: '' })],
    ['not answers at all', JSON.stringify(['x'])],
  ])('kept data %s counts as none, so the account step asks again', (_name, raw) => {
    const store = memoryStore();
    rememberSignupAnswers(store, 'rosa@example.com', ANSWERS);
    const [key] = store.items.keys();
    store.items.set(key, raw);
    expect(recallSignupAnswers(store, 'rosa@example.com')).toBeUndefined();
  });

  it('blocked storage neither throws nor remembers', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberSignupAnswers(blocked, 'rosa@example.com', ANSWERS)).not.toThrow();
    expect(recallSignupAnswers(blocked, 'rosa@example.com')).toBeUndefined();
    expect(() => forgetSignupAnswers(blocked, 'rosa@example.com')).not.toThrow();
    expect(recallSignupAnswers(undefined, 'rosa@example.com')).toBeUndefined();
  });
});
