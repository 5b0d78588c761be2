import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { toNumberInput } from '../validation/fields.schema';
import { MONEY_MAX, boundedNumber } from '../validation/bounded.schema';
import { ACH_DEPOSIT_MAX_CENTS, ACH_DEPOSIT_MIN_CENTS, CARD_DEPOSIT_MIN_CENTS } from '../constants/limits.constants';
import { fromCents, toCents, type Cents } from '../money/cents.rules';

/** orders §9 / accounts §5: card deposit minimum $1; ACH $2 to $5000. */
export const CARD_DEPOSIT_MIN = fromCents(CARD_DEPOSIT_MIN_CENTS);
export const ACH_DEPOSIT_MIN = fromCents(ACH_DEPOSIT_MIN_CENTS);
export const ACH_DEPOSIT_MAX = fromCents(ACH_DEPOSIT_MAX_CENTS);
export const FUNDING_METHODS = ['card', 'ach'] as const;

/** Add funds: the amount must be a valid number, then within its method's range. Amount in dollars as typed. */
export const addFundsFormSchema = z
  .object({
    method: z.enum(FUNDING_METHODS, { error: MESSAGES.required }),
    amount: z.preprocess(
      toNumberInput,
      boundedNumber({
        decimals: 2,
        messages: { invalid: (i) => (i.input === undefined ? MESSAGES.required : OUR_MESSAGES.validNumber) },
      }),
    ),
  })
  .superRefine((f, ctx) => {
    if (f.method === 'card' && f.amount < CARD_DEPOSIT_MIN) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: OUR_MESSAGES.minAmount(CARD_DEPOSIT_MIN) });
    }
    // The spec gives a card deposit no maximum; the outer bound of any amount applies.
    if (f.method === 'card' && f.amount > MONEY_MAX)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: OUR_MESSAGES.maxAmount(MONEY_MAX) });
    if (f.method === 'ach' && (f.amount < ACH_DEPOSIT_MIN || f.amount > ACH_DEPOSIT_MAX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: OUR_MESSAGES.amountBetween(ACH_DEPOSIT_MIN, ACH_DEPOSIT_MAX),
      });
    }
  });
export type AddFundsForm = z.output<typeof addFundsFormSchema>;

/** The amount in integer cents (house rule 7) once the form is valid. */
export function addFundsCents(form: AddFundsForm): Cents {
  return toCents(form.amount);
}
