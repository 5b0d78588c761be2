import * as z from 'zod';
import {
  EASYPOST_API_BASE,
  EasyPostTransportError,
  easyPostErrorMessageSchema,
  makeEasyPostClient,
  type EasyPostClient,
} from '#lib/easypost-client';
import { deliveryScoreOf, looksMissingUnit } from '#domain/address/address-check.rules';
import { hasPoBox } from '#domain/address/address-classification.rules';
import {
  AddressCheckUnavailableError,
  type AddressCheck,
  type AddressValidation,
  type CheckedAddress,
  type VerificationMessage,
} from '#domain/address/ports';

/**
 * EasyPost address verification (POST https://api.easypost.com/v2/addresses with `verify` or
 * `verify_strict`, HTTP basic auth with the API key as user name). Tested against recorded
 * responses in test/fixtures/easypost; never called from tests.
 */
export const EASYPOST_ADDRESSES_URL = `${EASYPOST_API_BASE}/addresses`;

export interface EasyPostAddressCheckOptions {
  /** The key, or how to read it (Secrets Manager in AWS, read on first use and cached). */
  apiKey: string | (() => Promise<string>);
  /** `verify` corrects and reports; `verify_strict` answers 422 ADDRESS.VERIFY.FAILURE when it cannot verify. */
  mode?: 'verify' | 'verify_strict';
  fetch?: typeof fetch;
  url?: string;
  timeoutMs?: number;
  /** A client already built (the carrier adapter's), instead of apiKey/fetch/timeoutMs. */
  client?: EasyPostClient;
}

const messageSchema = easyPostErrorMessageSchema.extend({ code: z.string().catch('') });
const outcomeSchema = z.object({ success: z.boolean(), errors: z.array(messageSchema).default([]) });
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** The fields of EasyPost's Address object this adapter reads. */
export const easyPostAddressSchema = z.object({
  object: z.literal('Address'),
  street1: text,
  street2: text,
  city: text,
  state: text,
  zip: text,
  country: text,
  residential: z.boolean().nullish(),
  verifications: z.object({ delivery: outcomeSchema.optional(), zip4: outcomeSchema.optional() }).default({}),
});

const MISSING_UNIT_CODES = new Set(['E.SECONDARY_INFORMATION.MISSING']);
const same = (a: string, b: string) =>
  a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '');

function toMessage(m: {
  code?: string;
  field: string;
  message: string;
  suggestion: string | null;
}): VerificationMessage {
  return { code: m.code ?? '', field: m.field, message: m.message, suggestion: m.suggestion };
}

/** An EasyPost Address (verified) → our validation answer. Contact fields stay as entered. */
export function fromEasyPostAddress(
  input: CheckedAddress,
  body: z.output<typeof easyPostAddressSchema>,
): AddressValidation {
  const delivery = body.verifications.delivery ?? { success: false, errors: [] };
  const zip4 = body.verifications.zip4 ?? { success: false, errors: [] };
  const updated: CheckedAddress = {
    ...input,
    address1: body.street1 || input.address1,
    address2: body.street2,
    city: body.city || input.city,
    state: body.state || input.state,
    zip: body.zip || input.zip,
    country: body.country || input.country,
    residential: body.residential ?? input.residential,
  };
  const corrected: string[] = (['address1', 'address2', 'city', 'state', 'country'] as const).filter(
    (f) => !same(updated[f], input[f]),
  );
  if (updated.zip.slice(0, 5) !== input.zip.trim().slice(0, 5)) corrected.push('zip');
  const errors = [...delivery.errors, ...zip4.errors].map(toMessage);
  const poBox = hasPoBox(updated.address1, updated.address2);
  const missingUnit =
    !poBox &&
    (errors.some((e) => MISSING_UNIT_CODES.has(e.code)) || looksMissingUnit(updated.address1, updated.address2));
  // Findings on a deliverable address are advice, not failures.
  const warnings = delivery.success ? dedupe(delivery.errors.map(toMessage)) : [];
  const isValid = delivery.success;
  const changed =
    isValid && (corrected.length > 0 || updated.residential !== input.residential || updated.zip !== input.zip);
  return {
    ...(changed ? { updatedShippingAddress: updated } : {}),
    verifications: {
      delivery: { success: delivery.success, errors: delivery.errors.map(toMessage) },
      zip4: { success: zip4.success, errors: zip4.errors.map(toMessage) },
      warnings,
      poBox,
      missingUnit,
      residential: updated.residential,
      corrected,
    },
    isValid,
  };
}

function dedupe(messages: VerificationMessage[]): VerificationMessage[] {
  const seen = new Set<string>();
  return messages.filter((m) => !seen.has(`${m.code}|${m.field}`) && Boolean(seen.add(`${m.code}|${m.field}`)));
}

/** verify_strict refused the address: invalid, with EasyPost's findings; the entered address is kept. */
function fromStrictFailure(input: CheckedAddress, errors: VerificationMessage[]): AddressValidation {
  return {
    verifications: {
      delivery: { success: false, errors },
      zip4: { success: false, errors },
      warnings: [],
      poBox: hasPoBox(input.address1, input.address2),
      missingUnit: looksMissingUnit(input.address1, input.address2),
      residential: input.residential,
      corrected: [],
    },
    isValid: false,
  };
}

export function makeEasyPostAddressCheck(options: EasyPostAddressCheckOptions): AddressCheck {
  const mode = options.mode ?? 'verify';
  const client = options.client ?? makeEasyPostClient(options);

  async function verify(address: CheckedAddress): Promise<AddressValidation> {
    let response: Awaited<ReturnType<EasyPostClient['request']>>;
    try {
      response = await client.request({
        method: 'POST',
        path: options.url ?? EASYPOST_ADDRESSES_URL,
        json: {
          address: {
            name: address.name,
            company: address.company,
            street1: address.address1,
            street2: address.address2,
            city: address.city,
            state: address.state,
            zip: address.zip,
            country: address.country || 'US',
            phone: address.phone,
            email: address.email,
          },
          [mode]: true,
        },
      });
    } catch (err) {
      if (err instanceof EasyPostTransportError) throw new AddressCheckUnavailableError(err.message);
      throw err;
    }
    if (response.ok) {
      const parsed = easyPostAddressSchema.safeParse(response.body);
      if (!parsed.success) throw new AddressCheckUnavailableError('unexpected response shape');
      return fromEasyPostAddress(address, parsed.data);
    }
    const error = response.error;
    if (response.status === 422 && error) {
      return fromStrictFailure(
        address,
        error.errors.map((e) => toMessage({ ...e, code: e.code ?? error.code })),
      );
    }
    // 401/403 (key), 429 (rate limit), 5xx and anything unexpected: the provider could not answer.
    throw new AddressCheckUnavailableError(`EasyPost ${response.status} ${error?.code ?? ''}`.trim());
  }

  return {
    validate: verify,
    async deliveryScore(address) {
      return { score: deliveryScoreOf((await verify(address)).verifications) };
    },
  };
}
