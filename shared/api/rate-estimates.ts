import type { RateEstimateRow } from '#domain/rate-estimates/rate-estimate.rules';

export {
  RATE_ESTIMATE_MAX_BYTES,
  rateEstimateRequestSchema,
  type RateEstimateRequest,
} from '#domain/rate-estimates/rate-estimate.schema';
export type { RateEstimateRow } from '#domain/rate-estimates/rate-estimate.rules';

/** The public calculator's route (no sign-up): POST, rate-limited per client. */
export const RATE_ESTIMATES_PATH = '/api/v1/public/rate-estimates';

/** POST /api/v1/public/rate-estimates answer: the rows cheapest first, and what a carrier could not quote. */
export interface RateEstimateView {
  /** YYYY-MM-DD: the next working day, the day the prices are for. */
  shipDate: string;
  /** The Start plan's label fee every price includes, cents. */
  labelFeeCents: number;
  rows: RateEstimateRow[];
  /** Carrier messages after the spec's rewriting (a lane a carrier does not serve, a parcel too heavy). */
  messages: string[];
}
