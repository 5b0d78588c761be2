import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dynamoDeposits, dynamoPaymentMethods } from '#functions/billing/adapters/dynamodb.payment-records';
import { dynamoWallet } from '#functions/billing/adapters/dynamodb.wallet';
import { makeSandboxPayments } from '#functions/billing/adapters/sandbox.payments';
import { makePayments } from '#functions/billing/use-cases/payments.use-case';
import { createTestAccount } from '#test/support/accounts';
import { FAILING_BANK, TEST_BANK, TEST_CARD } from '#test/support/billing';
import { FaultCarrier } from '#test/support/fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { addTestWarehouse, createPurchasableOrder, storedRate } from '#test/support/labels';
import { shipmentCharges } from '#test/support/ledger-reads';
import { dynamoCarrierAccountStore } from '#functions/carriers/adapters/dynamodb.carrier-account-store';
import { expectLedgerBalanced, ledgerCheck } from '#test/support/ledger';

/**
 * The wallet ledger under any interleaving (issue 14 acceptance): card deposits sent several times
 * at once, ACH deposits that settle or fail (with the direct-debit fee) and whose settlement runs
 * twice, label purchases whose queue message is redelivered, refunds whose check runs twice, and
 * declined cards. After every sequence: balance == sum(ledger entries), and each cause counted once.
 */
type Op =
  | { kind: 'card'; dollars: number; sends: number }
  | { kind: 'declined'; dollars: number }
  | { kind: 'ach'; dollars: number; fails: boolean }
  /** ownAccount: the quote is of the merchant's own carrier account (the wallet pays the label fee only). */
  | { kind: 'purchase'; redeliver: boolean; ownAccount: boolean }
  | { kind: 'refund' }
  /** A card deposit whose request dies between the charge and the credit; the settle schedule finishes it. */
  | { kind: 'crash'; dollars: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('card' as const),
    dollars: fc.integer({ min: 1, max: 300 }),
    sends: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('declined' as const), dollars: fc.integer({ min: 1, max: 50 }) }),
  fc.record({ kind: fc.constant('ach' as const), dollars: fc.integer({ min: 2, max: 300 }), fails: fc.boolean() }),
  fc.record({ kind: fc.constant('purchase' as const), redeliver: fc.boolean(), ownAccount: fc.boolean() }),
  fc.record({ kind: fc.constant('refund' as const) }),
  fc.record({ kind: fc.constant('crash' as const), dollars: fc.integer({ min: 1, max: 300 }) }),
);

async function runSequence(ops: Op[]) {
  const { accountId, owner } = await createTestAccount();
  await addTestWarehouse(owner, accountId);
  const deps = {
    gateway: makeSandboxPayments({ microdepositDelayMs: 0, achSettleMs: 0 }),
    methods: dynamoPaymentMethods,
    deposits: dynamoDeposits,
    wallet: dynamoWallet,
    access: { assertOpen: async () => {} },
  };
  const payments = makePayments(deps);
  // The same use case whose process dies at the credit (after the processor charged the card).
  const crashing = makePayments({
    ...deps,
    wallet: { post: () => Promise.reject(new Error('Lambda timed out')) },
  });
  const carrier = new FaultCarrier();
  const queue = new MemoryLabelQueue();
  const pipeline = labelPipeline({ carrier, files: new MemoryLabelFiles(), queue });
  const card = await payments.addCard(accountId, { card: TEST_CARD });
  const declined = await payments.addCard(accountId, { card: { ...TEST_CARD, number: '4000000000000002' } });
  const bank = await payments.addBank(accountId, TEST_BANK);
  await payments.verifyBank(accountId, bank.paymentMethodId, [32, 45]);
  const failing = await payments.addBank(accountId, FAILING_BANK);
  await payments.verifyBank(accountId, failing.paymentMethodId, [32, 45]);

  const ownAccount = {
    carrierAccountId: randomUUID(),
    carrier: 'UPS' as const,
    description: 'Own UPS',
    accountNumber: 'A1B2C3',
    reference: 'ca_sbx_property',
    createdAt: new Date().toISOString(),
    details: {},
  };
  await dynamoCarrierAccountStore.add(accountId, ownAccount, 0);

  const expected = { credits: 0, fees: 0, purchases: 0, refunds: 0 };
  const bought: { orderId: string; shipmentId: string }[] = [];
  for (const step of ops) {
    if (step.kind === 'card') {
      const depositId = randomUUID();
      const send = () =>
        payments.addFunds(accountId, { depositId, paymentMethodId: card.paymentMethodId, amount: step.dollars });
      await Promise.all(Array.from({ length: step.sends }, send));
      expected.credits++;
    } else if (step.kind === 'crash') {
      const depositId = randomUUID();
      await expect(
        crashing.addFunds(accountId, { depositId, paymentMethodId: card.paymentMethodId, amount: step.dollars }),
      ).rejects.toThrow('Lambda timed out');
      await Promise.all([payments.settleOpenDeposits(50), payments.settleOpenDeposits(50)]);
      expected.credits++;
    } else if (step.kind === 'declined') {
      await expect(
        payments.addFunds(accountId, {
          depositId: randomUUID(),
          paymentMethodId: declined.paymentMethodId,
          amount: step.dollars,
        }),
      ).rejects.toMatchObject({ statusCode: 402 });
    } else if (step.kind === 'ach') {
      const method = step.fails ? failing : bank;
      await payments.addFunds(accountId, {
        depositId: randomUUID(),
        paymentMethodId: method.paymentMethodId,
        amount: step.dollars,
      });
      await Promise.all([payments.settleOpenDeposits(50), payments.settleOpenDeposits(50)]);
      if (step.fails) expected.fees++;
      else expected.credits++;
    } else if (step.kind === 'purchase') {
      const rate = storedRate(1_250, 20);
      const { orderId, shipmentId } = await createPurchasableOrder(
        owner,
        accountId,
        step.ownAccount ? { ...rate, carrierAccountId: ownAccount.carrierAccountId } : rate,
      );
      try {
        await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), { shipments: [{ orderId, shipmentId }] });
      } catch (err) {
        expect(err).toMatchObject({ statusCode: 402 });
        continue;
      }
      const [message] = queue.take();
      const outcomes = await Promise.all(
        (step.redeliver ? [message, message] : [message]).map((m) => pipeline.purchaseLabel(m)),
      );
      if (outcomes.includes('purchased')) {
        expected.purchases++;
        bought.push({ orderId, shipmentId });
        // An own account's label debits the label fee alone; Shipdeck's rate its whole price.
        expect(Math.abs((await shipmentCharges(accountId, shipmentId)).debitCents)).toBe(step.ownAccount ? 20 : 1_250);
      }
    } else {
      const target = bought.shift();
      if (!target) continue;
      await pipeline.refundLabel.refund(ownerCaller(accountId, owner), target.orderId, target.shipmentId);
      await Promise.all([
        pipeline.refundLabel.checkRefunds({ limit: 100 }),
        pipeline.refundLabel.checkRefunds({ limit: 100 }),
      ]);
      expected.refunds++;
    }
  }
  await expectLedgerBalanced(accountId);
  const { entries } = await ledgerCheck(accountId);
  const count = (kind: string) => entries.filter((e) => e.kind === kind).length;
  expect(count('refill')).toBe(expected.credits);
  expect(count('fee')).toBe(expected.fees);
  expect(count('purchase')).toBe(expected.purchases);
  expect(count('refund')).toBe(expected.refunds);
  expect(carrier.labelsBought).toBe(expected.purchases);
  expect(new Set(entries.map((e) => e.entryId)).size).toBe(entries.length);
}

describe('the wallet ledger under any interleaving (accounts §4, §5)', () => {
  it('keeps balance == sum(entries) and counts every cause once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 2, maxLength: 7 }), (ops) => runSequence(ops)),
      { numRuns: 25 },
    );
  }, 300_000);
});
