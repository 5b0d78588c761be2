import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import type { AutomationField } from './automation-order';

/**
 * Which automation fields a hand edit changed, read straight from the order's parts (the open shipment's lines
 * and options, the order's tags, warehouse and hold date), so the order edit routes carry no rule engine.
 */

type Edited = Pick<OrderRecord, 'shipments' | 'tags' | 'warehouse' | 'holdDate'> & {
  automation?: { manualFields?: AutomationField[] };
};

const open = (o: Edited): Shipment | undefined =>
  o.shipments.find((s) => !(s.label?.trackingCode || s.createdShipment?.tracking_code));

/** The open shipment's options named `prefix…` that hold a value. */
const options = (prefix: string) => (_: Edited, s: Shipment | undefined) =>
  s && Object.entries(s.options).filter(([k, v]) => v !== undefined && k.startsWith(prefix));

const PARTS: readonly [AutomationField, (o: Edited, s: Shipment | undefined) => unknown][] = [
  ['products', (_, s) => s?.products.map((l) => [l.productId || l._id || l.sku, l.quantity])],
  ['packagings', (_, s) => s?.packagings.map((l) => [l.packagingId || l._id, l.quantity])],
  ['tags', (o) => o.tags],
  ['boxId', (_, s) => s?.box?.id],
  ['dryIce', options('dryIce')],
  ['insurance', options('carrierInsurance')],
  ['service', (_, s) => [s?.preferredRate?.carrier, s?.preferredRate?.service]],
  ['weight', (_, s) => s && [s.weights.type, s.weights.customWeight, s.weights.weightToShow]],
  ['warehouseId', (o) => o.warehouse?.id],
  ['holdUntil', (o) => o.holdDate],
];

export function handEditedFields(before: Edited, after: Edited): AutomationField[] {
  const [a, b] = [open(before), open(after)];
  if (!a || !b) return [];
  return PARTS.filter(([, part]) => JSON.stringify(part(before, a)) !== JSON.stringify(part(after, b))).map(
    ([field]) => field,
  );
}

/** The order after a hand edit: the fields it changed join those automation runs keep. */
export function withHandEdits<O extends Edited>(before: O, after: O): O {
  const edited = handEditedFields(before, after);
  if (edited.length === 0) return after;
  // The edited order keeps the state it was edited from (its automation state among it).
  const manual = new Set([...(after.automation?.manualFields ?? []), ...edited]);
  return { ...after, automation: { ...after.automation, manualFields: [...manual] } };
}
