import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import { dynamoOrderRecords } from '#functions/orders/orders.adapters';
import { dynamoAccountSettingsStore } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { accountShippingSchedule } from '#functions/shipping-schedule/shipping-schedule.reader';
import { shipmentFreightQuotes } from './shipment-freight-quotes';
import { makeShipmentFreightOffers } from './use-cases/shipment-freight-offers.use-case';

// The order rate shop's LTL leg wired to its real adapters, once: its own module, so the freight quote
// routes leave the order and settings stores out of their bundles.

export const shipmentFreightOffers = /* @__PURE__ */ makeShipmentFreightOffers({
  orders: dynamoOrderRecords,
  accounts: dynamoAccountStore,
  accountSettings: (accountId) => accountSettingsOf(dynamoAccountSettingsStore, accountId),
  shippingSchedule: accountShippingSchedule,
  freight: shipmentFreightQuotes,
});
