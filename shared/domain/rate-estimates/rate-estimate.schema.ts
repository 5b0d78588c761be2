import * as z from 'zod';
import { rateEstimateFormSchema } from '../forms/rate-estimate-form.schema';
import { MESSAGES } from '../validation/messages';
import { isUsZip } from '../validation/patterns';
import { requiredText } from '../validation/fields.schema';
import { HUMAN_CHECK_TOKEN_MAX } from '../human-check/human-check.rules';

/** The calculator's words when the human check's provider says the visitor is not validated (not worded by the spec). */
export const HUMAN_CHECK_NOT_VALIDATED = 'Please confirm you are not a robot and try again.';

/**
 * The public calculator's request: the Rate estimate of accounts §3 with its §5 rules (shipFrom
 * minimum 5 characters; shipTo zip pattern, minimum 5; dimensions at least 0; weight at least 0.01),
 * and the discounted-rate form's "valid origin zip": the calculator prices from US origins only, as
 * every Shipdeck label leaves a US warehouse. Strict: the request carries nothing the server owns.
 */
export const rateEstimateRequestSchema = rateEstimateFormSchema
  .extend({
    // Too short already says what is wrong: the zip check speaks only to a value of the right length.
    shipFrom: requiredText(10, 5).refine((v) => v.length < 5 || isUsZip(v), MESSAGES.invalidZip),
    /** The human check widget's token (accounts §4); absent counts as validated. */
    humanCheckToken: z.string().max(HUMAN_CHECK_TOKEN_MAX, MESSAGES.tooLong).optional(),
  })
  .strict();
export type RateEstimateRequest = z.input<typeof rateEstimateRequestSchema>;
export type RateEstimate = z.output<typeof rateEstimateRequestSchema>;

/** A calculator request is a handful of short fields: anything larger is refused before parsing (413). */
export const RATE_ESTIMATE_MAX_BYTES = 2_048;
