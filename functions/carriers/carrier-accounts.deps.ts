import type { CarrierAccountRegistry } from '#domain/carriers/carrier-account.ports';
import { dynamoSubscriptionStore } from '#functions/accounts/accounts.adapters';
import { config } from '#lib/config';
import { uuidGenerator } from '#lib/ids';
import { secretReader } from '#lib/secrets';
import { dynamoCarrierAccountStore } from './adapters/dynamodb.carrier-account-store';
import { makeEasyPostCarrierAccounts } from './adapters/easypost.carrier-accounts';
import { makeSandboxCarrierAccounts } from './adapters/sandbox.carrier-accounts';
import { makeCarrierAccounts } from './use-cases/carrier-accounts.use-case';

/** The carrier platform's account registry, chosen by SHIPDECK_ADAPTERS like the carriers themselves. */
export function carrierAccountRegistryFromConfig(): CarrierAccountRegistry {
  return (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
    ? makeEasyPostCarrierAccounts({ apiKey: secretReader('easypost') })
    : makeSandboxCarrierAccounts();
}

export const carrierAccounts = /* @__PURE__ */ makeCarrierAccounts({
  store: dynamoCarrierAccountStore,
  registry: carrierAccountRegistryFromConfig(),
  subscriptions: dynamoSubscriptionStore,
  ids: uuidGenerator,
});
