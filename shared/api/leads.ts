import * as z from 'zod';
import { HUMAN_CHECK_FIELD, HUMAN_CHECK_TOKEN_MAX } from '#domain/human-check/human-check.rules';
import { applyFormSchema, contactFormSchema, demoRequestFormSchema } from '#domain/leads/lead.schema';

/** The public site's lead forms (accounts §2 contact-us, request-a-demo, shipfare-plus-apply): public, rate-limited. */
export const LEAD_PATHS = {
  contact: '/api/v1/public/contact-us',
  demo: '/api/v1/public/request-a-demo',
  apply: '/api/v1/public/shipfare-plus-apply',
} as const;

/** The widget's token rides with the form: the route verifies it once, server-side (absent counts as validated). */
const humanCheck = { [HUMAN_CHECK_FIELD]: z.string().max(HUMAN_CHECK_TOKEN_MAX).optional() };

export const contactRequestSchema = contactFormSchema.extend(humanCheck).strict();
export const demoRequestSchema = demoRequestFormSchema.extend(humanCheck).strict();
export const applyRequestSchema = applyFormSchema.extend(humanCheck).strict();

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type DemoRequest = z.input<typeof demoRequestSchema>;
export type ApplyRequest = z.input<typeof applyRequestSchema>;

/** 201: the lead is kept and on its way to sales; `message` is what the page shows. */
export const leadReceivedSchema = z.object({ leadId: z.string(), message: z.string() });
export type LeadReceived = z.infer<typeof leadReceivedSchema>;

/** The largest lead body: a 2,000-character message and the token, with room for JSON. */
export const LEAD_MAX_BODY_BYTES = 16_384;
