import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { phoneField, requiredText, zipField } from '../validation/fields.schema';
import { LOGO_MAX_BYTES } from '../constants/limits.constants';
import { LIST_MAX, TEXT_MAX, list } from '../validation/bounded.schema';
import { onboardingScheduleStepSchema } from '../shipping-schedule/schedule-timezone.schema';

/** accounts §5/§9: logo maximum 2097152 bytes (2 MB). */
export { LOGO_MAX_BYTES };

export const logoSchema = z.object(
  {
    name: z.string().trim().min(1, MESSAGES.required).max(255, MESSAGES.tooLong),
    size: z.number().int().min(1, MESSAGES.required).max(LOGO_MAX_BYTES, OUR_MESSAGES.logoTooLarge),
    type: z.string().max(TEXT_MAX.short, MESSAGES.tooLong).optional(),
  },
  { error: MESSAGES.required },
);

/** Onboarding: company step (company name, logo). */
export const onboardingCompanyStepSchema = z.object({ companyName: requiredText(30), logo: logoSchema });

/** A new warehouse in onboarding needs street1, city, state, fullZipCode, name and phone. */
export const onboardingNewWarehouseSchema = z.object({
  name: requiredText(35),
  phone: phoneField(15),
  street1: requiredText(35),
  city: requiredText(30),
  state: requiredText(35),
  fullZipCode: zipField(),
});

/** Warehouse step: at least one warehouse, either existing ids or new ones. */
export const onboardingWarehouseStepSchema = z
  .object({
    warehouseIds: list(z.string().max(TEXT_MAX.id, MESSAGES.tooLong), LIST_MAX.choices).default([]),
    newWarehouses: list(onboardingNewWarehouseSchema, LIST_MAX.choices).default([]),
  })
  .refine((s) => s.warehouseIds.length + s.newWarehouses.length > 0, {
    path: ['newWarehouses'],
    message: OUR_MESSAGES.atLeastOne('warehouse'),
  });

/** Shipping schedule step: a timezone (the schedule's own rule, shared with the settings page). */
export { onboardingScheduleStepSchema };

/** Preferred services: at least one selection when any service is selected or an own account is connected. */
export const onboardingServicesStepSchema = z
  .object({
    anyServiceSelected: z.boolean().default(false),
    ownAccountConnected: z.boolean().default(false),
    preferredServices: list(z.string().max(TEXT_MAX.id, MESSAGES.tooLong), LIST_MAX.choices).default([]),
  })
  .refine((s) => !(s.anyServiceSelected || s.ownAccountConnected) || s.preferredServices.length > 0, {
    path: ['preferredServices'],
    message: OUR_MESSAGES.atLeastOne('preferred service'),
  });

export const onboardingFormSchema = z.object({
  company: onboardingCompanyStepSchema,
  warehouses: onboardingWarehouseStepSchema,
  schedule: onboardingScheduleStepSchema,
  services: onboardingServicesStepSchema,
});
