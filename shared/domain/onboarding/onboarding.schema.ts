import * as z from 'zod';
import { CARRIER_SERVICES } from '../carriers/carrier-services.constants';
import { onboardingCompanyStepSchema, onboardingServicesStepSchema } from '../forms/onboarding-form.schema';
import { shippingScheduleBasicsSchema } from '../shipping-schedule/shipping-schedule.schema';
import { LIST_MAX, list } from '../validation/bounded.schema';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';

/** A carrier service as the wizard names it: `<carrier>:<service>` (UPS:Ground). */
export const serviceKeyOf = (s: { carrier: string; service: string }) => `${s.carrier}:${s.service}`;
export const SERVICE_KEYS: readonly string[] = CARRIER_SERVICES.map(serviceKeyOf);

/** Messages of the steps whose facts the server checks (the logo, the warehouse, a skipped step). */
export const ONBOARDING_MESSAGES = {
  logoRequired: MESSAGES.required,
  warehouseRequired: OUR_MESSAGES.atLeastOne('warehouse'),
  preferredServiceRequired: OUR_MESSAGES.atLeastOne('preferred service'),
  notSkippable: 'This step cannot be skipped',
  storeNotConnected: 'Connect a store or import orders first, or skip this step',
  noFunds: 'Add funds first, or skip this step',
} as const;

const companyStep = z.object({
  step: z.literal('company'),
  companyName: onboardingCompanyStepSchema.shape.companyName,
});
const warehouseStep = z.object({ step: z.literal('warehouse') });
const scheduleStep = z.object({ step: z.literal('schedule'), schedule: shippingScheduleBasicsSchema });
const servicesStep = z.object({
  step: z.literal('services'),
  /** The merchant chose to prefer some services (accounts §5 "when any service is selected"). */
  anyServiceSelected: onboardingServicesStepSchema.shape.anyServiceSelected,
  preferredServices: list(
    z.enum(SERVICE_KEYS as [string, ...string[]], { error: MESSAGES.invalid }),
    LIST_MAX.choices,
  ).default([]),
});
const skippableStep = z.object({
  step: z.enum(['store', 'funds']),
  /** true: skipped; false: done (the server checks there is something to show for it). */
  skip: z.boolean({ error: MESSAGES.invalid }),
});

/** PUT /api/v1/onboarding: one step's answers; the server records when and whether it is done. */
export const onboardingStepRequestSchema = z.discriminatedUnion(
  'step',
  [companyStep, warehouseStep, scheduleStep, servicesStep, skippableStep],
  { error: MESSAGES.invalid },
);
export type OnboardingStepRequest = z.output<typeof onboardingStepRequestSchema>;
export type OnboardingStepInput = z.input<typeof onboardingStepRequestSchema>;
