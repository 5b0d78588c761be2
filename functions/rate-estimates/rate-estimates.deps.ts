import { carrierRates } from '#functions/carriers/carriers.deps';
import { checkHuman } from '#functions/human-check/human-check.deps';
import { makeQuoteRateEstimate } from './use-cases/quote-rate-estimate.use-case';
import { tableRateLimiter } from '#lib/rate-limit/table-rate-limiter';

// The public calculator wired to the app's own carrier rating (sandbox or EasyPost, by SHIPDECK_ADAPTERS),
// the human check and the table's rate-limit counters; nothing else of the rates domain (no account, order or settings).

export const quoteRateEstimate = /* @__PURE__ */ makeQuoteRateEstimate({
  carriers: carrierRates,
  limiter: tableRateLimiter,
  checkHuman,
});
