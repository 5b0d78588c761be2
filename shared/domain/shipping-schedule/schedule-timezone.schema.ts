import * as z from 'zod';
import { isValidTimeZone } from '../dates/zoned-time.rules';
import { MESSAGES } from '../validation/messages';
import { requiredText } from '../validation/fields.schema';
import { TEXT_MAX } from '../validation/bounded.schema';

/** Shipping schedule step (accounts §5 Onboarding: "Shipping schedule needs a timezone"): a timezone. */
export const onboardingScheduleStepSchema = z.object({
  timezone: requiredText(TEXT_MAX.short).refine(isValidTimeZone, MESSAGES.invalid),
});
