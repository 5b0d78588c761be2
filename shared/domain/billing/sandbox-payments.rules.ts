/**
 * The sandbox processor's behaviour, modelled on the test numbers real processors publish (Stripe's
 * test cards and test bank accounts): which card succeeds, declines, runs short of funds or asks for
 * 3-D Secure; which bank account fails when its ACH debit settles; the micro-deposit amounts.
 */

export type SandboxCardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_authentication';

/** Test cards with a behaviour of their own; any other valid number succeeds. */
export const SANDBOX_CARDS: Readonly<Record<string, SandboxCardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_authentication',
};

export const SANDBOX_DECLINE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is invalid.',
  expired: 'Your card has expired.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  bankInvalid: 'The routing number is invalid.',
  achFailed: 'The bank account could not be debited (R01: insufficient funds).',
} as const;

/** Test bank accounts (routing 110000000): this one fails when its debit settles (R01). */
export const SANDBOX_FAILING_BANK_ACCOUNT = '000111111116';

/** The micro-deposits the sandbox sends every bank account, in cents (Stripe's test amounts). */
export const SANDBOX_MICRODEPOSITS_CENTS: readonly [number, number] = [32, 45];

/** Luhn check of a card number (digits only). */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** ABA routing number checksum (3-7-1 weights). */
export function isRoutingNumberValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

export function cardBrandOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

export function sandboxCardBehaviour(number: string): SandboxCardBehaviour {
  return SANDBOX_CARDS[number] ?? 'succeeds';
}

/** A card is expired after the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}
