import { OUR_ORDER_ISSUES } from '../validation/messages';
import { ORDER_ISSUES_HEADING } from '../errors/error-messages.constants';
import { INTERNATIONAL_DRY_ICE_MAX_LB, LETTER_PACKAGE_MAX_LB, MAX_WEIGHT_LB } from '../validation/limits.rules';
import { shippingAddressSchema } from '../address/shipping-address.schema';
import { addressBookAddressSchema } from '../address/address-book.schema';
import { isInternational } from '../address/address-classification.rules';
import { isLetterPackage } from '../boxes/box.rules';
import { PACKAGING_IDENTIFIERS, PRODUCT_IDENTIFIERS, hasIdentifier } from '../catalog/product.schema';
import { internationalSettingsFormSchema } from '../forms/international-settings-form.schema';
import { parseWeightUnit, round4, toPoundsExact } from '../units/units.rules';
import {
  nonNegative,
  shipmentTotalPounds,
  shipmentWeightBreakdown,
  weightPounds,
  type ShipmentWeightInput,
  type WeightContext,
} from '../units/weight.rules';

// The heading lives with the error messages: the API's validation error names it without this rule's form schemas.
export { ORDER_ISSUES_HEADING };

/** Exact wordings of orders §5 / accounts §5. */
export const ORDER_ISSUES = {
  orderNumberRequired: 'Order Number Required',
  recipientInvalid: 'Recipient Missing or Invalid',
  insuranceZero: 'Full Coverage must be greater than $0',
  coverageBelowOrderValue: (value: string) => `Total Order Full Coverage must be greater than Order Value of $${value}`,
  parcelWeight: 'Weight should be greater than 0 and less than 150 lb',
  letterWeight: 'Letter package weight should not exceed 1 LB',
  boxRequired: 'Shipment Box Is Required',
  internationalPhone: 'recipient phone mandatory for international',
  ...OUR_ORDER_ISSUES,
} as const;

type Line = Record<string, unknown> & {
  quantity?: unknown;
  price?: unknown;
  dimensions?: { weight?: { value?: unknown; units?: unknown } | null } | null;
};

export interface SubmitShipment extends ShipmentWeightInput {
  box?: (ShipmentWeightInput['box'] & { name?: string | null; isLetter?: boolean | null }) | null;
  products?: Line[] | null;
  packagings?: Line[] | null;
  options?: {
    dryIceActive?: boolean | null;
    dryIceWeight?: unknown;
    dryIceUnit?: unknown;
    carrierInsuranceAmountActive?: boolean | null;
    carrierInsuranceAmount?: unknown;
  } | null;
  internationalSettings?: unknown;
}

export interface SubmitOrder {
  orderNumber?: string | null;
  shippingAddress?: Record<string, unknown> | null;
  warehouse?: { address?: Record<string, unknown> | null } | null;
  shipments?: SubmitShipment[] | null;
  shipmentType?: string | null;
  hasShipfareProtection?: boolean | null;
  orderValue?: unknown;
}

export interface OrderIssue {
  message: string;
  /** Index of the shipment the line is about; absent for order-level lines. */
  shipmentIndex?: number;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isNumeric = (v: unknown) => !isBlank(v) && Number.isFinite(Number(v));

/** orders §5: a line is bad if quantity is zero, it has no price, no identifier, or weighs over 150 lb (unless weights type is custom). */
function isBadLine(
  line: Line | null | undefined,
  identifiers: readonly string[],
  customWeights: boolean,
  ctx: WeightContext,
): boolean {
  if (!line || typeof line !== 'object') return true;
  if (!(nonNegative(line.quantity) > 0)) return true;
  if (!isNumeric(line.price)) return true;
  if (!hasIdentifier(line, identifiers)) return true;
  const unit = parseWeightUnit(ctx.user?.defaultWeightUnits) ?? 'lb';
  return !customWeights && weightPounds(line.dimensions?.weight, unit) > MAX_WEIGHT_LB;
}

/**
 * The parcel the shipment's dry ice is compared with (orders §5 "dry ice weight cannot exceed
 * package weight"): the box and its contents without any dry ice, since the computed total
 * already counts the dry ice being checked; a custom weight is the package as the merchant
 * weighed it.
 */
export function parcelPoundsWithoutDryIce(shipment: ShipmentWeightInput, ctx: WeightContext = {}): number {
  if (shipment.weights?.type === 'custom') return shipmentTotalPounds(shipment, ctx);
  const parts = shipmentWeightBreakdown(shipment, ctx);
  return round4(parts.box + parts.products + parts.packagings);
}

/** Dollars shown in the coverage line: whole dollars plain, otherwise two decimals. */
function formatDollars(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/**
 * Every problem that blocks submitting an order (orders §5 "Order submit checks", accounts §5
 * "Order-submit checks"), in the order the spec lists them.
 */
export function orderSubmitIssues(order: SubmitOrder, ctx: WeightContext = {}): OrderIssue[] {
  const issues: OrderIssue[] = [];
  const add = (message: string, shipmentIndex?: number) =>
    issues.push(shipmentIndex === undefined ? { message } : { message, shipmentIndex });

  if (isBlank(order.orderNumber)) add(ORDER_ISSUES.orderNumberRequired);
  const recipient = order.shippingAddress;
  if (!recipient || !shippingAddressSchema.safeParse(recipient).success) add(ORDER_ISSUES.recipientInvalid);
  if (!order.warehouse?.address || !addressBookAddressSchema.safeParse(order.warehouse.address).success)
    add(ORDER_ISSUES.fromAddressInvalid);

  const shipments = Array.isArray(order.shipments) ? order.shipments : [];
  const international = isInternational(
    (order.warehouse?.address?.country as string | undefined) ?? null,
    (recipient?.country as string | undefined) ?? null,
  );

  let totalCoverage = 0;
  shipments.forEach((entry, i) => {
    const shipment: SubmitShipment = entry && typeof entry === 'object' ? entry : {};
    const customWeights = shipment.weights?.type === 'custom';
    const products = Array.isArray(shipment.products) ? shipment.products : [];
    const packagings = Array.isArray(shipment.packagings) ? shipment.packagings : [];
    if (products.length === 0 || products.some((p) => isBadLine(p, PRODUCT_IDENTIFIERS, customWeights, ctx)))
      add(ORDER_ISSUES.productInvalid, i);
    if (packagings.some((p) => isBadLine(p, PACKAGING_IDENTIFIERS, customWeights, ctx)))
      add(ORDER_ISSUES.packagingInvalid, i);

    const options = shipment.options && typeof shipment.options === 'object' ? shipment.options : {};
    if (options.carrierInsuranceAmountActive) {
      const amount = nonNegative(options.carrierInsuranceAmount);
      if (amount <= 0) add(ORDER_ISSUES.insuranceZero, i);
      totalCoverage += amount;
    }

    const totalLb = shipmentTotalPounds(shipment, ctx);
    if (options.dryIceActive) {
      const unit = parseWeightUnit(options.dryIceUnit);
      const weight = nonNegative(options.dryIceWeight);
      if (!unit || weight <= 0) {
        add(ORDER_ISSUES.dryIceWeightAndUnit, i);
      } else {
        const dryIceLb = toPoundsExact(weight, unit);
        if (international && dryIceLb > INTERNATIONAL_DRY_ICE_MAX_LB) add(ORDER_ISSUES.internationalDryIceLimit, i);
        if (dryIceLb > parcelPoundsWithoutDryIce(shipment, ctx)) add(ORDER_ISSUES.dryIceMoreThanParcel, i);
      }
    }

    if (!shipment.box) {
      add(ORDER_ISSUES.boxRequired, i);
    } else if (isLetterPackage(shipment.box) && totalLb > LETTER_PACKAGE_MAX_LB) {
      add(ORDER_ISSUES.letterWeight, i);
    }
    if ((order.shipmentType ?? 'Parcel') === 'Parcel' && (totalLb <= 0 || totalLb > MAX_WEIGHT_LB))
      add(ORDER_ISSUES.parcelWeight, i);

    if (international) {
      if (
        !shipment.internationalSettings ||
        !internationalSettingsFormSchema.safeParse(shipment.internationalSettings).success
      ) {
        add(ORDER_ISSUES.internationalSettingsInvalid, i);
      }
    }
  });

  if (order.hasShipfareProtection) {
    const orderValue = nonNegative(order.orderValue);
    if (!(totalCoverage > orderValue)) add(ORDER_ISSUES.coverageBelowOrderValue(formatDollars(orderValue)));
  }
  if (international && shipments.length > 0 && isBlank(recipient?.phone)) add(ORDER_ISSUES.internationalPhone);
  return issues;
}

/** The problem lines, once each (two shipments with the same problem give one line). */
export function orderSubmitProblemLines(order: SubmitOrder, ctx: WeightContext = {}): string[] {
  return [...new Set(orderSubmitIssues(order, ctx).map((issue) => issue.message))];
}

/** The request field each submit check is about: order-level ones by name, the others under `shipments.<i>`. */
const ISSUE_FIELD: Record<keyof typeof ORDER_ISSUES, string> = {
  orderNumberRequired: 'orderNumber',
  recipientInvalid: 'shippingAddress',
  fromAddressInvalid: 'warehouseId',
  internationalPhone: 'shippingAddress.phone',
  coverageBelowOrderValue: 'hasShipfareProtection',
  productInvalid: 'products',
  packagingInvalid: 'packagings',
  insuranceZero: 'options.carrierInsuranceAmount',
  dryIceWeightAndUnit: 'options.dryIceWeight',
  internationalDryIceLimit: 'options.dryIceWeight',
  dryIceMoreThanParcel: 'options.dryIceWeight',
  boxRequired: 'box',
  letterWeight: 'box',
  parcelWeight: 'weights',
  internationalSettingsInvalid: 'internationalSettings',
};

const COVERAGE_PREFIX = ORDER_ISSUES.coverageBelowOrderValue('');

function issueKey(message: string): keyof typeof ORDER_ISSUES | undefined {
  if (message.startsWith(COVERAGE_PREFIX)) return 'coverageBelowOrderValue';
  return (Object.keys(ORDER_ISSUES) as (keyof typeof ORDER_ISSUES)[]).find((k) => ORDER_ISSUES[k] === message);
}

/**
 * The submit checks as field messages (`{ 'shipments.0.box': 'Shipment Box Is Required' }`), the
 * first message per field: what the API's 400 carries beside the notice's lines, so a client can
 * point at the field. A check about a shipment is under its index.
 */
export function orderSubmitFieldErrors(order: SubmitOrder, ctx: WeightContext = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { message, shipmentIndex } of orderSubmitIssues(order, ctx)) {
    const key = issueKey(message);
    const field = key ? ISSUE_FIELD[key] : 'shipments';
    const path = shipmentIndex === undefined ? field : `shipments.${shipmentIndex}.${field}`;
    if (!Object.hasOwn(errors, path)) errors[path] = message;
  }
  return errors;
}

/** One notice: 'Please Address Following Issues:' then one line each; undefined when there is nothing to fix. */
export function formatOrderIssuesNotice(lines: readonly string[]): string | undefined {
  if (lines.length === 0) return undefined;
  return [ORDER_ISSUES_HEADING, ...lines].join('\n');
}
