import { addFundsFormSchema } from '../forms/add-funds-form.schema';
import { toCents, type Cents } from '../money/cents.rules';
import type { DepositRecord, PaymentMethodRecord, ProcessorMethod } from './payments.ports';

/**
 * Add funds (accounts §5): a card deposit at least $1, an ACH (bank) deposit $2 to $5000, a valid
 * number. The amount as typed (dollars) → integer cents, or the field's message.
 */
export function depositAmountOf(
  methodType: PaymentMethodRecord['type'],
  amount: unknown,
): { ok: true; amountCents: Cents } | { ok: false; message: string } {
  const parsed = addFundsFormSchema.safeParse({ method: methodType === 'bank' ? 'ach' : 'card', amount });
  if (parsed.success) return { ok: true, amountCents: toCents(parsed.data.amount) };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Must be a valid number' };
}

/** "Visa •••• 4242" / "STRIPE TEST BANK •••• 6789". */
export const paymentMethodLabel = (m: Pick<PaymentMethodRecord, 'brand' | 'last4'>): string =>
  `${m.brand} •••• ${m.last4}`;

/** A deposit that has ended: the wallet was credited, or it never will be. */
export const isDepositFinal = (status: DepositRecord['status']): boolean =>
  status === 'succeeded' || status === 'failed';

/** The ledger entries a deposit may write, each once: the credit, and an ACH failure's fee. */
export const depositCreditEntryId = (depositId: string) => `refill#${depositId}`;
export const depositFailureFeeEntryId = (depositId: string) => `fee#${depositId}`;

/** A saved method may be removed unless it is the default while others remain. */
export function canRemovePaymentMethod(method: Pick<PaymentMethodRecord, 'isDefault'>, methodCount: number): boolean {
  return !method.isDefault || methodCount === 1;
}

export const PAYMENT_MESSAGES = {
  cardSaved: 'Card saved.',
  bankSaved: 'Bank account saved. Two small deposits will arrive in it; enter their amounts to verify it.',
  bankVerified: 'Bank account verified.',
  wrongAmounts: 'The amounts do not match the deposits we sent. Check your bank statement and try again.',
  defaultSet: 'Default payment method updated.',
  deleted: 'Payment method deleted.',
  cannotDeleteDefault: 'Choose another default payment method before deleting this one.',
  bankNotVerified: 'Verify this bank account before adding funds with it.',
  depositIdReused: 'This deposit was already started with a different amount or payment method.',
  achFailedFee: 'Direct-debit payment failure fee',
} as const;

/** What the product keeps of a method the processor saved: its ref, brand, last four and expiry. */
export function paymentMethodRecordOf(
  saved: ProcessorMethod,
  source?: string,
): Omit<PaymentMethodRecord, 'isDefault' | 'createdAt'> {
  return {
    paymentMethodId: saved.ref,
    type: saved.type,
    ...(source ? { source } : {}),
    processorRef: saved.ref,
    brand: saved.brand,
    last4: saved.last4,
    ...(saved.expMonth ? { expMonth: saved.expMonth } : {}),
    ...(saved.expYear ? { expYear: saved.expYear } : {}),
    verification: saved.verification,
  };
}
