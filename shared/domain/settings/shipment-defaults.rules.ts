import { DEFAULT_DECLARED_VALUE } from '../constants/freight.constants';
import { fromCents, toCents, type Dollars } from '../money/cents.rules';
import { parseWeightUnit, type WeightUnit } from '../units/units.rules';
import { nonNegative } from '../units/weight.rules';
import type { AccountSettings } from './account-settings.schema';

/**
 * The account settings that become the defaults of a new shipment (accounts §3 account settings:
 * dryIce{active, weight, units}, deliveryConfirmation, carbonNeutral, declaredValue{active,
 * custom, automatic}, shipmentWeights{active, type, customWeight}), filled into the shipment's
 * options and weights (orders §3 shipment).
 */
export type ShipmentDefaultSettings = Pick<
  AccountSettings,
  'dryIce' | 'deliveryConfirmation' | 'carbonNeutral' | 'declaredValue' | 'shipmentWeights' | 'defaultWeightUnits'
>;

/** The groups a default fills; each is one decision of the merchant (dry ice is active, weight and unit together). */
export const SHIPMENT_DEFAULT_FIELDS = [
  'dryIce',
  'deliveryConfirmation',
  'carbonNeutral',
  'declaredValue',
  'shipmentWeights',
] as const;
export type ShipmentDefaultField = (typeof SHIPMENT_DEFAULT_FIELDS)[number];

/**
 * The switches whose presence in the request means the merchant set that group (orders §3
 * names). Switches, because the schema gives them a default: once parsed, an absent one and an
 * explicit `false` look alike. The group's details (dryIceWeight, carrierInsuranceAmount,
 * customWeight) have no default and are seen on the parsed shipment itself.
 */
const MARKERS: Record<ShipmentDefaultField, { in: 'options' | 'weights'; keys: readonly string[] }> = {
  dryIce: { in: 'options', keys: ['dryIceActive'] },
  deliveryConfirmation: { in: 'options', keys: ['deliveryConfirmation'] },
  carbonNeutral: { in: 'options', keys: ['carbonNeutral'] },
  declaredValue: { in: 'options', keys: ['carrierInsuranceAmountActive', 'carrierInsuranceAmountAutomatic'] },
  shipmentWeights: { in: 'weights', keys: ['type', 'weightToShow'] },
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The groups a shipment as sent (before the schema's own defaults) leaves unset: none of its
 * switches is present (absent or null). Anything present, even `false`, is the merchant's choice and wins.
 */
export function unsetShipmentFields(sent: unknown): ShipmentDefaultField[] {
  const shipment = isRecord(sent) ? sent : {};
  return SHIPMENT_DEFAULT_FIELDS.filter((field) => {
    const holder = shipment[MARKERS[field].in];
    return MARKERS[field].keys.every((key) => (isRecord(holder) ? holder[key] : undefined) == null);
  });
}

/** Per shipment of an order as sent, the groups it leaves unset (a missing list: none). */
export function unsetFieldsOfShipments(sentShipments: unknown): ShipmentDefaultField[][] {
  return Array.isArray(sentShipments) ? sentShipments.map(unsetShipmentFields) : [];
}

/** The subset of a shipment the defaults read and write (structural, so parsed shipments and editor drafts both fit). */
export interface DefaultableShipment {
  box?: { hasDryIce?: boolean | null } | null;
  products?: readonly { price?: unknown; quantity?: unknown }[] | null;
  options?: object | null;
  weights?: object | null;
}

export interface ShipmentDefaultsContext {
  /** orders §3 order.orderValue: what "automatic" declares. */
  orderValue?: unknown;
}

/** The value of a shipment's product lines (price × quantity), added up in cents. */
export function shipmentContentsValue(shipment: Pick<DefaultableShipment, 'products'>): Dollars {
  const lines = Array.isArray(shipment.products) ? shipment.products : [];
  const cents = lines.reduce(
    (sum, p) => sum + toCents(nonNegative(p?.price)) * (p?.quantity === undefined ? 1 : nonNegative(p.quantity)),
    0,
  );
  return fromCents(Math.round(cents));
}

/**
 * The declared value (accounts §3 declaredValue) of a new shipment: "automatic" declares the
 * order value (orderValue, else the value of the shipment's lines); otherwise the custom amount.
 * When that comes to nothing, the default declared value 4000 (orders §9) — never $0, which the
 * submit checks refuse ('Full Coverage must be greater than $0').
 */
export function defaultDeclaredValue(
  settings: Pick<ShipmentDefaultSettings, 'declaredValue'>,
  shipment: Pick<DefaultableShipment, 'products'>,
  ctx: ShipmentDefaultsContext = {},
): Dollars {
  const { automatic, custom } = settings.declaredValue;
  const amount = automatic ? nonNegative(ctx.orderValue) || shipmentContentsValue(shipment) : nonNegative(custom);
  return amount > 0 ? fromCents(toCents(amount)) : DEFAULT_DECLARED_VALUE;
}

/** What the settings put into the options and weights for the given unset groups (nothing for a setting that is off). */
export function shipmentDefaultsPatch(
  settings: ShipmentDefaultSettings,
  shipment: DefaultableShipment,
  unset: readonly ShipmentDefaultField[],
  ctx: ShipmentDefaultsContext = {},
): { options: Record<string, unknown>; weights: Record<string, unknown> } {
  const options: Record<string, unknown> = {};
  const weights: Record<string, unknown> = {};
  const fill = new Set(unset);
  const unit: WeightUnit = parseWeightUnit(settings.defaultWeightUnits) ?? 'lb';

  // orders §9: a box with its dry-ice flag already carries "the box's, else the user's default"
  // dry ice; adding the default again as the shipment's override would count it twice.
  if (fill.has('dryIce') && settings.dryIce.active && !shipment.box?.hasDryIce) {
    Object.assign(options, {
      dryIceActive: true,
      dryIceWeight: nonNegative(settings.dryIce.weight),
      dryIceUnit: parseWeightUnit(settings.dryIce.units) ?? unit,
    });
  }
  const confirmation = settings.deliveryConfirmation;
  if (fill.has('deliveryConfirmation') && confirmation !== false && confirmation !== '')
    options.deliveryConfirmation = confirmation;
  if (fill.has('carbonNeutral') && settings.carbonNeutral) options.carbonNeutral = true;
  if (fill.has('declaredValue') && settings.declaredValue.active) {
    Object.assign(options, {
      carrierInsuranceAmountActive: true,
      carrierInsuranceAmountAutomatic: settings.declaredValue.automatic,
      carrierInsuranceAmount: defaultDeclaredValue(settings, shipment, ctx),
    });
  }
  if (fill.has('shipmentWeights') && settings.shipmentWeights.active) {
    const custom = settings.shipmentWeights.type === 'custom' ? nonNegative(settings.shipmentWeights.customWeight) : 0;
    // A custom weight without an amount would make every shipment weigh 0: the product weights stay.
    if (settings.shipmentWeights.type === 'product') weights.type = 'product';
    else if (custom > 0) Object.assign(weights, { type: 'custom', customWeight: custom, weightToShow: unit });
  }
  // A detail sent without its group's switch (a dry ice weight without dryIceActive, an amount
  // without carrierInsuranceAmountActive) is still the merchant's: the default never replaces it.
  const sentOptions = (shipment.options ?? {}) as Record<string, unknown>;
  const sentWeights = (shipment.weights ?? {}) as Record<string, unknown>;
  const sent = (holder: Record<string, unknown>, key: string) => holder[key] !== undefined && holder[key] !== null;
  if ('dryIceActive' in options && (sent(sentOptions, 'dryIceWeight') || sent(sentOptions, 'dryIceUnit'))) {
    delete options.dryIceWeight;
    delete options.dryIceUnit;
  }
  if (sent(sentOptions, 'carrierInsuranceAmount')) delete options.carrierInsuranceAmount;
  if (sent(sentWeights, 'customWeight')) delete weights.customWeight;
  return { options, weights };
}

/**
 * A new shipment with the account's defaults in the groups the merchant left unset (`unset`,
 * from `unsetShipmentFields` of the request as sent). Set groups are never touched, so applying
 * the defaults again changes nothing.
 */
export function applyShipmentDefaults<S extends DefaultableShipment>(
  shipment: S,
  settings: ShipmentDefaultSettings,
  unset: readonly ShipmentDefaultField[],
  ctx: ShipmentDefaultsContext = {},
): S {
  const patch = shipmentDefaultsPatch(settings, shipment, unset, ctx);
  const hasOptions = Object.keys(patch.options).length > 0;
  const hasWeights = Object.keys(patch.weights).length > 0;
  if (!hasOptions && !hasWeights) return shipment;
  return {
    ...shipment,
    ...(hasOptions ? { options: { ...(shipment.options ?? {}), ...patch.options } } : {}),
    ...(hasWeights ? { weights: { ...(shipment.weights ?? {}), ...patch.weights } } : {}),
  };
}

/** The account's weight settings as the orders §9 weight math reads "the user's default" dry ice. */
export function weightContextOf(settings: Pick<ShipmentDefaultSettings, 'dryIce' | 'defaultWeightUnits'>) {
  return { user: { dryIce: settings.dryIce, defaultWeightUnits: settings.defaultWeightUnits } };
}
