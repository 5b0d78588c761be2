import type { RateEstimateView } from '#api/rate-estimates';
import type { CarrierRates } from '#domain/carriers/ports';
import type { RateResult } from '#domain/carriers/carrier.models';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import { nextShipDate, todayIn } from '#domain/dates/zoned-time.rules';
import {
  ESTIMATE_LABEL_FEE_CENTS,
  estimateMessagesOf,
  estimateRowsOf,
  rateRequestOfEstimate,
} from '#domain/rate-estimates/rate-estimate.rules';
import { HUMAN_CHECK_NOT_VALIDATED, type RateEstimate } from '#domain/rate-estimates/rate-estimate.schema';
import { presentedToken } from '#domain/human-check/human-check.rules';
import type { HumanCheckGate } from '#domain/human-check/ports';
import { ValidationError } from '#lib/errors';
import { isoDate, presentMessages } from '#domain/rates/rate-shop.rules';
import type { RateLimitRule } from '#lib/rate-limit/fixed-window';
import type { RateLimiter } from '#lib/rate-limit/rate-limiter';

/**
 * Quotes one client may ask for a minute. A visitor comparing a few parcels asks a handful; the
 * carriers are asked on every quote, so a scraper is stopped well below what they would bear.
 */
export const RATE_ESTIMATE_LIMIT = {
  name: 'rate-estimate',
  limit: 30,
  windowSeconds: 60,
} as const satisfies RateLimitRule;

export const ESTIMATE_UNAVAILABLE = 'Rates are unavailable right now. Please try again in a minute.';

export interface QuoteRateEstimateDeps {
  /** The same rating the app's rate shop asks (the sandbox carriers locally, EasyPost live). */
  carriers: CarrierRates;
  limiter: RateLimiter;
  /** The human check with the spec's rule (absent token or provider failure = validated). */
  checkHuman: HumanCheckGate;
  clock?: () => Date;
}

/**
 * The public calculator's quote: counted against the client first (429 past the limit), the human check
 * next, then every carrier asked once. Nothing is stored but the limiter's counter: a visitor has no account.
 */
export function makeQuoteRateEstimate(deps: QuoteRateEstimateDeps) {
  const now = deps.clock ?? (() => new Date());
  return async function quoteRateEstimate(input: {
    estimate: RateEstimate;
    clientIp: string;
  }): Promise<RateEstimateView> {
    await deps.limiter.take(RATE_ESTIMATE_LIMIT, input.clientIp);
    // After the limit, so a burst spends no provider calls; before the carriers, which it protects.
    const human = await deps.checkHuman(presentedToken(input.estimate.humanCheckToken), input.clientIp);
    if (human === 'not_validated') throw new ValidationError({ humanCheckToken: HUMAN_CHECK_NOT_VALIDATED });
    // Prices are for the next working day in Shipdeck's default zone, as a new account's first label.
    const shipDate = isoDate(nextShipDate(todayIn(DEFAULT_ACCOUNT_TIMEZONE, now())));
    let result: RateResult;
    try {
      result = await deps.carriers.rate(rateRequestOfEstimate(input.estimate, shipDate));
    } catch {
      // A carrier adapter answers its own failures as messages; this is the whole port failing.
      result = { quotes: [], messages: [{ carrier: 'Shipdeck', message: ESTIMATE_UNAVAILABLE }] };
    }
    const messages = estimateMessagesOf(result.messages, result.quotes.length > 0);
    return {
      shipDate,
      labelFeeCents: ESTIMATE_LABEL_FEE_CENTS,
      rows: estimateRowsOf(result.quotes),
      messages: [...new Set(presentMessages(messages).map((m) => m.message))],
    };
  };
}
