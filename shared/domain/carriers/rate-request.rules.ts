/**
 * From an order's shipment to the carriers' unified rate request: the warehouse is the from
 * address, the shipping address the to address, the box and the shared weight rules the parcel,
 * the shipment's options the typed options, its international settings the customs. The rate
 * shop and the label purchase build the request here, so a label is bought for exactly what
 * was rated.
 */
import { isInternational } from '../address/address-classification.rules';
import {
  carrierCountry,
  fromShippingAddress,
  fromWarehouse,
  hasStreetAndZip,
  type LooseShippingAddress,
} from '../address/address-mappers.rules';
import type { PostalAddress } from '../address/postal-address';
import type { OrderWarehouse } from '../address/warehouse.schema';
import { toCents } from '../money/cents.rules';
import type { Shipment } from '../shipments/shipment.schema';
import { parseLengthUnit, round4, toInchesExact } from '../units/units.rules';
import { boxDryIcePounds, dryIceOverridePounds, shipmentTotalPounds, type WeightContext } from '../units/weight.rules';
import type { CarrierParcel, CustomsDeclaration, RateRequest, ShipmentOption } from './carrier.models';

export interface RateOrder {
  orderNumber?: string | null;
  shippingAddress?: LooseShippingAddress | null;
  warehouse?: OrderWarehouse | null;
}

/** The warehouse as the from address, or undefined without a street and a ZIP to ship from. */
export function fromAddressOf(warehouse: OrderWarehouse | null | undefined): PostalAddress | undefined {
  if (!warehouse?.address) return undefined;
  const from = fromWarehouse(warehouse);
  return hasStreetAndZip(from) ? from : undefined;
}

/** The shipping address as the to address, or undefined without a street and a postal code. */
export function toAddressOf(address: RateOrder['shippingAddress']): PostalAddress | undefined {
  if (!address) return undefined;
  const to = fromShippingAddress(address);
  return hasStreetAndZip(to) ? to : undefined;
}

/** The box's outside sides in inches and the shipment's total weight (orders §9 weight math). */
export function parcelOf(shipment: Shipment, ctx: WeightContext): CarrierParcel | undefined {
  const d = shipment.box?.dimensions;
  if (!d) return undefined;
  const unit = parseLengthUnit(d.units) ?? 'in';
  return {
    lengthIn: round4(toInchesExact(d.length, unit)),
    widthIn: round4(toInchesExact(d.width, unit)),
    heightIn: round4(toInchesExact(d.height, unit)),
    weightLb: shipmentTotalPounds(shipment, ctx),
  };
}

/** deliveryConfirmation is a flag or a level name; adult signature when the name says so. */
function confirmationLevel(value: Shipment['options']['deliveryConfirmation']): 'signature' | 'adult_signature' | null {
  if (value === true) return 'signature';
  if (typeof value !== 'string' || value.trim() === '' || /^(false|none|no)$/i.test(value.trim())) return null;
  return /adult/i.test(value) ? 'adult_signature' : 'signature';
}

export function optionsOf(shipment: Shipment, ctx: WeightContext): ShipmentOption[] {
  const o = shipment.options;
  const options: ShipmentOption[] = [];
  const dryIceLb = round4(dryIceOverridePounds(o, ctx) + boxDryIcePounds(shipment.box, ctx));
  if (dryIceLb > 0) options.push({ kind: 'dry_ice', weightLb: dryIceLb });
  if (o.saturdayDelivery) options.push({ kind: 'saturday_delivery' });
  const level = confirmationLevel(o.deliveryConfirmation);
  if (level) options.push({ kind: 'delivery_confirmation', level });
  if (o.carbonNeutral) options.push({ kind: 'carbon_neutral' });
  if (o.carrierInsuranceAmountActive && (o.carrierInsuranceAmount ?? 0) > 0) {
    options.push({ kind: 'insurance', amountCents: toCents(o.carrierInsuranceAmount ?? 0) });
  }
  if (o.hazmat) options.push({ kind: 'hazmat' });
  return options;
}

/**
 * The options the carrier is asked for: the shipment's, without the declared value. Full coverage
 * is Shipdeck's insurance (claims/coverage.rules), priced and bought apart from the postage, so a
 * carrier's declared-value surcharge would insure the parcel twice.
 */
export function carrierOptionsOf(shipment: Shipment, ctx: WeightContext): ShipmentOption[] {
  return optionsOf(shipment, ctx).filter((o) => o.kind !== 'insurance');
}

function htsCodeText(code: NonNullable<Shipment['internationalSettings']>['htsCode']): string {
  if (!code) return '';
  return typeof code === 'string' ? code : code.value || code.label;
}

/** Customs from the shipment's international settings (orders §3), one item per product line. */
export function customsOf(shipment: Shipment, ctx: WeightContext): CustomsDeclaration | undefined {
  const s = shipment.internationalSettings;
  if (!s) return undefined;
  const origin = carrierCountry(s.countryOfOrigin || 'US');
  const hts = htsCodeText(s.htsCode);
  const lines = shipment.products.length > 0 ? shipment.products : [];
  const totalLb = shipmentTotalPounds(shipment, ctx);
  const units = lines.reduce((n, p) => n + (p.quantity ?? 1), 0) || 1;
  return {
    contentType: s.contentType ?? 'merchandise',
    nonDelivery: s.nonDelivery ?? 'return',
    items: lines.map((p) => ({
      description: (typeof s.htsCode === 'object' && s.htsCode?.description) || p.title || p.sku || 'Merchandise',
      htsCode: hts,
      quantity: p.quantity ?? 1,
      valueCents: toCents((p.price ?? 0) * (p.quantity ?? 1)),
      weightLb: round4((totalLb * (p.quantity ?? 1)) / units),
      countryOfOrigin: origin,
    })),
  };
}

export type RateRequestOutcome = { ok: true; request: RateRequest } | { ok: false; problems: string[] };

/**
 * The rate request for one shipment, or what is missing to build one (the order-submit checks
 * run first in the use case; these are the carrier's own needs).
 */
export function rateRequestFor(
  order: RateOrder,
  shipment: Shipment,
  ctx: WeightContext,
  shipDate: string,
): RateRequestOutcome {
  const from = fromAddressOf(order.warehouse);
  const to = toAddressOf(order.shippingAddress);
  const parcel = parcelOf(shipment, ctx);
  const problems: string[] = [];
  if (!from) problems.push('Ship from address is incomplete: choose a warehouse with a street and ZIP code');
  if (!to) problems.push('Ship to address is incomplete: a street and a postal code are required');
  if (!parcel) problems.push('Shipment Box Is Required');
  if (!from || !to || !parcel) return { ok: false, problems };
  const international = isInternational(from.country, to.country);
  const customs = international ? customsOf(shipment, ctx) : undefined;
  return {
    ok: true,
    request: {
      shipDate,
      from,
      to,
      parcels: [parcel],
      options: carrierOptionsOf(shipment, ctx),
      ...(customs ? { customs } : {}),
      ...(order.orderNumber ? { reference: order.orderNumber } : {}),
    },
  };
}
