import { createHash } from 'node:crypto';
import type { PaymentsGateway, ChargeOutcome, ProcessorMethod } from '#domain/billing/payments.ports';
import { PaymentRefusedError } from '#domain/billing/payments.ports';
import {
  SANDBOX_DECLINE_MESSAGES,
  SANDBOX_FAILING_BANK_ACCOUNT,
  SANDBOX_MICRODEPOSITS_CENTS,
  cardBrandOf,
  isCardExpired,
  isLuhnValid,
  isRoutingNumberValid,
  sandboxCardBehaviour,
} from '#domain/billing/sandbox-payments.rules';
import { isConditionFailure } from '#lib/db/condition-failure';
import { SandboxChargeEntity, SandboxPaymentMethodEntity } from './sandbox-payment.entity';
import { onTable } from '#lib/db/table';

export interface SandboxPaymentsOptions {
  /** How long until a new bank account's micro-deposits can be seen (and verified). */
  microdepositDelayMs: number;
  /** How long an ACH debit stays pending before it settles or fails. */
  achSettleMs: number;
  clock?: () => Date;
}

const refOf = (prefix: string, ...parts: string[]) =>
  `${prefix}_${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24)}`;

type StoredCharge = {
  paymentId: string;
  status: ChargeOutcome['status'];
  failureMessage?: string;
  settlesAt?: string;
  idempotencyKey: string;
  ref: string;
};

/**
 * The sandbox payments processor: behaves as a real one does for its published test numbers (cards
 * that succeed, decline, run short or ask for 3-D Secure; banks verified by two micro-deposits that
 * arrive later; ACH debits that settle later, or fail for the failing test account). Its memory is in
 * the single table under SANDBOXPAY#, apart from the merchant's own records, as a processor's is.
 */
export function makeSandboxPayments(options: SandboxPaymentsOptions): PaymentsGateway {
  const now = options.clock ?? (() => new Date());

  async function method(accountId: string, ref: string) {
    const { data } = await onTable(SandboxPaymentMethodEntity).get({ accountId, ref }).go({ consistent: true });
    if (!data || data.detached) throw new PaymentRefusedError('This payment method no longer exists.');
    return data;
  }

  async function charge(accountId: string, paymentId: string) {
    const { data } = await onTable(SandboxChargeEntity).get({ accountId, idempotencyKey: paymentId }).go({
      consistent: true,
    });
    return data;
  }

  /** A pending ACH debit past its settlement time settles (or fails, for the failing test account). */
  async function outcomeOf(accountId: string, stored: StoredCharge): Promise<ChargeOutcome> {
    if (stored.status === 'pending' && stored.settlesAt && now().toISOString() >= stored.settlesAt) {
      const m = await method(accountId, stored.ref).catch(() => undefined);
      const failed = !m || m.number === SANDBOX_FAILING_BANK_ACCOUNT;
      const status = failed ? 'failed' : 'succeeded';
      const failureMessage = failed ? SANDBOX_DECLINE_MESSAGES.achFailed : undefined;
      await onTable(SandboxChargeEntity)
        .patch({ accountId, idempotencyKey: stored.idempotencyKey })
        .set({ status, ...(failureMessage ? { failureMessage } : {}) })
        .go();
      return toOutcome({ ...stored, status, ...(failureMessage ? { failureMessage } : {}) });
    }
    return toOutcome(stored);
  }

  return {
    name: 'sandbox',

    async addCard(accountId, { card }) {
      if (!card) throw new PaymentRefusedError('Enter the card details.');
      const number = card.number.replace(/[\s-]/g, '');
      if (!isLuhnValid(number)) throw new PaymentRefusedError(SANDBOX_DECLINE_MESSAGES.invalidNumber);
      if (isCardExpired(card.expMonth, card.expYear, now()))
        throw new PaymentRefusedError(SANDBOX_DECLINE_MESSAGES.expired);
      const ref = refOf('pm', accountId, number, String(card.expMonth), String(card.expYear), now().toISOString());
      await onTable(SandboxPaymentMethodEntity).create({ accountId, ref, type: 'card', number, verified: true }).go();
      const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
      return {
        ref,
        type: 'card',
        brand: cardBrandOf(number),
        last4: number.slice(-4),
        expMonth: card.expMonth,
        expYear: year,
        verification: 'verified',
      } satisfies ProcessorMethod;
    },

    async addBank(accountId, bank) {
      if (!isRoutingNumberValid(bank.routingNumber))
        throw new PaymentRefusedError(SANDBOX_DECLINE_MESSAGES.bankInvalid);
      const ref = refOf('ba', accountId, bank.routingNumber, bank.accountNumber, now().toISOString());
      await onTable(SandboxPaymentMethodEntity)
        .create({
          accountId,
          ref,
          type: 'bank',
          number: bank.accountNumber,
          verified: false,
          depositsVisibleAt: new Date(now().getTime() + options.microdepositDelayMs).toISOString(),
        })
        .go();
      return {
        ref,
        type: 'bank',
        brand: 'STRIPE TEST BANK',
        last4: bank.accountNumber.slice(-4),
        verification: 'pending',
      };
    },

    async verifyBank(accountId, ref, amounts) {
      const m = await method(accountId, ref);
      if (m.verified) return 'verified';
      if (!m.depositsVisibleAt || now().toISOString() < m.depositsVisibleAt) return 'not_ready';
      const expected = [...SANDBOX_MICRODEPOSITS_CENTS].sort((a, b) => a - b);
      const given = [...amounts].sort((a, b) => a - b);
      if (expected[0] !== given[0] || expected[1] !== given[1]) return 'wrong_amounts';
      await onTable(SandboxPaymentMethodEntity).patch({ accountId, ref }).set({ verified: true }).go();
      return 'verified';
    },

    async detach(accountId, ref) {
      await onTable(SandboxPaymentMethodEntity)
        .patch({ accountId, ref })
        .set({ detached: true })
        .go()
        .catch((err: unknown) => {
          if (!isConditionFailure(err)) throw err;
        });
    },

    async charge(accountId, input) {
      const existing = await charge(accountId, input.idempotencyKey);
      if (existing) return outcomeOf(accountId, existing);
      const m = await method(accountId, input.ref);
      const paymentId = input.idempotencyKey;
      let status: ChargeOutcome['status'];
      let failureMessage: string | undefined;
      let settlesAt: string | undefined;
      if (m.type === 'bank') {
        if (!m.verified) throw new PaymentRefusedError('Verify this bank account before paying with it.');
        status = 'pending';
        settlesAt = new Date(now().getTime() + options.achSettleMs).toISOString();
      } else {
        const behaviour = sandboxCardBehaviour(m.number);
        if (behaviour === 'succeeds') status = 'succeeded';
        else if (behaviour === 'requires_authentication') status = 'requires_action';
        else {
          status = 'failed';
          failureMessage = SANDBOX_DECLINE_MESSAGES[behaviour];
        }
      }
      const stored: StoredCharge = {
        paymentId,
        status,
        idempotencyKey: input.idempotencyKey,
        ref: input.ref,
        ...(failureMessage ? { failureMessage } : {}),
        ...(settlesAt ? { settlesAt } : {}),
      };
      try {
        await onTable(SandboxChargeEntity)
          .create({ accountId, amountCents: input.amountCents, ...stored })
          .go();
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
        const first = await charge(accountId, input.idempotencyKey);
        if (first) return outcomeOf(accountId, first);
        throw err;
      }
      return toOutcome(stored);
    },

    async authenticate(accountId, paymentId, approved) {
      const stored = await charge(accountId, paymentId);
      if (!stored) throw new PaymentRefusedError('This payment no longer exists.');
      if (stored.status !== 'requires_action') return outcomeOf(accountId, stored);
      const status = approved ? 'succeeded' : 'failed';
      const failureMessage = approved ? undefined : SANDBOX_DECLINE_MESSAGES.authenticationFailed;
      await onTable(SandboxChargeEntity)
        .patch({ accountId, idempotencyKey: paymentId })
        .set({ status, ...(failureMessage ? { failureMessage } : {}) })
        .where((attr, { eq }) => eq(attr.status, 'requires_action'))
        .go()
        .catch((err: unknown) => {
          if (!isConditionFailure(err)) throw err;
        });
      const after = await charge(accountId, paymentId);
      return toOutcome(after ?? stored);
    },

    async status(accountId, paymentId) {
      const stored = await charge(accountId, paymentId);
      if (!stored) return { status: 'failed', message: 'This payment no longer exists.' };
      return outcomeOf(accountId, stored);
    },
  };
}

function toOutcome(c: Pick<StoredCharge, 'paymentId' | 'status' | 'failureMessage'>): ChargeOutcome {
  if (c.status === 'failed')
    return { status: 'failed', paymentId: c.paymentId, message: c.failureMessage ?? SANDBOX_DECLINE_MESSAGES.declined };
  return { status: c.status, paymentId: c.paymentId };
}
