import { z } from 'zod';

/** Payment method (accounts §3): type card or bank; source plaid or goCardless. */
export const PAYMENT_METHOD_TYPES = ['card', 'bank'] as const;
export const PAYMENT_METHOD_SOURCES = ['plaid', 'goCardless'] as const;

export const paymentMethodSchema = z.object({
  id: z.string().optional(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  source: z.enum(PAYMENT_METHOD_SOURCES).optional(),
  isDefault: z.boolean().default(false),
  last4: z.string().optional(),
});
export type PaymentMethod = z.output<typeof paymentMethodSchema>;
