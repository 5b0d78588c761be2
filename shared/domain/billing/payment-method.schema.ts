import * as z from 'zod';
import { TEXT_MAX, text } from '../validation/bounded.schema';

/** Payment method (accounts §3): type card or bank; source plaid or goCardless. */
export const PAYMENT_METHOD_TYPES = ['card', 'bank'] as const;
export const PAYMENT_METHOD_SOURCES = ['plaid', 'goCardless'] as const;

export const paymentMethodSchema = z.object({
  id: text(TEXT_MAX.id).optional(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  source: z.enum(PAYMENT_METHOD_SOURCES).optional(),
  isDefault: z.boolean().default(false),
  last4: text(4).optional(),
});
export type PaymentMethod = z.output<typeof paymentMethodSchema>;
