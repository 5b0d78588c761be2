import { dynamoAccountStore, dynamoSubscriptionStore } from '#functions/accounts/accounts.adapters';
import { carrierRates } from '#functions/carriers/carriers.deps';
import { dynamoCarrierAccountStore } from '#functions/carriers/carriers.adapters';
import { ownAccountRefs } from '#functions/carriers/use-cases/own-account-refs';
import { dynamoOrderRecords } from '#functions/orders/orders.adapters';
import { dynamoAccountSettingsStore } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { zoneMappingsReader } from '#functions/zones/zones.adapters';
import { dynamoRateSettingsStore } from './adapters/dynamodb.rate-settings-store';
import { makeRateSettingsUseCases } from './use-cases/rate-settings.use-cases';
import { accountShippingSchedule } from '#functions/shipping-schedule/shipping-schedule.reader';
import { makeChooseRate } from './use-cases/choose-rate.use-case';
import { makeRateShop, type RateShopDeps } from './use-cases/rate-shop.use-case';

// The rates use cases wired to their real adapters, once; handlers import what they serve.

/**
 * The rate shop's adapters. Local courier quotes are the couriers' own leg (POST …/courier-quotes, functions/couriers),
 * stored beside these routes' parcel quotes without either wiping the other's; wiring `quoteCouriers` here instead
 * would take these routes over their bundle budget.
 */
export const rateShopDeps = {
  orders: dynamoOrderRecords,
  accounts: dynamoAccountStore,
  subscriptions: dynamoSubscriptionStore,
  rateSettings: dynamoRateSettingsStore,
  carriers: carrierRates,
  accountSettings: (accountId) => accountSettingsOf(dynamoAccountSettingsStore, accountId),
  ownAccounts: (accountId) => ownAccountRefs(dynamoCarrierAccountStore, accountId),
  zoneMappings: zoneMappingsReader,
  shippingSchedule: accountShippingSchedule,
} satisfies RateShopDeps;

export const rateShop = /* @__PURE__ */ makeRateShop(rateShopDeps);

/** Choosing one of the stored quotes asks no carrier: its route bundles no carrier adapter. */
export const chooseRate = /* @__PURE__ */ makeChooseRate({
  orders: dynamoOrderRecords,
  shippingSchedule: accountShippingSchedule,
});

export const rateSettings = /* @__PURE__ */ makeRateSettingsUseCases({ settings: dynamoRateSettingsStore });
