import type { PurchaseBatchView, ShipmentRef } from '#api/shipping';
import type { ShippingApi } from '#web/api/shipping-api';
import { pollUntilDone, type PollOptions } from '#web/lib/poll';
import { batchDone } from './shipping-view';

export type PurchaseRun = PollOptions<PurchaseBatchView>;

/**
 * Buys labels for `shipments` (POST /api/v1/labels/purchases, 202) and polls the batch every
 * second until nothing is pending. Not a hook, so the grid, the editor and the tests share it.
 */
export async function runLabelPurchase(
  api: Pick<ShippingApi, 'buy' | 'purchase'>,
  shipments: readonly ShipmentRef[],
  run: PurchaseRun,
): Promise<PurchaseBatchView> {
  return pollUntilDone(
    () => api.buy(shipments),
    (batch) => api.purchase(batch.batchId),
    batchDone,
    run,
  );
}

/** Rebooks `shipments` (orders §4) and polls the purchase batch the same way: the new labels are bought like any. */
export async function runRebook(
  api: Pick<ShippingApi, 'rebook' | 'purchase'>,
  shipments: readonly ShipmentRef[],
  run: PurchaseRun,
): Promise<PurchaseBatchView> {
  return pollUntilDone(
    () => api.rebook(shipments),
    (batch) => api.purchase(batch.batchId),
    batchDone,
    run,
  );
}
