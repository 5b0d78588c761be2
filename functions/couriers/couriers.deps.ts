import { zip3Centroid } from '#functions/carriers/data/sandbox-tariffs';
import { dynamoAccountStore, dynamoSubscriptionStore } from '#functions/accounts/accounts.adapters';
import { dynamoOrderRecords } from '#functions/orders/orders.adapters';
import { dynamoRateSettingsStore } from '#functions/rates/rates.adapters';
import { rateSettingsOf } from '#functions/rates/use-cases/rate-settings.use-cases';
import { dynamoAccountSettingsStore } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import { trackingSpeedOf } from '#domain/carriers/sandbox-clock.rules';
import type { CourierPort } from '#domain/couriers/ports';
import { weightContextOf } from '#domain/settings/shipment-defaults.rules';
import { config } from '#lib/config';
import { dynamoSandboxCourierLedger, dynamoSandboxCourierTracking } from './adapters/sandbox.courier-ledger';
import { makeEmitCourierTracking } from './use-cases/emit-courier-tracking.use-case';
import { makeFetchWebhookSender } from '#functions/carriers/carriers.adapters';
import { carrierRefunds } from '#functions/carriers/carriers.deps';
import { easyPostWebhookSecret } from '#functions/tracking/webhook-secret';
import { EASYPOST_WEBHOOK_PATH } from '#domain/carriers/sandbox-webhook.rules';
import { renderDispatchSlip } from './render/dispatch-slip';
import { makeCourierLabels } from './use-cases/dispatch-courier.use-case';
import { makeCourierRefunds } from './use-cases/cancel-courier.use-case';
import { makeSandboxCourier } from './adapters/sandbox.courier';
import { makeQuoteCouriers } from './use-cases/quote-couriers.use-case';
import { makeShipmentCourierQuotes } from './use-cases/shipment-courier-quotes.use-case';

// The couriers use cases wired to their adapters, once. The sandbox courier is the default
// everywhere; Uber Direct (adapters/uber-direct.courier.ts) takes its place once its credentials are
// provisioned for live.

/** Where a sandbox delivery is followed: the app's shopper tracking path for its code. */
const sandboxTrackingUrl = (code: string) => `${config().APP_URL ?? 'http://localhost:5173'}/track/${code}`;

export function sandboxCourier(): CourierPort {
  return makeSandboxCourier({
    ledger: dynamoSandboxCourierLedger,
    centroidOf: zip3Centroid,
    trackingUrlOf: sandboxTrackingUrl,
    trackingSpeed: trackingSpeedOf(config().SANDBOX_TRACKING_SPEED),
  });
}

/** The courier's quoting for the order rate shop. */
export const quoteCouriers = /* @__PURE__ */ makeQuoteCouriers({ couriers: sandboxCourier() });

/** POST …/courier-quotes: the rate shop's courier leg, stored beside the parcel quotes. */
export const shipmentCourierQuotes = /* @__PURE__ */ makeShipmentCourierQuotes({
  orders: dynamoOrderRecords,
  accounts: dynamoAccountStore,
  subscriptions: dynamoSubscriptionStore,
  rateSettings: (accountId) => rateSettingsOf(dynamoRateSettingsStore, accountId),
  weights: async (accountId) => weightContextOf(await accountSettingsOf(dynamoAccountSettingsStore, accountId)),
  quoteCouriers,
});

/** The purchase worker's courier side: a bought courier quote is dispatched, its slip the label's document. */
export const courierLabels = /* @__PURE__ */ makeCourierLabels({
  couriers: /* @__PURE__ */ sandboxCourier(),
  renderSlip: renderDispatchSlip,
  timeZone: async (accountId) => (await dynamoAccountStore.getAccount(accountId))?.timezone ?? DEFAULT_ACCOUNT_TIMEZONE,
});

/** The label refund's carrier side: a courier label's refund cancels its delivery, other labels go to their carrier. */
export const courierRefunds = /* @__PURE__ */ makeCourierRefunds({
  carriers: carrierRefunds,
  couriers: /* @__PURE__ */ sandboxCourier(),
});

/** The sandbox courier's tracking webhooks (idle with live adapters, where the provider sends its own). */
export function sandboxCourierTrackingEmitter() {
  const { SHIPDECK_ADAPTERS, APP_URL } = config();
  if (SHIPDECK_ADAPTERS !== 'sandbox' || !APP_URL) return undefined;
  return makeEmitCourierTracking({
    deliveries: dynamoSandboxCourierTracking,
    couriers: sandboxCourier(),
    sender: makeFetchWebhookSender(),
    webhookUrl: `${APP_URL.replace(/\/+$/, '')}${EASYPOST_WEBHOOK_PATH}`,
    secret: easyPostWebhookSecret,
  });
}
