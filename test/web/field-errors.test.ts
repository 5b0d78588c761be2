import { describe, expect, it } from 'vitest';
import { addressBookEntryInputSchema } from '#domain/address/address-book.schema';
import { mergeFieldErrors, setIn, validateWithSchema } from '#web/lib/field-errors';
import {
  emptyWarehouseForm,
  stateOptionsFor,
  toWarehouseRequest,
  withCountry,
  type WarehouseFormValues,
} from '#web/pages/warehouses/warehouse-form.values';
import { signUpFormSchema, signInFormSchema } from '#web/app/auth/auth-forms.schema';

/** The sign-up page's values: every field present, as text. */
const SIGNUP = {
  emailreal: 'a@b.co',
  name: 'Ann',
  companyName: 'Ann Foods',
  phone: '512-555-0142',
  heardFrom: 'search',
  referralPartner: '',
};

function validForm(): WarehouseFormValues {
  const v = emptyWarehouseForm();
  return {
    ...v,
    name: 'Main',
    address: {
      ...v.address,
      phone: '555-123-4567',
      street1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    },
  };
}

const withAddress = (patch: Partial<WarehouseFormValues['address']>): WarehouseFormValues => {
  const v = validForm();
  return { ...v, address: { ...v.address, ...patch } };
};

describe('warehouse form errors come from the shared address-book schema', () => {
  it('accounts §5: a valid form has no errors', () => {
    expect(validateWithSchema(addressBookEntryInputSchema, toWarehouseRequest(validForm()))).toEqual({});
  });

  it.each([
    [
      'orders §5: bad zip shows Invalid Zip on address.zipCode',
      withAddress({ zipCode: '1234' }),
      'address.zipCode',
      'Invalid Zip',
    ],
    ['orders §5: empty name is required', { ...validForm(), name: '' }, 'name', 'This field is required'],
    [
      'accounts §5: name longer than 35 is too long',
      { ...validForm(), name: 'x'.repeat(36) },
      'name',
      'Value is too long',
    ],
    [
      'accounts §5: city longer than 30 is too long',
      withAddress({ city: 'c'.repeat(31) }),
      'address.city',
      'Value is too long',
    ],
    ['accounts §5: email must be valid', withAddress({ email: 'nope' }), 'address.email', 'Invalid email'],
    [
      'accounts §5: unknown state abbreviation is invalid',
      withAddress({ state: 'ZZ' }),
      'address.state',
      'Invalid value',
    ],
    [
      'accounts §5: pick-up notes max 250',
      { ...validForm(), pickUpNotes: 'n'.repeat(251) },
      'pickUpNotes',
      'Value is too long',
    ],
  ])('%s', (_name, values, path, message) => {
    expect(validateWithSchema(addressBookEntryInputSchema, toWarehouseRequest(values))[path]).toBe(message);
  });

  it('keeps only the first message per field (required before format)', () => {
    const errors = validateWithSchema(addressBookEntryInputSchema, toWarehouseRequest(withAddress({ zipCode: '' })));
    expect(errors['address.zipCode']).toBe('This field is required');
  });

  it('client messages win over server messages for the same field; other server fields stay', () => {
    expect(
      mergeFieldErrors({ name: 'This field is required' }, { name: 'Duplicate', 'address.city': 'Invalid value' }),
    ).toEqual({
      name: 'This field is required',
      'address.city': 'Invalid value',
    });
  });

  it('setIn writes dotted paths without mutating', () => {
    const before = validForm();
    const after = setIn(before, 'address.zipCode', '10001');
    expect(after.address.zipCode).toBe('10001');
    expect(before.address.zipCode).toBe('78701');
    expect(after.address.city).toBe('Austin');
  });

  it('setIn keeps a list a list when it writes one row (faq.questions.1.answer)', () => {
    const before = { faq: { questions: [{ answer: 'a' }, { answer: 'b' }] } };
    const after = setIn(before, 'faq.questions.1.answer', 'B');
    expect(Array.isArray(after.faq.questions)).toBe(true);
    expect(after.faq.questions.map((q) => q.answer)).toEqual(['a', 'B']);
    expect(before.faq.questions[1].answer).toBe('b');
  });

  it.each([
    ['orders §9: moving to Canada drops a US state', 'CA', ''],
    ['orders §9: moving to Puerto Rico keeps PR only when known', 'PR', ''],
    ['staying in the US keeps the state', 'US', 'TX'],
  ])('%s', (_name, country, state) => {
    expect(withCountry(validForm(), country).address.state).toBe(state);
  });

  it('orders §9: state options are the shared region lists', () => {
    expect(stateOptionsFor('CA').map((o) => o.value)).toContain('ON');
    expect(stateOptionsFor('XX')).toEqual([]);
  });
});

describe('auth forms (accounts §5 Login / Signup)', () => {
  it.each([
    ['login: email required', signInFormSchema, { email: '', password: 'secret12' }, 'email', 'This field is required'],
    ['login: email valid', signInFormSchema, { email: 'a@b', password: 'secret12' }, 'email', 'Invalid email'],
    [
      'login: password minimum 7',
      signInFormSchema,
      { email: 'a@b.co', password: 'short' },
      'password',
      'Value is too short',
    ],
    [
      'signup: password maximum 30',
      signUpFormSchema,
      { ...SIGNUP, password: 'p'.repeat(31), confirmPassword: 'p'.repeat(31) },
      'password',
      'Value is too long',
    ],
    [
      'signup: confirmPassword matches',
      signUpFormSchema,
      { ...SIGNUP, password: 'secret12', confirmPassword: 'secret13' },
      'confirmPassword',
      'Passwords do not match',
    ],
  ])('%s', (_name, schema, values, path, message) => {
    expect(validateWithSchema(schema, values)[path]).toBe(message);
  });
});
