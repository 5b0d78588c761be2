import { fromCents, toCents } from '../money/cents.rules';
import { hasLabel } from '../orders/order-grid.rules';
import type { OrderRecord } from '../orders/order-record';
import { defaultDeclaredValue } from '../settings/shipment-defaults.rules';
import type { Shipment } from '../shipments/shipment.schema';
import { computeShipmentWeights, type WeightContext } from '../units/weight.rules';
import type { CatalogEntries } from './automation-catalog.rules';
import type { AutomationLastRun } from './last-run.rules';
import {
  type AutomationField,
  type CoolantChoice,
  type AutomationFields,
  type AutomationOrder,
  type AutomationPackagingLine,
  type AutomationProductLine,
} from './automation-order';

/**
 * The order as rules see it and the order a run's patch makes, both ways over the stored order. Rules act on
 * the order's open shipment (the first without a label): dry ice, insurance, weight, the named service and
 * product and packaging lines live there; tags and the hold date on the order. What the order has no place
 * for yet (the box and warehouse chosen by id, coolant, "cheapest within N days", the packing algorithm) is
 * kept in the order's `automation.fields`, beside `automation.manualFields`: the fields the merchant edited
 * by hand, which a run keeps.
 *
 * Given the catalog entries the run read, the writer puts a chosen box, warehouse and coolant where the order
 * keeps them (the shipment's box, the order's warehouse, a coolant packaging line) and fills the lines it adds
 * from the catalog, so what a rule chose is what the order shows, weighs, rates and buys. Without the entry
 * (a deleted box undone back to), the choice stays in `automation.fields`.
 */

/** Fields rules choose that the order keeps in its automation state. */
export type StateField = 'boxId' | 'coolant' | 'service' | 'warehouseId' | 'packingAlgorithm';

export interface OrderAutomationState {
  fields?: Partial<Pick<AutomationFields, StateField>>;
  manualFields?: AutomationField[];
  /** When an import handed the order to the import rules, until they ran on it (automation-pending.rules). */
  pendingSince?: string;
  /** Times the resend schedule sent it again while pending (automation-pending.rules). */
  resends?: number;
  /** The last run that changed the order, for its undo and a re-run's take-back (last-run.rules). */
  lastRun?: AutomationLastRun;
}

/** An order record with its automation state (stored with the order, absent until rules or hand edits set it). */
export type AutomatedOrder = OrderRecord & { automation?: OrderAutomationState };

/** Tags an order holds (the order form's cap). */
const ORDER_TAGS_MAX = 10;

/** The shipment rules change: the first one not bought yet. */
export function openShipmentIndex(order: Pick<OrderRecord, 'shipments'>): number {
  return order.shipments.findIndex((s) => !hasLabel(s));
}

const productKey = (line: { productId?: string; _id?: string; sku?: string }) =>
  line.productId || line._id || (line.sku ? `sku:${line.sku.toLowerCase()}` : undefined);

function productLines(shipment: Shipment): AutomationProductLine[] {
  const merged = new Map<string, AutomationProductLine>();
  for (const line of shipment.products) {
    const key = productKey(line);
    if (!key) continue;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity ?? 1;
    else
      merged.set(key, {
        ...(line.productId || line._id ? { productId: line.productId || line._id } : {}),
        sku: line.sku,
        quantity: line.quantity ?? 1,
      });
  }
  return [...merged.values()];
}

function packagingLines(shipment: Shipment): AutomationPackagingLine[] {
  const out: AutomationPackagingLine[] = [];
  for (const line of shipment.packagings) {
    const packagingId = line.packagingId || line._id;
    if (packagingId) out.push({ packagingId, quantity: line.quantity ?? 1 });
  }
  return out;
}

/** The order as rules read it; undefined when every shipment is bought (nothing left for rules to prepare). */
export function automationView(order: AutomatedOrder): AutomationOrder | undefined {
  const at = openShipmentIndex(order);
  const shipment = order.shipments[at];
  if (!shipment) return undefined;
  const state = order.automation?.fields ?? {};
  const o = shipment.options;
  const rate = shipment.preferredRate;
  const address = order.shippingAddress;
  return {
    orderId: order.id,
    storeId: order.storeId,
    destination: { state: address?.state || undefined, zip: address?.zip || undefined, country: address?.country },
    orderValueCents: toCents(order.orderValue ?? 0),
    ...(order.confidenceScore === null || order.confidenceScore === undefined
      ? {}
      : { confidenceScore: order.confidenceScore }),
    products: productLines(shipment),
    packagings: packagingLines(shipment),
    tags: order.tags ?? [],
    boxId: state.boxId !== undefined ? state.boxId : (shipment.box?.id ?? null),
    dryIce: o.dryIceActive && o.dryIceWeight ? { value: o.dryIceWeight, units: o.dryIceUnit ?? 'lb' } : null,
    insurance: o.carrierInsuranceAmountActive
      ? o.carrierInsuranceAmountAutomatic
        ? { mode: 'declared_value' }
        : { mode: 'custom', amountCents: toCents(o.carrierInsuranceAmount ?? 0) }
      : null,
    coolant: state.coolant ?? null,
    service:
      state.service !== undefined
        ? state.service
        : rate?.carrier && rate.service
          ? { mode: 'named', carrier: rate.carrier, service: rate.service }
          : null,
    weight:
      shipment.weights.type === 'custom' && shipment.weights.customWeight
        ? { value: shipment.weights.customWeight, units: shipment.weights.weightToShow }
        : null,
    warehouseId: state.warehouseId ?? order.warehouse?.id ?? null,
    packingAlgorithm: state.packingAlgorithm ?? null,
    holdUntil: order.holdDate ?? null,
  };
}

function withProducts(
  shipment: Shipment,
  lines: readonly AutomationProductLine[],
  entries?: CatalogEntries,
): Shipment['products'] {
  const byKey = new Map(shipment.products.map((l) => [productKey(l), l]));
  const kept = shipment.products.filter((l) => !productKey(l));
  return [
    ...lines.map((l) => {
      const existing = byKey.get(l.productId || `sku:${l.sku.toLowerCase()}`);
      if (existing) return { ...existing, quantity: l.quantity };
      const entry = l.productId ? entries?.products.get(l.productId) : undefined;
      return entry
        ? {
            ...entry,
            productId: l.productId,
            sku: entry.sku || l.sku,
            title: entry.title || l.sku,
            quantity: l.quantity,
          }
        : { productId: l.productId, sku: l.sku, title: l.sku, quantity: l.quantity };
    }),
    ...kept,
  ];
}

function withPackagings(
  shipment: Shipment,
  lines: readonly AutomationPackagingLine[],
  entries?: CatalogEntries,
): Shipment['packagings'] {
  const byId = new Map(shipment.packagings.map((l) => [l.packagingId || l._id, l]));
  const kept = shipment.packagings.filter((l) => !(l.packagingId || l._id));
  return [
    ...lines.map((l) => {
      const existing = byId.get(l.packagingId);
      if (existing) return { ...existing, quantity: l.quantity };
      const entry = entries?.packagings.get(l.packagingId);
      return entry
        ? { ...entry, packagingId: l.packagingId, quantity: l.quantity }
        : { packagingId: l.packagingId, sku: '', title: '', quantity: l.quantity };
    }),
    ...kept,
  ];
}

type PackagingLine = Shipment['packagings'][number];

/** The packaging line a coolant choice puts in the shipment; a catalog coolant the run could not read has none. */
function coolantLine(choice: CoolantChoice, entries?: CatalogEntries): PackagingLine | undefined {
  if (choice.mode === 'custom')
    return {
      packagingType: 'coolant',
      title: 'Custom coolant',
      sku: choice.sku,
      quantity: choice.quantity,
      // The action gives no weight: a custom coolant adds its sides, not pounds.
      dimensions: {
        length: choice.length,
        width: choice.width,
        height: choice.height,
        units: choice.units,
        weight: { value: 0, units: 'lb' },
      },
    };
  const entry = entries?.packagings.get(choice.coolantId);
  return entry ? { ...entry, packagingType: 'coolant', packagingId: choice.coolantId, quantity: 1 } : undefined;
}

/** Whether `line` is the one `choice` put in: the catalog coolant by id, a custom one by its SKU. */
function isCoolantLine(line: PackagingLine, choice: CoolantChoice): boolean {
  return choice.mode === 'catalog'
    ? (line.packagingId || line._id) === choice.coolantId
    : !(line.packagingId || line._id) && line.packagingType === 'coolant' && line.sku === choice.sku;
}

/** The shipment's packaging lines with the previous coolant's line swapped for the next one's. */
function withCoolant(
  packagings: Shipment['packagings'],
  previous: CoolantChoice | null | undefined,
  next: CoolantChoice | null,
  entries?: CatalogEntries,
): Shipment['packagings'] {
  let out = packagings;
  if (previous) {
    const at = out.findIndex((l) => isCoolantLine(l, previous));
    if (at >= 0) out = out.filter((_, i) => i !== at);
  }
  const line = next ? coolantLine(next, entries) : undefined;
  // First in the list: lines a rule adds go last, so a re-run that takes them back and adds them again keeps the order.
  return line && next && !out.some((l) => isCoolantLine(l, next)) ? [line, ...out] : out;
}

/** Fields whose change moves the shipment's computed weight. */
const WEIGHING_FIELDS: readonly AutomationField[] = ['products', 'packagings', 'boxId', 'coolant', 'dryIce', 'weight'];

export interface PatchOptions {
  /** The catalog entries the run read: chosen boxes, warehouses, coolants and new lines are copied from them. */
  entries?: CatalogEntries;
  /** The account's weight settings, for the shipment's recomputed weights (orders §9). */
  weights?: WeightContext;
}

/** The order with a run's (or an undo's) patch written into it; fields absent from the patch are untouched. */
export function applyAutomationPatch(
  order: AutomatedOrder,
  patch: Partial<AutomationFields>,
  options: PatchOptions = {},
): AutomatedOrder {
  const { entries } = options;
  const at = openShipmentIndex(order);
  const shipment = order.shipments[at];
  if (!shipment || Object.keys(patch).length === 0) return order;
  let s: Shipment = { ...shipment, options: { ...shipment.options } };
  const state: NonNullable<OrderAutomationState['fields']> = { ...order.automation?.fields };
  const out: AutomatedOrder = { ...order };
  for (const field of Object.keys(patch) as AutomationField[]) {
    switch (field) {
      case 'products':
        s = { ...s, products: withProducts(s, patch.products ?? [], entries) };
        break;
      case 'packagings':
        s = { ...s, packagings: withPackagings(s, patch.packagings ?? [], entries) };
        break;
      case 'tags':
        out.tags = [...(patch.tags ?? [])].slice(0, ORDER_TAGS_MAX);
        break;
      case 'dryIce': {
        const v = patch.dryIce ?? null;
        s.options = { ...s.options, dryIceActive: v !== null, dryIceWeight: v?.value, dryIceUnit: v?.units };
        break;
      }
      case 'insurance': {
        const v = patch.insurance ?? null;
        s.options = {
          ...s.options,
          carrierInsuranceAmountActive: v !== null,
          carrierInsuranceAmountAutomatic: v?.mode === 'declared_value',
          // Declared value: the order value, else the lines' value (never $0, which the order checks refuse).
          carrierInsuranceAmount:
            v?.mode === 'custom'
              ? fromCents(v.amountCents)
              : v
                ? defaultDeclaredValue(
                    { declaredValue: { active: true, automatic: true, custom: 0 } },
                    { products: s.products },
                    { orderValue: order.orderValue },
                  )
                : undefined,
        };
        break;
      }
      case 'weight': {
        const v = patch.weight ?? null;
        s = {
          ...s,
          weights: v
            ? { ...s.weights, type: 'custom', customWeight: v.value, weightToShow: v.units }
            : { ...s.weights, type: 'product', customWeight: undefined },
        };
        break;
      }
      case 'service': {
        const v = patch.service ?? null;
        state.service = v;
        // A named service is the shipment's preferred service; "cheapest within N days" is chosen when rated.
        if (v?.mode === 'named')
          s = {
            ...s,
            preferredRate: { ...s.preferredRate, carrier: v.carrier, service: v.service, rateId: undefined },
          };
        break;
      }
      case 'holdUntil':
        out.holdDate = patch.holdUntil ?? null;
        break;
      case 'boxId': {
        const id = patch.boxId ?? null;
        const box = id === null ? null : entries?.boxes.get(id);
        // The box goes on the shipment when the run has it (or takes it off); else the id waits in the state.
        if (entries && box !== undefined) {
          s = { ...s, box: box && { ...box, id: id ?? undefined } };
          delete state.boxId;
        } else state.boxId = id;
        break;
      }
      case 'warehouseId': {
        const id = patch.warehouseId ?? null;
        const warehouse = id === null ? null : entries?.warehouses.get(id);
        if (entries && warehouse !== undefined) {
          out.warehouse = warehouse && { ...warehouse, id: id ?? undefined };
          delete state.warehouseId;
        } else state.warehouseId = id;
        break;
      }
      case 'coolant':
        break;
      case 'packingAlgorithm':
        state.packingAlgorithm = patch.packingAlgorithm ?? null;
        break;
    }
  }
  // After the packaging lines, so a rewrite of them cannot drop the coolant's line.
  if ('coolant' in patch) {
    s = { ...s, packagings: withCoolant(s.packagings, state.coolant, patch.coolant ?? null, entries) };
    state.coolant = patch.coolant ?? null;
  }
  if (WEIGHING_FIELDS.some((f) => f in patch))
    s = { ...s, weights: { ...s.weights, ...computeShipmentWeights(s, options.weights) } };
  out.shipments = order.shipments.map((x, i) => (i === at ? s : x));
  out.automation = { ...order.automation, fields: state };
  return out;
}
