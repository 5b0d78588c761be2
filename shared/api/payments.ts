import * as z from 'zod';
import type { DepositRecord, PaymentMethodRecord } from '#domain/billing/payments.ports';
import { MONEY_MAX, boundedNumber } from '#domain/validation/bounded.schema';
import { requiredText } from '#domain/validation/fields.schema';
import { MESSAGES } from '#domain/validation/messages';
import { pathIdSchema } from './path-params';

const digits = (min: number, max: number, message: string) =>
  z
    .string({ error: MESSAGES.required })
    .max(40)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), message));

/** Card fields (the sandbox; a live processor takes a `token` from its own browser form instead). */
export const cardDetailsSchema = z.object({
  number: digits(12, 19, 'Your card number is invalid.'),
  expMonth: boundedNumber({ integer: true, min: 1, max: 12 }),
  expYear: boundedNumber({ integer: true, min: 0, max: 2100 }),
  cvc: digits(3, 4, 'Your card’s security code is invalid.'),
  name: requiredText(100),
});

export const bankDetailsSchema = z.object({
  accountHolderName: requiredText(100),
  routingNumber: digits(9, 9, 'The routing number must be 9 digits.'),
  accountNumber: digits(4, 17, 'The account number must be 4 to 17 digits.'),
  accountType: z.enum(['checking', 'savings']),
});

/** POST /api/v1/payment-methods */
export const addPaymentMethodRequestSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('card'),
      card: cardDetailsSchema.optional(),
      token: z.string().min(1).max(255).optional(),
    })
    .refine((v) => Boolean(v.card) !== Boolean(v.token), { message: 'Enter the card details.', path: ['card'] }),
  z.object({ type: z.literal('bank'), bank: bankDetailsSchema }),
]);
export type AddPaymentMethodRequest = z.input<typeof addPaymentMethodRequestSchema>;

export const paymentMethodParamsSchema = z.object({ paymentMethodId: pathIdSchema });

/** POST /api/v1/payment-methods/{paymentMethodId}/verify: the two micro-deposits, in cents. */
export const verifyBankRequestSchema = z.object({
  amountsCents: z.tuple([
    boundedNumber({ integer: true, min: 1, max: 99 }),
    boundedNumber({ integer: true, min: 1, max: 99 }),
  ]),
});

/** POST /api/v1/wallet/deposits (Add funds): the amount in dollars as typed; the id makes retries safe. */
export const addFundsRequestSchema = z.object({
  depositId: z.uuid(),
  paymentMethodId: pathIdSchema,
  amount: boundedNumber({ min: 0, max: MONEY_MAX, decimals: 2 }),
});
export type AddFundsRequest = z.input<typeof addFundsRequestSchema>;

export const depositParamsSchema = z.object({ depositId: z.uuid() });

/** POST /api/v1/wallet/deposits/{depositId}/authenticate: the cardholder's answer to 3-D Secure. */
export const authenticateDepositRequestSchema = z.object({ approved: z.boolean() });

export type PaymentMethodView = Omit<PaymentMethodRecord, 'processorRef'>;
export type DepositView = Omit<DepositRecord, 'processorRef'>;

export interface PaymentMethodList {
  items: PaymentMethodView[];
}
export interface DepositList {
  items: DepositView[];
}

export const toPaymentMethodView = ({ processorRef: _ref, ...view }: PaymentMethodRecord): PaymentMethodView => view;
export const toDepositView = ({ processorRef: _ref, ...view }: DepositRecord): DepositView => view;
