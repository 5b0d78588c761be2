import { z } from 'zod';
import type { AddressCheck } from '#domain/address/ports';
import { config } from '#lib/config';
import { makeFeatureGate } from '#lib/plan-gate';
import { secretReader } from '#lib/secrets';
import { dynamoSubscriptionStore } from '#functions/accounts/adapters/dynamodb.subscription-store';
import { makeEasyPostAddressCheck } from '../adapters/easypost.address-check';
import { makeSandboxAddressCheck } from '../adapters/sandbox.address-check';
import { makeAddressCheckUseCases } from '../use-cases/validate-address.use-case';

/** Live settings, parsed once; the key is read (env or Secrets Manager) only by the live adapter. */
const liveSchema = z.object({
  EASYPOST_VERIFY_MODE: z.enum(['verify', 'verify_strict']).default('verify'),
});

function addressCheckFromConfig(): AddressCheck {
  if (config().SHIPDECK_ADAPTERS !== 'live') return makeSandboxAddressCheck();
  const live = liveSchema.parse(process.env);
  return makeEasyPostAddressCheck({ apiKey: secretReader('easypost'), mode: live.EASYPOST_VERIFY_MODE });
}

export const addressCheckUseCases = makeAddressCheckUseCases({
  addressCheck: addressCheckFromConfig(),
  requireFeature: makeFeatureGate(dynamoSubscriptionStore),
});
