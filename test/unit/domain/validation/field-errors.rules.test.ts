import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { addressBookEntryInputSchema } from '#domain/address/address-book.schema';
import { fieldErrorsOf } from '#domain/validation/field-errors.rules';
import { MESSAGES } from '#domain/validation/messages';
import { fieldErrorsFromZod } from '#lib/http/zod-errors';
import { zodIssuesToFieldErrors } from '#web/lib/field-errors';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected issues');
  return r.error;
};

const LINES = z.object({ shipments: z.array(z.object({ products: z.array(z.object({ quantity: z.number() })) })) });
const RECORD = z.record(z.string(), z.number());

describe('zod issues → field messages (one rule for the API and the forms)', () => {
  it.each([
    [
      'array indexes are dotted segments',
      LINES,
      { shipments: [{ products: [{ quantity: 1 }, {}] }] },
      'shipments.0.products.1.quantity',
    ],
    [
      'nested objects are dotted',
      addressBookEntryInputSchema,
      {
        name: 'Main',
        address: { phone: '555-123-4567', street1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '1' },
      },
      'address.zipCode',
    ],
    ['a field named like an Object member keeps its message', RECORD, { constructor: 'x' }, 'constructor'],
  ])('%s', (_name, schema, value, path) => {
    const errors = fieldErrorsOf(issuesOf(schema, value).issues, { rootKey: '_' });
    expect(Object.keys(errors)).toEqual([path]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it('keeps the first message per field (accounts §5: required before format)', () => {
    const issues = [
      { path: ['zipCode'], message: MESSAGES.required },
      { path: ['zipCode'], message: MESSAGES.invalidZip },
    ];
    expect(fieldErrorsOf(issues, { rootKey: '_' })).toEqual({ zipCode: MESSAGES.required });
  });

  it('"__proto__" is a field like any other, kept as data', () => {
    const errors = fieldErrorsOf([{ path: ['__proto__'], message: 'm' }], { rootKey: '_' });
    expect(Object.keys(errors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it('a symbol segment is named, not thrown on', () => {
    expect(fieldErrorsOf([{ path: ['a', Symbol('b')], message: 'm' }], { rootKey: '' })).toEqual({
      'a.Symbol(b)': 'm',
    });
  });

  it('an issue about the whole value goes under the root key: "_" in API answers, "" in forms', () => {
    const error = issuesOf(z.string(), 1);
    expect(Object.keys(fieldErrorsFromZod(error))).toEqual(['_']);
    expect(Object.keys(zodIssuesToFieldErrors(error.issues))).toEqual(['']);
  });

  it('the API and the forms answer the same fields with the same messages', () => {
    const error = issuesOf(addressBookEntryInputSchema, {
      name: '',
      address: { phone: 'x', street1: '', city: '', state: 'ZZ', zipCode: '' },
    });
    expect(zodIssuesToFieldErrors(error.issues)).toEqual(fieldErrorsFromZod(error));
    expect(fieldErrorsFromZod(error)).toMatchObject({ name: MESSAGES.required, 'address.zipCode': MESSAGES.required });
  });
});
