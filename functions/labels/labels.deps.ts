import { documentFiles } from '#lib/documents-bucket';
import { weightContextOf } from '#domain/settings/shipment-defaults.rules';
import { sqsClient } from '#lib/clients';
import { uuidGenerator } from '#lib/ids';
import { logger } from '#lib/logger';
import { queueUrlFromEnv } from '#lib/queue-url';
import { dynamoSubscriptionStore } from '#functions/accounts/accounts.adapters';
import { dynamoWallet } from '#functions/billing/billing.adapters';
import { carriers } from '#functions/carriers/carriers.deps';
import { courierLabels, courierRefunds } from '#functions/couriers/couriers.deps';
import { ownCarrierAccountIds } from '#functions/carriers/carrier-accounts';
import { dynamoAccountSettingsStore } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { dynamoLabelPurchaseStore, dynamoOrderReader } from './adapters/dynamodb.label-purchase-store';
import { dynamoQueuedPurchaseStore } from './adapters/dynamodb.queued-purchase-store';
import { dynamoRefundStore } from './adapters/dynamodb.refund-store';
import type { LabelPurchaseQueue } from '#domain/labels/ports';
import { makeSqsLabelPurchaseQueue } from './adapters/sqs.label-purchase-queue';
import { makeSqsFulfillmentQueue } from '#functions/stores/stores.adapters';
import { STORE_FULFILLMENTS_QUEUE_URL } from '#functions/stores/store-fulfillments.constants';
import { makeLabelDocument } from './use-cases/label-document.use-case';
import { makePurchaseLabel } from './use-cases/purchase-label.use-case';
import { accountShippingSchedule } from '#functions/shipping-schedule/shipping-schedule.reader';
import { makePurchaseLabels, type PurchaseLabelsDeps } from './use-cases/purchase-labels.use-case';
import { makeRebookLabels } from './use-cases/rebook-label.use-case';
import { makeRefundLabel } from './use-cases/refund-label.use-case';
import { makeRequeuePurchases } from './use-cases/requeue-purchases.use-case';

// The label use cases wired to their real adapters, once; handlers import what they serve.
// Each wiring is marked pure so a function's bundle keeps only the ones its handler uses.

/** queueUrlEnvName('label-purchase') of the app manifest, which CDK and the local runtime set for senders. */
const LABEL_PURCHASE_QUEUE_URL = 'LABEL_PURCHASE_QUEUE_URL';

const labelFiles = documentFiles;

/** What queueing a purchase (or a rebooking) needs, sending its messages to `queue`. */
const purchaseRequestDeps = (queue: LabelPurchaseQueue): PurchaseLabelsDeps => ({
  orders: dynamoOrderReader,
  purchases: dynamoLabelPurchaseStore,
  wallet: dynamoWallet,
  subscriptions: dynamoSubscriptionStore,
  queue,
  ids: uuidGenerator,
  ownAccountIds: ownCarrierAccountIds,
  shippingSchedule: accountShippingSchedule,
});

/** The purchase request use case sending its messages to `queue` (the SQS queue, or the demo seed's inline buyer). */
export function purchaseLabelsThrough(queue: LabelPurchaseQueue) {
  return makePurchaseLabels(purchaseRequestDeps(queue));
}

const labelPurchaseQueue = /* @__PURE__ */ makeSqsLabelPurchaseQueue(
  sqsClient,
  /* @__PURE__ */ queueUrlFromEnv(LABEL_PURCHASE_QUEUE_URL),
);

export const purchaseLabels = /* @__PURE__ */ purchaseLabelsThrough(labelPurchaseQueue);

/** The requeue schedule: queued purchases whose message was lost are sent again. */
export const requeuePurchases = /* @__PURE__ */ makeRequeuePurchases({
  purchases: dynamoQueuedPurchaseStore,
  queue: labelPurchaseQueue,
});

/** The store-fulfillments queue the purchase worker sends a store order's new label to (auto-fulfil). */
const fulfillmentQueue = /* @__PURE__ */ makeSqsFulfillmentQueue(
  sqsClient,
  /* @__PURE__ */ queueUrlFromEnv(STORE_FULFILLMENTS_QUEUE_URL),
);

export const refundLabel = /* @__PURE__ */ makeRefundLabel({
  orders: dynamoOrderReader,
  refunds: dynamoRefundStore,
  carrier: courierRefunds,
});

/** Rebooking one shipment or the grid's selection, queued on the label-purchase queue like a purchase. */
export const rebookLabels = /* @__PURE__ */ makeRebookLabels(/* @__PURE__ */ purchaseRequestDeps(labelPurchaseQueue));

export const purchaseLabel = /* @__PURE__ */ makePurchaseLabel({
  purchases: dynamoLabelPurchaseStore,
  wallet: dynamoWallet,
  orders: dynamoOrderReader,
  carrier: carriers,
  courier: courierLabels,
  files: labelFiles,
  weightContext: async (accountId) => weightContextOf(await accountSettingsOf(dynamoAccountSettingsStore, accountId)),
  autoFulfill: {
    flags: async (accountId) => (await accountSettingsOf(dynamoAccountSettingsStore, accountId)).autoFulfill,
    queue: fulfillmentQueue,
    onError: (err, context) =>
      logger.error('The bought label was not queued for its store; "Send tracking to store" sends it', {
        ...context,
        error: err as Error,
      }),
  },
  refundReplaced: (record) => refundLabel.refundReplaced(record),
});

export const labelDocument = /* @__PURE__ */ makeLabelDocument({ orders: dynamoOrderReader, files: labelFiles });
