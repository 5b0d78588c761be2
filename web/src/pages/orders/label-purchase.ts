import type { PurchaseBatchView, ShipmentRef } from '#api/shipping';
import type { ShippingApi } from '../../api/shipping-api';
import { batchDone } from './shipping-view';

export interface PurchaseRun {
  /** Every answer of the batch, the 202 first. */
  onUpdate: (batch: PurchaseBatchView) => void;
  /** Stops polling (the page went away); the last batch seen is returned. */
  cancelled?: () => boolean;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Buys labels for `shipments` (POST /api/v1/labels/purchases, 202) and polls the batch every
 * second until nothing is pending. Not a hook, so the grid, the editor and the tests share it.
 */
export async function runLabelPurchase(
  api: Pick<ShippingApi, 'buy' | 'purchase'>,
  shipments: readonly ShipmentRef[],
  { onUpdate, cancelled = () => false, intervalMs = 1000, sleep = wait }: PurchaseRun,
): Promise<PurchaseBatchView> {
  let batch = await api.buy(shipments);
  onUpdate(batch);
  while (!batchDone(batch) && !cancelled()) {
    await sleep(intervalMs);
    if (cancelled()) break;
    batch = await api.purchase(batch.batchId);
    onUpdate(batch);
  }
  return batch;
}
