import * as z from 'zod';
import { applyFormSchema, contactFormSchema } from '../forms/public-forms.schema';
import { TEXT_MAX } from '../validation/bounded.schema';
import { emailField, requiredText } from '../validation/fields.schema';
import { MESSAGES } from '../validation/messages';

export { applyFormSchema, contactFormSchema };
export type ContactForm = z.output<typeof contactFormSchema>;
export type ApplyForm = z.output<typeof applyFormSchema>;

/**
 * Monthly shipments a prospect names on request-a-demo, in the plans' own steps (accounts §9: start 50,
 * grow 200, scale and up unlimited), so sales can tell the plan to show at a glance.
 */
export const MONTHLY_VOLUMES = ['0-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export type MonthlyVolume = (typeof MONTHLY_VOLUMES)[number];
export const MONTHLY_VOLUME_LABELS: Readonly<Record<MonthlyVolume, string>> = {
  '0-50': 'Up to 50 shipments a month',
  '51-200': '51 to 200 shipments a month',
  '201-1000': '201 to 1,000 shipments a month',
  '1001-5000': '1,001 to 5,000 shipments a month',
  '5000+': 'More than 5,000 shipments a month',
};

/** What a prospect ships: free text (frozen seafood, meal kits, …) with a form's usual caps. */
export const WHAT_THEY_SHIP_MAX = 500;

/**
 * Request-a-demo (the spec names the page, not its fields): who asks (name, email, company) and what sales
 * needs to prepare the demo (monthly volume, what they ship). Caps as signup's name and companyName where the
 * field is the same kind.
 */
export const demoRequestFormSchema = z.object({
  name: requiredText(TEXT_MAX.short),
  email: emailField(),
  company: requiredText(TEXT_MAX.short),
  monthlyVolume: z.enum(MONTHLY_VOLUMES, { error: MESSAGES.required }),
  whatTheyShip: requiredText(WHAT_THEY_SHIP_MAX),
});
export type DemoRequestForm = z.output<typeof demoRequestFormSchema>;

export const LEAD_KINDS = ['contact', 'demo', 'apply'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** One lead as stored and as the sales email renders it: the kind and the form the visitor sent. */
export const leadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact'), form: contactFormSchema }),
  z.object({ kind: z.literal('demo'), form: demoRequestFormSchema }),
  z.object({ kind: z.literal('apply'), form: applyFormSchema }),
]);
export type Lead = z.output<typeof leadSchema>;
