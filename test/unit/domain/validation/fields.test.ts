import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { MESSAGES } from '#domain/validation/messages';
import { isEmail, isPhone, isSubdomain, isUrl, isZip } from '#domain/validation/patterns';
import {
  emailField,
  integerField,
  numberField,
  optionalEmailField,
  phoneField,
  positiveNumberField,
  requiredText,
  subdomainField,
  urlField,
  zipField,
} from '#domain/validation/fields.schema';
import { MAX_DIMENSION_IN, MAX_WEIGHT_LB, maxDimensionIssue, maxWeightIssue } from '#domain/validation/limits.rules';

/** The first message a schema gives for a value, or undefined when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('orders §5 field messages', () => {
  it.each([
    { rule: 'required: blank', schema: requiredText(), value: '   ', expected: MESSAGES.required },
    { rule: 'required: missing', schema: requiredText(), value: undefined, expected: MESSAGES.required },
    { rule: 'required: given', schema: requiredText(), value: 'x', expected: undefined },
    { rule: 'length cap: too long', schema: requiredText(35), value: 'x'.repeat(36), expected: MESSAGES.tooLong },
    { rule: 'length cap: at the cap', schema: requiredText(35), value: 'x'.repeat(35), expected: undefined },
    { rule: 'minimum length: too short', schema: requiredText(30, 7), value: 'abc', expected: MESSAGES.tooShort },
    { rule: 'email: simple local@domain pattern', schema: emailField(), value: 'a@b.co', expected: undefined },
    { rule: 'email: no domain dot', schema: emailField(), value: 'a@b', expected: MESSAGES.invalidEmail },
    { rule: 'email: space', schema: emailField(), value: 'a b@c.com', expected: MESSAGES.invalidEmail },
    { rule: 'optional email: blank is fine', schema: optionalEmailField(), value: '', expected: undefined },
    {
      rule: 'optional email: bad is not',
      schema: optionalEmailField(),
      value: 'nope',
      expected: MESSAGES.invalidEmail,
    },
    { rule: 'zip: US 5', schema: zipField(), value: '10001', expected: undefined },
    { rule: 'zip: US 5-4', schema: zipField(), value: '10001-1234', expected: undefined },
    { rule: 'zip: Canadian A1A 1A1', schema: zipField(), value: 'K1A 0B1', expected: undefined },
    { rule: 'zip: UK', schema: zipField(), value: 'SW1A 1AA', expected: undefined },
    { rule: 'zip: 4 digits is invalid', schema: zipField(), value: '1000', expected: MESSAGES.invalidZip },
    { rule: 'zip: 5-3 is invalid', schema: zipField(), value: '10001-123', expected: MESSAGES.invalidZip },
    { rule: 'phone: xxx-xxx-xxxx', schema: phoneField(), value: '555-123-4567', expected: undefined },
    { rule: 'phone: x-xxx-xxx-xxxx', schema: phoneField(), value: '1-555-123-4567', expected: undefined },
    { rule: 'phone: UK', schema: phoneField(), value: '07700 900123', expected: undefined },
    { rule: 'phone: international', schema: phoneField(), value: '+33 1 23 45 67 89', expected: undefined },
    { rule: 'phone: letters', schema: phoneField(), value: 'call me', expected: MESSAGES.phoneFormat },
    { rule: 'phone: too few digits', schema: phoneField(), value: '12-34', expected: MESSAGES.phoneFormat },
    {
      rule: 'subdomain: letters, digits, underscore, hyphen',
      schema: subdomainField(),
      value: 'my_shop-2',
      expected: undefined,
    },
    {
      rule: 'subdomain: reserved prefix www.',
      schema: subdomainField(),
      value: 'www.shop',
      expected: MESSAGES.invalidSubdomain,
    },
    {
      rule: 'subdomain: other characters',
      schema: subdomainField(),
      value: 'my shop!',
      expected: MESSAGES.invalidSubdomain,
    },
    { rule: 'URL: https', schema: urlField(), value: 'https://shop.example.com/faq?q=1', expected: undefined },
    { rule: 'URL: bare host', schema: urlField(), value: 'example.com', expected: undefined },
    { rule: 'URL: no TLD', schema: urlField(), value: 'http://localhost', expected: MESSAGES.invalidUrl },
    { rule: 'URL: other scheme', schema: urlField(), value: 'ftp://example.com', expected: MESSAGES.invalidUrl },
    { rule: 'number: non-empty', schema: positiveNumberField(), value: '', expected: MESSAGES.required },
    { rule: 'number: greater than 0', schema: positiveNumberField(), value: 0, expected: MESSAGES.positive },
    { rule: 'number: negative', schema: positiveNumberField(), value: '-1', expected: MESSAGES.positive },
    { rule: 'number: numeric string accepted', schema: positiveNumberField(), value: '2.5', expected: undefined },
    { rule: 'number: not a number', schema: numberField(), value: 'abc', expected: MESSAGES.invalid },
    { rule: 'integer', schema: integerField(), value: 1.5, expected: MESSAGES.integer },
  ])('$rule', ({ schema, value, expected }) => {
    expect(messageOf(schema, value)).toBe(expected);
  });

  it.each(['www.', 'webmail.', 'smtp.', 'mail.', 'pop.', 'ns.', 'ftp.', 'imap.'])(
    'accounts §5 subdomain must not start with %s',
    (prefix) => {
      expect(isSubdomain(`${prefix}acme`)).toBe(false);
      expect(isSubdomain(`${prefix.slice(0, -1)}acme`)).toBe(true);
    },
  );
});

describe('orders §5/§9: max dimension 108 in and max weight 150 lb, in the entered unit', () => {
  it.each([
    { value: 108, unit: 'in', expected: undefined },
    { value: 108.01, unit: 'in', expected: 'Max dimension allowed: 108in' },
    { value: 274.32, unit: 'cm', expected: undefined },
    { value: 275, unit: 'cm', expected: 'Max dimension allowed: 274.3205cm' },
    { value: 3, unit: 'm', expected: 'Max dimension allowed: 2.7432m' },
    { value: 10, unit: 'ft', expected: 'Max dimension allowed: 8.9999ft' },
  ])('dimension $value $unit → $expected', ({ value, unit, expected }) => {
    expect(maxDimensionIssue(value, unit)).toBe(expected);
  });

  it.each([
    { value: 150, unit: 'lb', expected: undefined },
    { value: 150.5, unit: 'lb', expected: 'Max weight allowed: 150lb' },
    { value: 69, unit: 'kg', expected: 'Max weight allowed: 68.0396kg' },
    { value: 2401, unit: 'oz', expected: 'Max weight allowed: 2400oz' },
    { value: 70000, unit: 'g', expected: 'Max weight allowed: 68039.5537g' },
    { value: 68.0395, unit: 'kg', expected: undefined },
  ])('weight $value $unit → $expected', ({ value, unit, expected }) => {
    expect(maxWeightIssue(value, unit)).toBe(expected);
  });

  it('orders §9 constants', () => {
    expect([MAX_DIMENSION_IN, MAX_WEIGHT_LB]).toEqual([108, 150]);
  });
});

describe('orders §5 validators: properties', () => {
  it('any 5 digits, with or without a 4-digit suffix, is a zip', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}(-\d{4})?$/), (zip) => {
        expect(isZip(zip)).toBe(true);
      }),
    );
  });
  it('any xxx-xxx-xxxx and x-xxx-xxx-xxxx is a phone', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\d-)?\d{3}-\d{3}-\d{4}$/), (phone) => {
        expect(isPhone(phone)).toBe(true);
      }),
    );
  });
  it('a string with no @ is never an email', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (s) => {
          expect(isEmail(s)).toBe(false);
        },
      ),
    );
  });
  it('subdomains of the allowed characters are valid; any other character makes them invalid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/), (s) => {
        expect(isSubdomain(s)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,5}$/), fc.constantFrom('.', ' ', '!', '/', '@'), (s, bad) => {
        expect(isSubdomain(`${s}${bad}x`)).toBe(false);
      }),
    );
  });
  it('a value over the limit in any unit gets the message; at or under never does', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.constantFrom('lb', 'kg', 'oz', 'g'), (v, unit) => {
        const factor = { lb: 1, kg: 2.2046, oz: 1 / 16, g: 2.2046 / 1000 }[unit];
        const over = v * factor > 150 + 1e-9;
        expect(maxWeightIssue(v, unit) !== undefined).toBe(over);
      }),
    );
  });
  it('validators never throw on arbitrary strings or values', () => {
    const schemas = [
      requiredText(35),
      emailField(),
      zipField(),
      phoneField(),
      subdomainField(),
      urlField(),
      positiveNumberField(),
      integerField(),
    ];
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const s of schemas) expect(() => s.safeParse(value)).not.toThrow();
        if (typeof value === 'string') for (const f of [isZip, isPhone, isEmail, isSubdomain, isUrl]) f(value);
        // Number() and String() themselves throw on objects like {toString: []}; the helpers take
        // what a form field can hold.
        if (typeof value === 'number' || typeof value === 'string') {
          maxWeightIssue(Number(value), String(value));
          maxDimensionIssue(Number(value), String(value));
        }
      }),
    );
  });
});
