import type { CarrierPort } from '#domain/carriers/ports';
import type { CourierLabels } from '#domain/couriers/ports';
import type { LabelFiles, LabelPurchaseQueue } from '#domain/labels/ports';
import type { Caller } from '#lib/http/caller';
import { uuidGenerator } from '#lib/ids';
import { dynamoSubscriptionStore } from '#functions/accounts/adapters/dynamodb.subscription-store';
import { dynamoWallet } from '#functions/billing/adapters/dynamodb.wallet';
import { dynamoLabelPurchaseStore } from '#functions/labels/adapters/dynamodb.label-purchase-store';
import { dynamoRefundStore } from '#functions/labels/adapters/dynamodb.refund-store';
import { ownCarrierAccountIds } from '#functions/carriers/adapters/dynamodb.carrier-account-store';
import { makePurchaseLabel } from '#functions/labels/use-cases/purchase-label.use-case';
import { makePurchaseLabels } from '#functions/labels/use-cases/purchase-labels.use-case';
import { makeRebookLabels } from '#functions/labels/use-cases/rebook-label.use-case';
import { makeRefundLabel } from '#functions/labels/use-cases/refund-label.use-case';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import type { TestUser } from './api-events';

/** The label use cases on the real table adapters with the carrier, files and queue a test chooses. */
export function labelPipeline(opts: {
  carrier: CarrierPort;
  files: LabelFiles;
  queue: LabelPurchaseQueue;
  courier?: CourierLabels;
}) {
  const requestDeps = {
    orders: dynamoOrderStore,
    purchases: dynamoLabelPurchaseStore,
    wallet: dynamoWallet,
    subscriptions: dynamoSubscriptionStore,
    queue: opts.queue,
    ids: uuidGenerator,
    ownAccountIds: ownCarrierAccountIds,
  };
  const refundLabel = makeRefundLabel({ orders: dynamoOrderStore, refunds: dynamoRefundStore, carrier: opts.carrier });
  return {
    purchaseLabels: makePurchaseLabels(requestDeps),
    rebookLabels: makeRebookLabels(requestDeps),
    purchaseLabel: makePurchaseLabel({
      purchases: dynamoLabelPurchaseStore,
      wallet: dynamoWallet,
      orders: dynamoOrderStore,
      carrier: opts.carrier,
      ...(opts.courier ? { courier: opts.courier } : {}),
      files: opts.files,
      weightContext: async () => ({}),
      refundReplaced: (record) => refundLabel.refundReplaced(record),
    }),
    refundLabel,
  };
}

export function ownerCaller(accountId: string, user: TestUser): Caller {
  return { ...user, accountId, accountName: 'Test Foods', role: 'owner', permissions: {} };
}
