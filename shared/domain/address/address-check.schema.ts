import * as z from 'zod';
import type { CheckedAddress } from './ports';

const field = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

/**
 * The shipping address as the address calls send it (orders §7): the Shipping address fields of
 * orders §3 only; `verified`, `isValid` and `verifications` are not part of it (unknown keys are
 * dropped). Lengths are generous caps against abuse, not the form's rules: a bad address is the
 * check's finding, not a 400.
 */
export const checkedAddressSchema = z.object({
  company: field(200),
  name: field(200),
  email: field(200),
  phone: field(50),
  address1: field(200),
  address2: field(200),
  city: field(100),
  state: field(100),
  country: field(60).transform((c) => (c === '' ? 'US' : c.toUpperCase())),
  zip: field(20),
  residential: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
}) satisfies z.ZodType<CheckedAddress, unknown>;

/** POST /api/orders/validate-address: `{ shippingAddress }`. */
export const validateAddressRequestSchema = z.object({ shippingAddress: checkedAddressSchema });

/** POST /api/orders/delivery-defense: the shipping address itself (a `{ shippingAddress }` wrapper is accepted too). */
export const deliveryDefenseRequestSchema = z.preprocess(
  (body) =>
    body && typeof body === 'object' && 'shippingAddress' in body && typeof body.shippingAddress === 'object'
      ? body.shippingAddress
      : body,
  checkedAddressSchema,
);
