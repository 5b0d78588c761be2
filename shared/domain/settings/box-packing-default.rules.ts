import { packingAlgorithmOf } from '../packing/pack-order.rules';
import type { PackingAlgorithm } from '../packing/packing.schema';
import type { Shipment } from '../shipments/shipment.schema';

/** The three box packing flags (accounts §3 account settings; orders §3 order fields). */
export type BoxPackingFlags = Partial<Record<PackingAlgorithm, boolean>>;

/**
 * The account's box packing setting as a default (accounts §3 "box packing algorithm flags
 * (general, quantity, weight)"): read exactly like an order's own flags, so the first one on of
 * general, Quantity and Weight names the algorithm, and with it the boxes that take part
 * (useInBoxPackingAlgo, useInBoxPackingAlgoQty, useInBoxPackingAlgoWeight).
 */
export function accountPackingAlgorithm(settings: BoxPackingFlags): PackingAlgorithm | undefined {
  return packingAlgorithmOf(settings);
}

/** Whether new orders get their boxes chosen by default: the import wizard's checkbox starts from it. */
export function packsNewOrdersByDefault(settings: BoxPackingFlags): boolean {
  return accountPackingAlgorithm(settings) !== undefined;
}

/**
 * Orders import: the request's explicit `packWithBoxes` wins; absent, the account setting
 * decides. An explicit yes on an account with the setting off packs with the general algorithm.
 */
export function importPackingAlgorithm(
  requested: boolean | undefined,
  settings: BoxPackingFlags,
): PackingAlgorithm | undefined {
  if (requested === false) return undefined;
  const fromAccount = accountPackingAlgorithm(settings);
  return requested === true ? (fromAccount ?? 'useBoxPackingAlgo') : fromAccount;
}

/** "Pack for me" in the editor: the algorithm asked for, else the account's, else general. */
export function packForMeAlgorithm(
  requested: PackingAlgorithm | undefined,
  settings: BoxPackingFlags,
): PackingAlgorithm {
  return requested ?? accountPackingAlgorithm(settings) ?? 'useBoxPackingAlgo';
}

/** Order create: the order's own flags (orders §3) first, else the account's default. */
export function newOrderPackingAlgorithm(
  order: BoxPackingFlags,
  settings: BoxPackingFlags,
): PackingAlgorithm | undefined {
  return packingAlgorithmOf(order) ?? accountPackingAlgorithm(settings);
}

/** A shipment the packer fills: it has product lines and no box yet (a chosen box is never replaced). */
export function shipmentNeedsBox(shipment: Pick<Shipment, 'box' | 'products'>): boolean {
  return !shipment.box && shipment.products.length > 0;
}
