import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorsOf } from './helpers';
import { MESSAGES } from '#domain/validation/messages';
import {
  applyFormSchema,
  contactFormSchema,
  emailChangeFormSchema,
  loginFormSchema,
  partnerFormSchema,
  passwordChangeFormSchema,
  signupFormSchema,
  subdomainFormSchema,
  teamInviteFormSchema,
  trackingLookupFormSchema,
  companyProfileSchema,
} from '#domain/forms/index';

const signup = {
  emailreal: 'ann@shop.com',
  password: 'secret12',
  confirmPassword: 'secret12',
  name: 'Ann',
  companyName: 'Ann Foods',
  phone: '555-123-4567',
  heardFrom: 'Google',
};

describe('accounts §5: account forms', () => {
  it.each<{ rule: string; schema: z.ZodType; value: unknown; expected: Record<string, string> }>([
    {
      rule: 'Login: email valid and required',
      schema: loginFormSchema,
      value: { email: 'x', password: 'secret12' },
      expected: { email: MESSAGES.invalidEmail },
    },
    {
      rule: 'Login: password minimum 7',
      schema: loginFormSchema,
      value: { email: 'a@b.co', password: 'abc' },
      expected: { password: MESSAGES.tooShort },
    },
    { rule: 'Login: valid', schema: loginFormSchema, value: { email: 'a@b.co', password: 'abcdefg' }, expected: {} },
    {
      rule: 'Email change: maximum 255',
      schema: emailChangeFormSchema,
      value: { email: `${'a'.repeat(250)}@b.com`, confirmEmail: 'x' },
      expected: { email: MESSAGES.tooLong, confirmEmail: MESSAGES.emailsDoNotMatch },
    },
    {
      rule: 'Email change: confirmEmail must equal email',
      schema: emailChangeFormSchema,
      value: { email: 'a@b.co', confirmEmail: 'b@b.co' },
      expected: { confirmEmail: MESSAGES.emailsDoNotMatch },
    },
    {
      rule: 'Password change: 7 to 30 (too long)',
      schema: passwordChangeFormSchema,
      value: { password: 'x'.repeat(31), confirmPassword: 'x'.repeat(31) },
      expected: { password: MESSAGES.tooLong },
    },
    {
      rule: 'Password change: confirmation must match',
      schema: passwordChangeFormSchema,
      value: { password: 'abcdefg', confirmPassword: 'abcdefh' },
      expected: { confirmPassword: MESSAGES.passwordsDoNotMatch },
    },
    { rule: 'Signup: valid', schema: signupFormSchema, value: signup, expected: {} },
    {
      rule: 'Signup: emailreal valid',
      schema: signupFormSchema,
      value: { ...signup, emailreal: 'nope' },
      expected: { emailreal: MESSAGES.invalidEmail },
    },
    {
      rule: 'Signup: name 1-30, companyName 1-30',
      schema: signupFormSchema,
      value: { ...signup, name: '', companyName: 'c'.repeat(31) },
      expected: { name: MESSAGES.required, companyName: MESSAGES.tooLong },
    },
    {
      rule: 'Signup: phone and heardFrom required',
      schema: signupFormSchema,
      value: { ...signup, phone: '', heardFrom: '' },
      expected: { phone: MESSAGES.required, heardFrom: MESSAGES.required },
    },
    {
      rule: 'Signup: confirmPassword matches',
      schema: signupFormSchema,
      value: { ...signup, confirmPassword: 'other123' },
      expected: { confirmPassword: MESSAGES.passwordsDoNotMatch },
    },
    {
      rule: 'Partner: name maximum 60, permalink required',
      schema: partnerFormSchema,
      value: { email: 'a@b.co', name: 'n'.repeat(61), permalink: '' },
      expected: { name: MESSAGES.tooLong, permalink: MESSAGES.required },
    },
    {
      rule: 'Partner: permalink maximum 40',
      schema: partnerFormSchema,
      value: { email: 'a@b.co', name: 'n', permalink: 'p'.repeat(41) },
      expected: { permalink: MESSAGES.tooLong },
    },
    {
      rule: 'Team invite: email, name and group (merchant:admin) required',
      schema: teamInviteFormSchema,
      value: { email: '', name: '' },
      expected: { email: MESSAGES.required, name: MESSAGES.required, group: MESSAGES.required },
    },
    {
      rule: 'Team invite: valid',
      schema: teamInviteFormSchema,
      value: { email: 'a@b.co', name: 'Bo', group: 'merchant:admin' },
      expected: {},
    },
    {
      rule: 'Subdomain: reserved prefix',
      schema: subdomainFormSchema,
      value: { subDomain: 'mail.acme' },
      expected: { subDomain: MESSAGES.invalidSubdomain },
    },
    {
      rule: 'Tracking lookup: tracking number alone is enough',
      schema: trackingLookupFormSchema,
      value: { tracking: '1Z999' },
      expected: {},
    },
    {
      rule: 'Tracking lookup: email and order required without tracking',
      schema: trackingLookupFormSchema,
      value: { tracking: '' },
      expected: { email: MESSAGES.required, order: MESSAGES.required },
    },
    {
      rule: 'Tracking lookup: email must be valid',
      schema: trackingLookupFormSchema,
      value: { email: 'x', order: '1001' },
      expected: { email: MESSAGES.invalidEmail },
    },
    {
      rule: 'Contact: message and valid email',
      schema: contactFormSchema,
      value: { message: '', email: 'x' },
      expected: { message: MESSAGES.required, email: MESSAGES.invalidEmail },
    },
    {
      rule: 'Apply: company, phone, industry, address1, city, state, country, zip',
      schema: applyFormSchema,
      value: { companyName: '', phoneNumber: '', industry: '', address: {} },
      expected: {
        companyName: MESSAGES.required,
        phoneNumber: MESSAGES.required,
        industry: MESSAGES.required,
        'address.address1': MESSAGES.required,
        'address.city': MESSAGES.required,
        'address.state': MESSAGES.required,
        'address.country': MESSAGES.required,
        'address.zip': MESSAGES.required,
      },
    },
    {
      rule: 'Company profile (accounts §3): email, name, phone, website',
      schema: companyProfileSchema,
      value: { companyEmail: 'a@b.co', companyName: 'Acme', companyPhone: '555-123-4567', website: 'not a url' },
      expected: { website: MESSAGES.invalidUrl },
    },
  ])('$rule', ({ schema, value, expected }) => {
    expect(errorsOf(schema, value)).toEqual(expected);
  });
});
