import { z } from 'zod';

/** Invoice types with a balance effect (accounts §4). */
export const INVOICE_TYPES = ['credit', 'claim', 'shipment purchase', 'debit', 'accessorial', 'freight accessorial', 'subscription', 'account refill'] as const;

/** Invoice (accounts §3). Amounts are integer cents (house rule 7). */
export const invoiceSchema = z.object({
  id: z.string().optional(),
  type: z.enum(INVOICE_TYPES),
  amount: z.number().int(),
  tierFee: z.number().int().default(0),
  fee: z.number().int().default(0),
  amountAfterFee: z.number().int().optional(),
  insurancePremium: z.number().int().default(0),
  isVndrRate: z.boolean().default(false),
});
export type Invoice = z.output<typeof invoiceSchema>;
