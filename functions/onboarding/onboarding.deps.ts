import type { OnboardingAccountFacts } from '#domain/onboarding/ports';
import { dynamoAccountStore, dynamoCompanyProfileStore } from '#functions/accounts/accounts.adapters';
import { readWallet } from '#functions/billing/ledger';
import { ownCarrierAccountIds } from '#functions/carriers/carrier-accounts';
import { accountHasOrder } from '#functions/orders/order-reads';
import { listStoreConnections } from '#functions/stores/store-connections';
import { dynamoWarehouseStore } from '#functions/warehouses/warehouses.adapters';
import { dynamoOnboardingStore } from './adapters/dynamodb.onboarding-store';
import { dynamoShippingScheduleStore } from '#functions/shipping-schedule/shipping-schedule.face';
import { makeOnboarding } from './use-cases/onboarding.use-case';

/** What onboarding asks of the other domains, each through what that domain lends. */
const accountFacts: OnboardingAccountFacts = {
  hasOrder: accountHasOrder,
  async company(accountId) {
    const stored = await dynamoCompanyProfileStore.get(accountId);
    return { companyName: stored?.companyName ?? '', hasLogo: Boolean(stored?.logo) };
  },
  async saveCompanyName(accountId, companyName) {
    const stored = await dynamoCompanyProfileStore.get(accountId);
    const account = stored ? undefined : await dynamoAccountStore.getAccount(accountId);
    await dynamoCompanyProfileStore.saveProfile(accountId, {
      companyEmail: stored?.companyEmail ?? '',
      companyPhone: stored?.companyPhone ?? '',
      website: stored?.website ?? '',
      companyName: companyName || account?.name || '',
    });
  },
  warehouseCount: async (accountId) => (await dynamoWarehouseStore.list(accountId)).length,
  ownCarrierAccountCount: async (accountId) => (await ownCarrierAccountIds(accountId)).size,
  storeCount: async (accountId) => (await listStoreConnections(accountId)).length,
  walletBalanceCents: async (accountId) => (await readWallet(accountId)).balanceCents,
};

/** The onboarding use cases wired to their real adapters; the handler imports them from here. */
export const onboarding = /* @__PURE__ */ makeOnboarding({
  store: dynamoOnboardingStore,
  schedules: dynamoShippingScheduleStore,
  facts: accountFacts,
});
