import { BANK_ACCOUNT_NOT_READY_MESSAGE } from '#domain/errors/error-messages.constants';
import type { Wallet } from '#domain/billing/ports';
import {
  PaymentRefusedError,
  type BankDetails,
  type CardDetails,
  type ChargeOutcome,
  type DepositRecord,
  type DepositStore,
  type PaymentMethodRecord,
  type PaymentMethodStore,
  type PaymentsGateway,
} from '#domain/billing/payments.ports';
import {
  PAYMENT_MESSAGES,
  canRemovePaymentMethod,
  depositAmountOf,
  depositCreditEntryId,
  depositFailureFeeEntryId,
  isDepositFinal,
  paymentMethodLabel,
  paymentMethodRecordOf,
} from '#domain/billing/deposit.rules';
import { refillInvoice } from '#domain/billing/wallet.rules';
import { DIRECT_DEBIT_FAILURE_FEE_CENTS } from '#domain/money/balance-effect.rules';
import { formatCents } from '#domain/money/cents.rules';
import { ConflictError, NotFoundError, PaymentRequiredError, ValidationError } from '#lib/errors';

export interface PaymentsDeps {
  gateway: PaymentsGateway;
  methods: PaymentMethodStore;
  deposits: DepositStore;
  wallet: Pick<Wallet, 'post'>;
  /** Billing must be open (accounts §4, §8) for anything that moves money or changes a method. */
  access: { assertOpen(accountId: string): Promise<void> };
}

/** A refusal the merchant can act on: 402 with the processor's words. */
async function refusalsAs402<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof PaymentRefusedError) throw new PaymentRequiredError(err.message);
    throw err;
  }
}

/** Payment methods, Add funds and the deposits' lives (accounts §3 Payment method, §4, §5). */
export function makePayments(deps: PaymentsDeps) {
  const { gateway, methods, deposits, wallet } = deps;

  async function methodOf(accountId: string, paymentMethodId: string): Promise<PaymentMethodRecord> {
    const method = await methods.get(accountId, paymentMethodId);
    if (!method) throw new NotFoundError('Payment method');
    return method;
  }

  /** Moves a deposit on by the processor's answer; each step is safe to repeat. */
  async function apply(accountId: string, deposit: DepositRecord, outcome: ChargeOutcome): Promise<DepositRecord> {
    if (outcome.status === 'succeeded') {
      await wallet.post(accountId, {
        entryId: depositCreditEntryId(deposit.depositId),
        kind: 'refill',
        invoice: refillInvoice(deposit.amountCents),
        description: `${deposit.origin === 'auto_reload' ? 'Auto-reload' : 'Funds added'} from ${deposit.methodLabel}`,
        paymentId: outcome.paymentId,
      });
      const done = await deposits.update(accountId, deposit.depositId, {
        status: 'succeeded',
        paymentId: outcome.paymentId,
      });
      await deposits.close(accountId, deposit.depositId);
      return done;
    }
    if (outcome.status === 'failed') {
      // A bank debit that was accepted and then failed costs the direct-debit failure fee (accounts §4).
      if (deposit.methodType === 'bank' && deposit.status === 'pending') {
        await wallet.post(accountId, {
          entryId: depositFailureFeeEntryId(deposit.depositId),
          kind: 'fee',
          invoice: { type: 'debit', amount: 0, tierFee: 0, insurancePremium: 0, directDebitFailed: true },
          description: `${PAYMENT_MESSAGES.achFailedFee} (${formatCents(DIRECT_DEBIT_FAILURE_FEE_CENTS)}): ${outcome.message}`,
          status: 'failed',
          ...(outcome.paymentId ? { paymentId: outcome.paymentId } : {}),
        });
      }
      const done = await deposits.update(accountId, deposit.depositId, {
        status: 'failed',
        failureMessage: outcome.message,
        ...(outcome.paymentId ? { paymentId: outcome.paymentId } : {}),
      });
      await deposits.close(accountId, deposit.depositId);
      return done;
    }
    if (deposit.status === outcome.status && deposit.paymentId === outcome.paymentId) return deposit;
    return deposits.update(accountId, deposit.depositId, { status: outcome.status, paymentId: outcome.paymentId });
  }

  /** Asks the processor where a deposit stands (charging it if that never happened) and applies the answer. */
  async function advance(accountId: string, deposit: DepositRecord): Promise<DepositRecord> {
    if (isDepositFinal(deposit.status)) return deposit;
    const outcome =
      deposit.status === 'initiated' || !deposit.paymentId
        ? await gateway.charge(accountId, {
            ref: deposit.processorRef,
            amountCents: deposit.amountCents,
            idempotencyKey: `deposit-${deposit.depositId}`,
            description: `Shipdeck balance: ${formatCents(deposit.amountCents)}`,
          })
        : await gateway.status(accountId, deposit.paymentId);
    return apply(accountId, deposit, outcome);
  }

  async function startDeposit(
    accountId: string,
    input: { depositId: string; method: PaymentMethodRecord; amountCents: number; origin: DepositRecord['origin'] },
  ): Promise<DepositRecord> {
    const { method } = input;
    const { deposit } = await deposits.start(accountId, {
      depositId: input.depositId,
      paymentMethodId: method.paymentMethodId,
      processorRef: method.processorRef,
      methodType: method.type,
      methodLabel: paymentMethodLabel(method),
      amountCents: input.amountCents,
      origin: input.origin,
    });
    if (deposit.amountCents !== input.amountCents || deposit.paymentMethodId !== method.paymentMethodId)
      throw new ConflictError(PAYMENT_MESSAGES.depositIdReused);
    return refusalsAs402(() => advance(accountId, deposit));
  }

  return {
    listMethods: (accountId: string) => methods.list(accountId),

    async addCard(accountId: string, input: { card?: CardDetails; token?: string }) {
      await deps.access.assertOpen(accountId);
      const saved = await refusalsAs402(() => gateway.addCard(accountId, input));
      return methods.add(accountId, paymentMethodRecordOf(saved));
    },

    async addBank(accountId: string, bank: BankDetails) {
      await deps.access.assertOpen(accountId);
      const saved = await refusalsAs402(() => gateway.addBank(accountId, bank));
      return methods.add(accountId, paymentMethodRecordOf(saved, 'plaid'));
    },

    async verifyBank(accountId: string, paymentMethodId: string, amountsCents: readonly [number, number]) {
      await deps.access.assertOpen(accountId);
      const method = await methodOf(accountId, paymentMethodId);
      if (method.type !== 'bank') throw new NotFoundError('Bank account');
      if (method.verification === 'verified') return method;
      const result = await refusalsAs402(() => gateway.verifyBank(accountId, method.processorRef, amountsCents));
      if (result === 'not_ready')
        throw new ValidationError({ amounts: BANK_ACCOUNT_NOT_READY_MESSAGE }, BANK_ACCOUNT_NOT_READY_MESSAGE);
      if (result === 'wrong_amounts')
        throw new ValidationError({ amounts: PAYMENT_MESSAGES.wrongAmounts }, PAYMENT_MESSAGES.wrongAmounts);
      await methods.setVerified(accountId, paymentMethodId);
      return { ...method, verification: 'verified' as const };
    },

    async setDefault(accountId: string, paymentMethodId: string) {
      await deps.access.assertOpen(accountId);
      await methodOf(accountId, paymentMethodId);
      await methods.setDefault(accountId, paymentMethodId);
      return methods.list(accountId);
    },

    async remove(accountId: string, paymentMethodId: string) {
      await deps.access.assertOpen(accountId);
      const method = await methodOf(accountId, paymentMethodId);
      const all = await methods.list(accountId);
      if (!canRemovePaymentMethod(method, all.length)) throw new ConflictError(PAYMENT_MESSAGES.cannotDeleteDefault);
      await gateway.detach(accountId, method.processorRef);
      await methods.remove(accountId, paymentMethodId);
      return methods.list(accountId);
    },

    /** Add funds: once per depositId however often the request is sent (accounts §5 amounts). */
    async addFunds(accountId: string, input: { depositId: string; paymentMethodId: string; amount: number }) {
      await deps.access.assertOpen(accountId);
      const method = await methodOf(accountId, input.paymentMethodId);
      const amount = depositAmountOf(method.type, input.amount);
      if (!amount.ok) throw new ValidationError({ amount: amount.message }, amount.message);
      if (method.verification !== 'verified')
        throw new ValidationError(
          { paymentMethodId: PAYMENT_MESSAGES.bankNotVerified },
          PAYMENT_MESSAGES.bankNotVerified,
        );
      const deposit = await startDeposit(accountId, {
        depositId: input.depositId,
        method,
        amountCents: amount.amountCents,
        origin: 'add_funds',
      });
      // A refused card is the request's answer (402 with the processor's words), as often as it is asked.
      if (deposit.status === 'failed' && deposit.methodType === 'card')
        throw new PaymentRequiredError(deposit.failureMessage ?? 'The payment failed.');
      return deposit;
    },

    /** The cardholder's answer to the 3-D Secure step of a deposit. */
    async authenticateDeposit(accountId: string, depositId: string, approved: boolean) {
      const deposit = await deposits.get(accountId, depositId);
      if (!deposit) throw new NotFoundError('Deposit');
      if (deposit.status !== 'requires_action' || !deposit.paymentId) return deposit;
      const outcome = await gateway.authenticate(accountId, deposit.paymentId, approved);
      return apply(accountId, deposit, outcome);
    },

    recentDeposits: (accountId: string, limit: number) => deposits.recent(accountId, limit),

    /** Charges the default method once per idempotency key and credits the wallet when it succeeds (auto-reload). */
    startDeposit,

    /** The settle schedule: every open deposit asked about once; one failing never stops the others. */
    async settleOpenDeposits(
      limit: number,
    ): Promise<{ looked: number; settled: number; failed: number; errors: number }> {
      const report = { looked: 0, settled: 0, failed: 0, errors: 0 };
      for (const open of await deposits.open(limit)) {
        report.looked++;
        try {
          const deposit = await deposits.get(open.accountId, open.depositId);
          if (!deposit) {
            await deposits.close(open.accountId, open.depositId);
            continue;
          }
          const after = await refusalsAs402(() => advance(open.accountId, deposit));
          if (after.status === 'succeeded') report.settled++;
          if (after.status === 'failed') report.failed++;
          if (isDepositFinal(after.status)) await deposits.close(open.accountId, open.depositId);
        } catch {
          report.errors++;
        }
      }
      return report;
    },
  };
}

export type Payments = ReturnType<typeof makePayments>;
