import type { OrderRequest } from '#api/orders';
import type { BoxResponse } from '#api/catalog';
import type { Warehouse } from '#api/warehouses';
import { isInternational } from '#domain/address/address-classification.rules';
import { confidenceBand, riskLevel, RISK_LABELS, toConfidenceScore } from '#domain/confidence/confidence-score.rules';
import { withConfidenceCoverage, type ConfidenceCoverageSettings } from '#domain/claims/confidence-coverage.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { SHIPMENT_TYPES, VEHICLE_SIZES } from '#domain/orders/order.schema';
import { formatOrderIssuesNotice, orderSubmitProblemLines, type SubmitOrder } from '#domain/orders/order-submit.rules';
import type { CONTENT_TYPES, NON_DELIVERY_OPTIONS, Shipment } from '#domain/shipments/shipment.schema';
import type { WeightUnit } from '#domain/units/units.rules';
import { computeShipmentWeights, weightToShowValue, type WeightContext } from '#domain/units/weight.rules';
import {
  SHIPMENT_DEFAULT_FIELDS,
  shipmentDefaultsPatch,
  type ShipmentDefaultSettings,
} from '#domain/settings/shipment-defaults.rules';
import { parseWeightUnit } from '#domain/units/units.rules';
import type { OrderLineResult } from '#web/api/orders-api';
import { emptyStreetAddress, type StreetAddressValues } from '#web/pages/catalog/commons/address.values';

/** One product or packaging line as the editor holds it: the catalog item plus typed-in text. */
export interface LineValues {
  item: OrderLineResult;
  quantity: string;
  price: string;
}

export interface ShipmentValues {
  id?: string;
  products: LineValues[];
  packagings: LineValues[];
  boxId: string;
  weightsType: 'product' | 'custom';
  weightToShow: WeightUnit;
  customWeight: string;
  dryIceActive: boolean;
  dryIceWeight: string;
  dryIceUnit: WeightUnit;
  insuranceActive: boolean;
  insuranceAmount: string;
  /** The amount is the declared order value (accounts §3 declaredValue.automatic), until edited. */
  insuranceAutomatic: boolean;
  saturdayDelivery: boolean;
  deliveryConfirmation: boolean;
  carbonNeutral: boolean;
  /** The international profile that filled the customs fields (orders §3 internationalSettings.profileName). */
  profileName: string;
  contentType: (typeof CONTENT_TYPES)[number] | '';
  nonDelivery: (typeof NON_DELIVERY_OPTIONS)[number] | '';
  htsCode: { label: string; value: string; description: string } | null;
  customsQuantity: string;
  countryOfOrigin: string;
}

/** The recipient: who, and the street address shared with the customer form. */
export interface AddressValues extends StreetAddressValues {
  name: string;
  company: string;
  email: string;
  phone: string;
}

export interface OrderFormValues {
  orderNumber: string;
  shippingAddress: AddressValues;
  warehouseId: string;
  shipments: ShipmentValues[];
  comment: string;
  pickUpNotes: string;
  dropOffNotes: string;
  shipmentType: (typeof SHIPMENT_TYPES)[number];
  vehicleSize: (typeof VEHICLE_SIZES)[number];
  deliverySchedule: string;
  pickupStartTime: string;
  signatureRequired: boolean;
  /** The courier's tip in dollars (orders §9: 0, 2, 4, 6 or 8). */
  tip: number;
  tags: string[];
  /** orders §3 order protection: the order's total full coverage must exceed its value. */
  hasShipfareProtection: boolean;
  orderValue: number;
}

export const emptyAddress = (): AddressValues => ({
  name: '',
  company: '',
  email: '',
  phone: '',
  ...emptyStreetAddress(),
});

export const emptyShipment = (): ShipmentValues => ({
  products: [],
  packagings: [],
  boxId: '',
  weightsType: 'product',
  weightToShow: 'lb',
  customWeight: '',
  dryIceActive: false,
  dryIceWeight: '',
  dryIceUnit: 'lb',
  insuranceActive: false,
  insuranceAmount: '',
  insuranceAutomatic: false,
  saturdayDelivery: false,
  deliveryConfirmation: false,
  carbonNeutral: false,
  profileName: '',
  contentType: '',
  nonDelivery: '',
  htsCode: null,
  customsQuantity: '',
  countryOfOrigin: 'US',
});

/**
 * A new shipment of the editor ("new order", "Add shipment"): empty, with the account's
 * settings as its defaults (accounts §3) — the same shared rule the API applies to new shipments.
 */
export function newShipment(settings?: ShipmentDefaultSettings | null, orderValue = 0): ShipmentValues {
  const base = emptyShipment();
  if (!settings) return base;
  const { options: o, weights: w } = shipmentDefaultsPatch(settings, { products: [] }, SHIPMENT_DEFAULT_FIELDS, {
    orderValue,
  });
  return {
    ...base,
    // The weight is shown in the account's default weight unit (accounts §3 defaultWeightUnits).
    weightToShow: parseWeightUnit(settings.defaultWeightUnits) ?? base.weightToShow,
    ...(o.dryIceActive === true
      ? {
          dryIceActive: true,
          dryIceWeight: text(o.dryIceWeight),
          dryIceUnit: parseWeightUnit(o.dryIceUnit) ?? base.dryIceUnit,
        }
      : {}),
    ...(o.deliveryConfirmation !== undefined ? { deliveryConfirmation: o.deliveryConfirmation !== false } : {}),
    ...(o.carbonNeutral === true ? { carbonNeutral: true } : {}),
    ...(o.carrierInsuranceAmountActive === true
      ? {
          insuranceActive: true,
          insuranceAmount: text(o.carrierInsuranceAmount),
          insuranceAutomatic: o.carrierInsuranceAmountAutomatic === true,
        }
      : {}),
    ...(w.type === 'custom'
      ? {
          weightsType: 'custom' as const,
          customWeight: text(w.customWeight),
          weightToShow: parseWeightUnit(w.weightToShow) ?? base.weightToShow,
        }
      : {}),
  };
}

/** A new order: one new shipment (with the account's defaults), shipped from the default warehouse (orders §9 defaults for local courier). */
export function emptyOrderForm(defaultWarehouseId = '', settings?: ShipmentDefaultSettings | null): OrderFormValues {
  return {
    orderNumber: '',
    shippingAddress: emptyAddress(),
    warehouseId: defaultWarehouseId,
    shipments: [newShipment(settings)],
    comment: '',
    pickUpNotes: '',
    dropOffNotes: '',
    shipmentType: 'Parcel',
    vehicleSize: 'any',
    deliverySchedule: 'now',
    pickupStartTime: '',
    tip: 0,
    signatureRequired: false,
    tags: [],
    hasShipfareProtection: false,
    orderValue: 0,
  };
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
/** Empty text stays undefined so the shared checks see "missing", not 0. */
const num = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

function lineToValues(line: Record<string, unknown>): LineValues {
  const { quantity, price, ...item } = line;
  return { item: item as unknown as OrderLineResult, quantity: text(quantity), price: text(price) };
}

/** A stored order → editor values (boxes are matched by id, else by name). */
export function orderToFormValues(
  order: OrderRecord,
  boxes: readonly BoxResponse[],
  warehouses: readonly Warehouse[],
): OrderFormValues {
  const a = order.shippingAddress;
  const warehouseId =
    warehouses.find((w) => w.id === order.warehouse?.id)?.id ??
    warehouses.find((w) => w.name === order.warehouse?.name)?.id ??
    '';
  return {
    orderNumber: order.orderNumber,
    shippingAddress: { ...emptyAddress(), ...(a ? { ...a, country: a.country || 'US' } : {}) },
    warehouseId,
    shipments: order.shipments.map((s) => {
      const box = s.box
        ? (boxes.find((b) => b.id === s.box?.id) ?? boxes.find((b) => b.name === s.box?.name))
        : undefined;
      const intl = s.internationalSettings;
      const hts = intl && typeof intl.htsCode === 'object' ? intl.htsCode : null;
      return {
        ...emptyShipment(),
        id: s.id,
        products: s.products.map((p) => lineToValues(p as Record<string, unknown>)),
        packagings: s.packagings.map((p) => lineToValues(p as Record<string, unknown>)),
        boxId: box?.id ?? '',
        weightsType: s.weights.type,
        weightToShow: s.weights.weightToShow,
        customWeight: text(s.weights.customWeight),
        dryIceActive: s.options.dryIceActive,
        dryIceWeight: text(s.options.dryIceWeight),
        dryIceUnit: s.options.dryIceUnit ?? 'lb',
        insuranceActive: s.options.carrierInsuranceAmountActive,
        insuranceAmount: text(s.options.carrierInsuranceAmount),
        insuranceAutomatic: s.options.carrierInsuranceAmountAutomatic,
        saturdayDelivery: s.options.saturdayDelivery,
        deliveryConfirmation: s.options.deliveryConfirmation === true || s.options.deliveryConfirmation === 'true',
        carbonNeutral: s.options.carbonNeutral,
        profileName: intl?.profileName ?? '',
        contentType: intl?.contentType ?? '',
        nonDelivery: intl?.nonDelivery ?? '',
        htsCode: hts,
        customsQuantity: text(intl?.quantity),
        countryOfOrigin: intl?.countryOfOrigin ?? 'US',
      };
    }),
    comment: order.comment,
    pickUpNotes: order.pickUpNotes,
    dropOffNotes: order.dropOffNotes,
    shipmentType: order.shipmentType,
    vehicleSize: order.localCourierOptions?.vehicleSize ?? 'any',
    deliverySchedule: order.localCourierOptions?.deliverySchedule ?? 'now',
    pickupStartTime: order.localCourierOptions?.pickupStartTime ?? '',
    signatureRequired: order.localCourierOptions?.signatureRequired ?? false,
    tip: order.localCourierOptions?.tip ?? 0,
    tags: order.tags,
    hasShipfareProtection: order.hasShipfareProtection,
    orderValue: order.orderValue,
  };
}

const line = ({ item, quantity, price }: LineValues) => ({ ...item, quantity: num(quantity), price: num(price) });

/** A box as the shipment stores it: the catalog box without its bookkeeping. */
function boxOf(boxId: string, boxes: readonly BoxResponse[]) {
  const box = boxes.find((b) => b.id === boxId);
  if (!box) return null;
  const { createdAt: _c, updatedAt: _u, ...rest } = box;
  return rest;
}

/** The shipment as the API and the shared rules read it. */
export function toShipment(s: ShipmentValues, boxes: readonly BoxResponse[], international: boolean) {
  return {
    ...(s.id ? { id: s.id } : {}),
    box: boxOf(s.boxId, boxes),
    products: s.products.map(line),
    packagings: s.packagings.map(line),
    weights: {
      type: s.weightsType,
      weightToShow: s.weightToShow,
      ...(s.weightsType === 'custom' ? { customWeight: num(s.customWeight) } : {}),
    },
    options: {
      dryIceActive: s.dryIceActive,
      ...(s.dryIceActive ? { dryIceWeight: num(s.dryIceWeight), dryIceUnit: s.dryIceUnit } : {}),
      saturdayDelivery: s.saturdayDelivery,
      deliveryConfirmation: s.deliveryConfirmation,
      carbonNeutral: s.carbonNeutral,
      carrierInsuranceAmountActive: s.insuranceActive,
      ...(s.insuranceActive ? { carrierInsuranceAmount: num(s.insuranceAmount) } : {}),
      carrierInsuranceAmountAutomatic: s.insuranceActive && s.insuranceAutomatic,
    },
    internationalSettings: international
      ? {
          profileName: s.profileName || undefined,
          contentType: s.contentType || undefined,
          nonDelivery: s.nonDelivery || undefined,
          htsCode: s.htsCode ?? undefined,
          quantity: num(s.customsQuantity),
          countryOfOrigin: s.countryOfOrigin,
        }
      : null,
  };
}

export function isInternationalOrder(values: OrderFormValues, warehouses: readonly Warehouse[]): boolean {
  const origin = warehouses.find((w) => w.id === values.warehouseId)?.address.country ?? 'US';
  return isInternational(origin, values.shippingAddress.country);
}

/** POST/PUT body of the orders API. */
export function toOrderRequest(
  values: OrderFormValues,
  boxes: readonly BoxResponse[],
  warehouses: readonly Warehouse[],
  version?: number,
): OrderRequest {
  const international = isInternationalOrder(values, warehouses);
  return {
    orderNumber: values.orderNumber.trim(),
    shippingAddress: { ...values.shippingAddress, country: values.shippingAddress.country || 'US' },
    warehouseId: values.warehouseId || undefined,
    shipments: values.shipments.map((s) => toShipment(s, boxes, international)) as OrderRequest['shipments'],
    comment: values.comment,
    pickUpNotes: values.pickUpNotes,
    dropOffNotes: values.dropOffNotes,
    shipmentType: values.shipmentType,
    localCourierOptions:
      values.shipmentType === 'LocalCourier'
        ? {
            vehicleSize: values.vehicleSize,
            deliverySchedule: values.deliverySchedule || 'now',
            pickupStartTime: values.pickupStartTime || null,
            signatureRequired: values.signatureRequired,
            ...(values.tip > 0 ? { tip: values.tip } : {}),
          }
        : undefined,
    tags: values.tags,
    hasShipfareProtection: values.hasShipfareProtection,
    orderValue: values.orderValue,
    ...(version !== undefined ? { version } : {}),
  };
}

/** The order as the shared submit checks read it: the request plus the chosen warehouse's address. */
export function toSubmitOrder(
  values: OrderFormValues,
  boxes: readonly BoxResponse[],
  warehouses: readonly Warehouse[],
): SubmitOrder {
  const request = toOrderRequest(values, boxes, warehouses);
  const warehouse = warehouses.find((w) => w.id === values.warehouseId);
  return { ...(request as SubmitOrder), warehouse: warehouse ? { address: warehouse.address } : null };
}

/** The lines of the one notice (orders §5), computed by the same rule the API runs. */
export function submitProblems(
  values: OrderFormValues,
  boxes: readonly BoxResponse[],
  warehouses: readonly Warehouse[],
): string[] {
  return orderSubmitProblemLines(toSubmitOrder(values, boxes, warehouses));
}
export { formatOrderIssuesNotice };

/** Live calculated weight of a shipment in its display unit (orders §9 weight math, with the account's dry ice as the user's default). */
export function liveWeight(
  s: ShipmentValues,
  boxes: readonly BoxResponse[],
  ctx?: WeightContext,
): { value: number; unit: WeightUnit } {
  const weights = computeShipmentWeights(toShipment(s, boxes, false) as unknown as Shipment, ctx);
  return { value: weightToShowValue(weights), unit: weights.weightToShow };
}

/** "73 · band 60-79.99 · Mid Risk" from a delivery-defense score of 730 (score / 10, orders §7, §9). */
export function describeConfidence(score: number | null | undefined): { text: string; confidence: number } | null {
  return describeConfidenceValue(toConfidenceScore(score));
}

/** The same text for a confidence score already divided by 10 (as stored on the order). */
export function describeConfidenceValue(
  confidence: number | null | undefined,
): { text: string; confidence: number } | null {
  if (confidence === undefined || confidence === null || !Number.isFinite(confidence)) return null;
  const band = confidenceBand(confidence);
  return {
    confidence,
    text: `${round2(confidence)}${band ? ` · band ${band}` : ''} · ${RISK_LABELS[riskLevel(confidence)]}`,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Shipments answered by "Pack for me" back into editor values: one per box, each line taken
 * from the editor's own lines (same catalog item and price) with the packed quantity.
 */
export function shipmentValuesFromPacking(
  packed: readonly Shipment[],
  template: ShipmentValues,
  lines: readonly LineValues[],
): ShipmentValues[] {
  const keyOf = (item: { _id?: string; sku?: string }) => `${item._id ?? ''}|${item.sku ?? ''}`;
  const byKey = new Map(lines.map((l) => [keyOf(l.item), l]));
  const toLines = (items: readonly { _id?: string; sku?: string; quantity?: number }[]): LineValues[] =>
    items.flatMap((p) => {
      const source = byKey.get(keyOf(p));
      return source ? [{ ...source, quantity: String(p.quantity ?? 1) }] : [];
    });
  return packed.map((s) => ({
    ...template,
    id: undefined,
    boxId: (s.box as { id?: string } | null)?.id ?? '',
    products: toLines(s.products),
    packagings: toLines(s.packagings),
  }));
}

/**
 * The form's shipments with the full coverage the confidence band adds (accounts §9), through the
 * same shared rule the rate shop applies: shipments without coverage get the account's declared value.
 */
export function withAutoCoverageValues(
  values: OrderFormValues,
  confidence: number | null,
  settings: ConfidenceCoverageSettings | null,
): OrderFormValues {
  if (!settings) return values;
  const asShipments = values.shipments.map((s) => ({
    products: s.products.map((l) => ({ price: num(l.price), quantity: num(l.quantity) })),
    options: { carrierInsuranceAmountActive: s.insuranceActive },
  }));
  const covered = withConfidenceCoverage(asShipments, confidence, settings, values.orderValue);
  if (covered.every((c, i) => c === asShipments[i])) return values;
  return {
    ...values,
    shipments: values.shipments.map((s, i) => {
      const o = covered[i]!.options as Record<string, unknown>;
      if (covered[i] === asShipments[i]) return s;
      return {
        ...s,
        insuranceActive: true,
        insuranceAmount: text(o.carrierInsuranceAmount),
        insuranceAutomatic: o.carrierInsuranceAmountAutomatic === true,
      };
    }),
  };
}
