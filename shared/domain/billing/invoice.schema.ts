import * as z from 'zod';
import { INVOICE_TYPES } from '../money/balance-effect.rules';
import { MONEY_MAX, TEXT_MAX, boundedNumber, text } from '../validation/bounded.schema';

/** Integer cents either way (a debit may be negative), within the dollar bound of any amount. */
const cents = () => boundedNumber({ integer: true, min: -MONEY_MAX * 100, max: MONEY_MAX * 100 });

/** Invoice (accounts §3). Amounts are integer cents (house rule 7). */
export const invoiceSchema = z.object({
  id: text(TEXT_MAX.id).optional(),
  type: z.enum(INVOICE_TYPES),
  amount: cents(),
  tierFee: cents().default(0),
  fee: cents().default(0),
  amountAfterFee: cents().optional(),
  insurancePremium: cents().default(0),
  isVndrRate: z.boolean().default(false),
  /** accounts §4: a direct-debit payment failure subtracts the 500-cent fee. */
  directDebitFailed: z.boolean().default(false),
});
export type Invoice = z.output<typeof invoiceSchema>;
