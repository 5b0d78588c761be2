import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import { carrierRates } from '#functions/carriers/carriers.deps';
import { dynamoRateSettingsStore } from '#functions/rates/rates.adapters';
import { rateSettingsOf } from '#functions/rates/use-cases/rate-settings.use-cases';
import { dynamoStoreConnections } from '#functions/stores/stores.adapters';
import { shopifyAppCredentials } from '#functions/stores/store-app-secrets';
import { zoneMappingsReader } from '#functions/zones/zones.adapters';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import type { CheckoutStore, CheckoutStoreLookup } from '#domain/checkout-rates/ports';
import { warmCache } from '#lib/warm-cache';
import { dynamoCheckoutSettingsStore } from './adapters/dynamodb.checkout-settings-store';
import { makeCheckoutCallback } from './use-cases/checkout-callback.use-case';
import { makeCheckoutQuote } from './use-cases/checkout-quote.use-case';
import { checkoutSettingsOf, makeCheckoutSettingsUseCases } from './use-cases/checkout-settings.use-cases';

/**
 * Shopify answers a carrier service that takes longer than 3 to 10 s (its busier shops get the shorter
 * limit) with no rates: Shipdeck answers live rates within 2 s, the fallback rates past it.
 */
export const CHECKOUT_ANSWER_BUDGET_MS = 2_000;
/** Per container: the settings a cart's answer reads are reused this long (a saved change shows within it). */
export const CHECKOUT_CACHE_TTL_MS = 30_000;
const CACHED_ACCOUNTS = 500;

const cached = <T>(load: (key: string) => Promise<T>) =>
  warmCache(load, { ttlMs: CHECKOUT_CACHE_TTL_MS, maxKeys: CACHED_ACCOUNTS });

/** The connected store a (platform, shop) belongs to, with its per-store secret (never returned by a route). */
async function findCheckoutStore(key: string): Promise<CheckoutStore | undefined> {
  const [platform, shop] = JSON.parse(key) as [CheckoutStore['platform'], string];
  const found = await dynamoStoreConnections.findByShop(platform, shop);
  if (!found) return undefined;
  const credentials = await dynamoStoreConnections.credentials(found.accountId, found.connection.storeId);
  return {
    accountId: found.accountId,
    storeId: found.connection.storeId,
    platform,
    shop: found.connection.shop,
    ...(credentials?.webhookSecret ? { secret: credentials.webhookSecret } : {}),
  };
}
const storeByKey = /* @__PURE__ */ cached(findCheckoutStore);
const checkoutStores: CheckoutStoreLookup = (platform, shop) => storeByKey(JSON.stringify([platform, shop]));

export const checkoutQuote = /* @__PURE__ */ makeCheckoutQuote({
  settings: /* @__PURE__ */ cached((accountId) => checkoutSettingsOf(dynamoCheckoutSettingsStore, accountId)),
  rateSettings: /* @__PURE__ */ cached((accountId) => rateSettingsOf(dynamoRateSettingsStore, accountId)),
  zoneMappings: /* @__PURE__ */ cached(zoneMappingsReader),
  timeZone: /* @__PURE__ */ cached(
    async (accountId) => (await dynamoAccountStore.getAccount(accountId))?.timezone ?? DEFAULT_ACCOUNT_TIMEZONE,
  ),
  carriers: carrierRates,
  budgetMs: CHECKOUT_ANSWER_BUDGET_MS,
});

export const checkoutCallback = /* @__PURE__ */ makeCheckoutCallback({
  stores: checkoutStores,
  appSecret: async (platform) => (platform === 'shopify' ? (await shopifyAppCredentials()).clientSecret : undefined),
  quote: checkoutQuote,
});

export const checkoutSettings = /* @__PURE__ */ makeCheckoutSettingsUseCases({ settings: dynamoCheckoutSettingsStore });
