import { z } from 'zod';
import { INVOICE_TYPES } from '../money/balance-effect.rules';

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
  /** accounts §4: a direct-debit payment failure subtracts the 500-cent fee. */
  directDebitFailed: z.boolean().default(false),
});
export type Invoice = z.output<typeof invoiceSchema>;
