/**
 * Full coverage (orders §3 options carrierInsuranceAmountActive / carrierInsuranceAmount, shown as
 * "Full Coverage"): Shipdeck's own insurance of the declared value, priced here and bought once
 * with the label. The carriers are not asked for their declared-value option as well: the
 * merchant would pay twice for one parcel.
 */
import { formatCents, toCents, type Cents } from '../money/cents.rules';
import { ORDER_ISSUES, orderSubmitIssues, type SubmitOrder } from '../orders/order-submit.rules';
import { FULL_COVERAGE_TARIFF, type FullCoverageTariff } from './full-coverage-tariff.constants';

/** The charge line a covered quote carries (its kind is the one the invoice's insurancePremium reads). */
export const FULL_COVERAGE_CHARGE_LABEL = 'Full coverage';

export interface CoverageOptions {
  carrierInsuranceAmountActive?: boolean | null;
  carrierInsuranceAmount?: unknown;
}

/** The declared value a shipment insures, in cents: 0 when full coverage is off or has no amount. */
export function declaredCoverageCents(options: CoverageOptions | null | undefined): Cents {
  if (!options?.carrierInsuranceAmountActive) return 0;
  const amount = Number(options.carrierInsuranceAmount);
  return Number.isFinite(amount) && amount > 0 ? toCents(amount) : 0;
}

/** The premium: per $100 or part of $100 of the whole declared value, never below the minimum; 0 when nothing is declared. */
export function fullCoveragePremiumCents(
  declaredCents: Cents,
  tariff: FullCoverageTariff = FULL_COVERAGE_TARIFF,
): Cents {
  if (!Number.isFinite(declaredCents) || declaredCents <= 0) return 0;
  return Math.max(tariff.minimumCents, Math.ceil(declaredCents / 10_000) * tariff.perHundredCents);
}

/** Why a declared value cannot be covered; undefined when it can (or nothing is declared). */
export function coverageProblem(declaredCents: Cents, tariff: FullCoverageTariff = FULL_COVERAGE_TARIFF) {
  return declaredCents > tariff.maxDeclaredCents
    ? `Full Coverage cannot be greater than ${formatCents(tariff.maxDeclaredCents)} per shipment`
    : undefined;
}

/** What a rated shipment's quotes add for full coverage; undefined when the shipment is not covered. */
export interface CoverageQuote {
  declaredCents: Cents;
  premiumCents: Cents;
}

export function coverageQuoteOf(
  options: CoverageOptions | null | undefined,
  tariff: FullCoverageTariff = FULL_COVERAGE_TARIFF,
): CoverageQuote | undefined {
  const declaredCents = declaredCoverageCents(options);
  if (declaredCents === 0) return undefined;
  return { declaredCents, premiumCents: fullCoveragePremiumCents(declaredCents, tariff) };
}

/** The coverage a bought label carries, for claims to read (declared value, premium, insurer, policy). */
export interface CoverageRecord {
  declaredCents: Cents;
  premiumCents: Cents;
  insurer: string;
  policyId: string;
  /** ISO time the label (and so the coverage) was bought. */
  purchasedAt: string;
}

/**
 * The policy id of a label's coverage: one per label purchase (`<shipmentId>#<sequence>`), so a
 * redelivered purchase names the same policy and a rebooked label a new one.
 */
export function coveragePolicyId(purchaseKey: string): string {
  return `FC-${purchaseKey.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** The coverage record of a purchase whose quote carries a premium; undefined for an uncovered label. */
export function coverageRecordOf(
  purchase: { declaredCents: Cents; insurancePremiumCents: Cents; purchaseKey: string; purchasedAt: string },
  tariff: FullCoverageTariff = FULL_COVERAGE_TARIFF,
): CoverageRecord | undefined {
  if (purchase.declaredCents <= 0 || purchase.insurancePremiumCents <= 0) return undefined;
  return {
    declaredCents: purchase.declaredCents,
    premiumCents: purchase.insurancePremiumCents,
    insurer: tariff.insurer,
    policyId: coveragePolicyId(purchase.purchaseKey),
    purchasedAt: purchase.purchasedAt,
  };
}

/** A quote rated before full coverage was turned on, off or changed would buy the label without (or with the old) coverage. */
export const COVERAGE_CHANGED_SINCE_RATING = 'Full Coverage changed since the rates were shown: get rates again';

const PROTECTION_PREFIX = ORDER_ISSUES.coverageBelowOrderValue('');

/** orders §3 order protection, §5: the spec's message when the order's total coverage does not exceed its value. */
export function protectionIssue(order: SubmitOrder): string | undefined {
  if (!order.hasShipfareProtection) return undefined;
  return orderSubmitIssues(order).find((i) => i.message.startsWith(PROTECTION_PREFIX))?.message;
}

/**
 * Why a shipment's chosen quote cannot be bought for its coverage: the order's protection needs
 * more coverage than it has (orders §5, the spec's message), or the quote does not price the
 * coverage the shipment now declares. Undefined when it can be bought.
 */
export function coverageBlocker(
  order: SubmitOrder,
  shipment: { options?: CoverageOptions | null },
  quote: { coveredCents?: number },
): string | undefined {
  const protection = protectionIssue(order);
  if (protection) return protection;
  if (declaredCoverageCents(shipment.options) !== (quote.coveredCents ?? 0)) return COVERAGE_CHANGED_SINCE_RATING;
  return undefined;
}
