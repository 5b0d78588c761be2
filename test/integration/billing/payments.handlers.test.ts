import '#test/support/sandbox-payments-env';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DepositView, PaymentMethodView } from '#api/payments';
import { BILLING_HIDDEN_MESSAGE } from '#domain/errors/error-messages.constants';
import { handler as authenticateDeposit } from '#functions/billing/handlers/authenticate-deposit.handler';
import { handler as deposits } from '#functions/billing/handlers/deposits.handler';
import { handler as paymentMethods } from '#functions/billing/handlers/payment-methods.handler';
import { handler as setDefault } from '#functions/billing/handlers/set-default-payment-method.handler';
import { handler as settleDeposits } from '#functions/billing/handlers/settle-deposits.schedule';
import { handler as verifyBank } from '#functions/billing/handlers/verify-bank.handler';
import { handler as autoReload } from '#functions/billing/handlers/auto-reload.handler';
import { dynamoWallet } from '#functions/billing/adapters/dynamodb.wallet';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { DECLINED_CARD, FAILING_BANK, TEST_BANK, TEST_CARD, THREE_DS_CARD, openBilling } from '#test/support/billing';
import type { Context, ScheduledEvent } from 'aws-lambda';

let accountId: string;
let owner: TestUser;

const call = (
  handler: Parameters<typeof invoke>[0],
  method: string,
  path: string,
  opts: { user?: TestUser; account?: string; body?: unknown; pathParameters?: Record<string, string> } = {},
) =>
  invoke(
    handler,
    apiEvent({
      method,
      path,
      user: opts.user ?? owner,
      accountId: opts.account ?? accountId,
      body: opts.body,
      pathParameters: opts.pathParameters,
    }),
  );

const addCard = (card: object = TEST_CARD, user?: TestUser, account?: string) =>
  call(paymentMethods, 'POST', '/api/v1/payment-methods', { body: { type: 'card', card }, user, account });
const addBank = (bank: object = TEST_BANK) =>
  call(paymentMethods, 'POST', '/api/v1/payment-methods', { body: { type: 'bank', bank } });
const verify = (id: string, amountsCents: number[], account?: string) =>
  call(verifyBank, 'POST', `/api/v1/payment-methods/${id}/verify`, {
    body: { amountsCents },
    pathParameters: { paymentMethodId: id },
    account,
  });
const addFunds = (
  paymentMethodId: string,
  amount: number,
  depositId = randomUUID(),
  user?: TestUser,
  account?: string,
) => call(deposits, 'POST', '/api/v1/wallet/deposits', { body: { depositId, paymentMethodId, amount }, user, account });
const settle = () => settleDeposits({} as ScheduledEvent, { getRemainingTimeInMillis: () => 60_000 } as Context);
const balance = async (account = accountId) => (await dynamoWallet.balance(account)).balanceCents;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await openBilling(accountId);
});

describe('payment methods (accounts §3 Payment method)', () => {
  it('saves a card with only its brand and last four; the first method is the default', async () => {
    const res = await addCard();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const card = res.body as PaymentMethodView;
    expect(card).toMatchObject({
      type: 'card',
      brand: 'Visa',
      last4: '4242',
      isDefault: true,
      verification: 'verified',
    });
    expect(JSON.stringify(res.body)).not.toContain('4242424242424242');
    expect(JSON.stringify(res.body)).not.toContain('processorRef');
    const list = await call(paymentMethods, 'GET', '/api/v1/payment-methods');
    expect((list.body as { items: PaymentMethodView[] }).items).toHaveLength(1);
  });

  it('refuses an invalid card number with the processor’s words (402), saving nothing', async () => {
    const res = await addCard({ ...TEST_CARD, number: '4242424242424241' });
    expect(res.status).toBe(402);
    expect((res.body as { message: string }).message).toBe('Your card number is invalid.');
    const list = await call(paymentMethods, 'GET', '/api/v1/payment-methods');
    expect((list.body as { items: unknown[] }).items).toHaveLength(0);
  });

  it('verifies a bank by its two micro-deposits; wrong amounts are refused', async () => {
    const bank = (await addBank()).body as PaymentMethodView;
    expect(bank).toMatchObject({ type: 'bank', verification: 'pending', source: 'plaid', last4: '6789' });
    const wrong = await verify(bank.paymentMethodId, [10, 20]);
    expect(wrong.status).toBe(400);
    const ok = await verify(bank.paymentMethodId, [45, 32]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((ok.body as PaymentMethodView).verification).toBe('verified');
  });

  it('moves the default and refuses to delete the default while another method remains', async () => {
    const first = (await addCard()).body as PaymentMethodView;
    const second = (await addCard({ ...TEST_CARD, number: '5555555555554444' })).body as PaymentMethodView;
    const moved = await call(setDefault, 'PUT', `/api/v1/payment-methods/${second.paymentMethodId}/default`, {
      pathParameters: { paymentMethodId: second.paymentMethodId },
    });
    const items = (moved.body as { items: PaymentMethodView[] }).items;
    expect(items.filter((m) => m.isDefault).map((m) => m.paymentMethodId)).toEqual([second.paymentMethodId]);
    const refused = await call(paymentMethods, 'DELETE', `/api/v1/payment-methods/${second.paymentMethodId}`, {
      pathParameters: { paymentMethodId: second.paymentMethodId },
    });
    expect(refused.status).toBe(409);
    const deleted = await call(paymentMethods, 'DELETE', `/api/v1/payment-methods/${first.paymentMethodId}`, {
      pathParameters: { paymentMethodId: first.paymentMethodId },
    });
    expect(deleted.status).toBe(200);
    expect((deleted.body as { items: unknown[] }).items).toHaveLength(1);
  });
});

describe('add funds (accounts §5)', () => {
  it('credits the wallet once by card, however often the request is sent', async () => {
    const card = (await addCard()).body as PaymentMethodView;
    const depositId = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => addFunds(card.paymentMethodId, 25.5, depositId)));
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await balance()).toBe(2550);
    const again = await addFunds(card.paymentMethodId, 25.5, depositId);
    expect((again.body as DepositView).status).toBe('succeeded');
    expect(await balance()).toBe(2550);
    const entries = await dynamoWallet.recentEntries(accountId, 10);
    expect(entries.map((e) => e.entryId)).toEqual([`refill#${depositId}`]);
  });

  it('applies the spec’s amounts: card at least $1, ACH $2 to $5000, a valid number', async () => {
    const card = (await addCard()).body as PaymentMethodView;
    const low = await addFunds(card.paymentMethodId, 0.99);
    expect(low.status).toBe(400);
    expect((low.body as { fieldErrors: Record<string, string> }).fieldErrors.amount).toBe('Amount must be at least $1');
    const bank = (await addBank()).body as PaymentMethodView;
    await verify(bank.paymentMethodId, [32, 45]);
    for (const amount of [1.99, 5000.01]) {
      const res = await addFunds(bank.paymentMethodId, amount);
      expect(res.status).toBe(400);
      expect((res.body as { fieldErrors: Record<string, string> }).fieldErrors.amount).toBe(
        'Amount must be between $2 and $5000',
      );
    }
    expect(await balance()).toBe(0);
  });

  it('a declined card leaves the balance alone and says why (402)', async () => {
    const card = (await addCard(DECLINED_CARD)).body as PaymentMethodView;
    const res = await addFunds(card.paymentMethodId, 10);
    expect(res.status).toBe(402);
    expect((res.body as { message: string }).message).toBe('Your card was declined.');
    expect(await balance()).toBe(0);
  });

  it('a 3-D Secure card waits for the cardholder, then credits once when approved', async () => {
    const card = (await addCard(THREE_DS_CARD)).body as PaymentMethodView;
    const depositId = randomUUID();
    const started = await addFunds(card.paymentMethodId, 40, depositId);
    expect((started.body as DepositView).status).toBe('requires_action');
    expect(await balance()).toBe(0);
    const auth = () =>
      call(authenticateDeposit, 'POST', `/api/v1/wallet/deposits/${depositId}/authenticate`, {
        body: { approved: true },
        pathParameters: { depositId },
      });
    const [a, b] = await Promise.all([auth(), auth()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await balance()).toBe(4000);
  });

  it('an ACH deposit is pending until it settles; a failed debit charges the 500-cent fee once', async () => {
    const good = (await addBank()).body as PaymentMethodView;
    await verify(good.paymentMethodId, [32, 45]);
    const pending = await addFunds(good.paymentMethodId, 100);
    expect(['pending', 'succeeded']).toContain((pending.body as DepositView).status);
    const bad = (await addBank(FAILING_BANK)).body as PaymentMethodView;
    await verify(bad.paymentMethodId, [32, 45]);
    const failing = await addFunds(bad.paymentMethodId, 50);
    expect((failing.body as DepositView).status).toBe('pending');
    await settle();
    await settle();
    expect(await balance()).toBe(10_000 - 500);
    const list = (await call(deposits, 'GET', '/api/v1/wallet/deposits')).body as { items: DepositView[] };
    expect(list.items.map((d) => d.status).sort()).toEqual(['failed', 'succeeded']);
    const entries = await dynamoWallet.recentEntries(accountId, 10);
    const sum = entries.reduce((s, e) => s + e.amountCents, 0);
    expect(sum).toBe(await balance());
    expect(entries.filter((e) => e.kind === 'fee')).toHaveLength(1);
  });
});

describe('billing keys and tenancy (accounts §6)', () => {
  it('needs edit_payments to add a method and deposit_funds to add funds', async () => {
    const card = (await addCard()).body as PaymentMethodView;
    const depositor = await addTestMember(accountId, { deposit_funds: true });
    expect((await addCard(TEST_CARD, depositor)).status).toBe(403);
    expect((await addFunds(card.paymentMethodId, 5, randomUUID(), depositor)).status).toBe(200);
    const editor = await addTestMember(accountId, { edit_payments: true });
    expect((await addCard(TEST_CARD, editor)).status).toBe(201);
    expect((await addFunds(card.paymentMethodId, 5, randomUUID(), editor)).status).toBe(403);
  });

  it('never charges or credits across accounts: another account’s method is not found', async () => {
    const card = (await addCard()).body as PaymentMethodView;
    const other = await createTestAccount('Other Foods');
    await openBilling(other.accountId);
    const res = await addFunds(card.paymentMethodId, 10, randomUUID(), other.owner, other.accountId);
    expect(res.status).toBe(404);
    const del = await call(paymentMethods, 'DELETE', `/api/v1/payment-methods/${card.paymentMethodId}`, {
      user: other.owner,
      account: other.accountId,
      pathParameters: { paymentMethodId: card.paymentMethodId },
    });
    expect(del.status).toBe(404);
    expect(await balance(other.accountId)).toBe(0);
    expect(await balance()).toBe(0);
    // The owner cannot act for an account they do not belong to: it is not found for them.
    const foreign = await addFunds(card.paymentMethodId, 10, randomUUID(), owner, other.accountId);
    expect(foreign.status).toBe(404);
    expect(await balance(other.accountId)).toBe(0);
  });

  it('billing hidden without a store integration: the spec’s message (403), nothing saved', async () => {
    const fresh = await createTestAccount('No Store Yet');
    const res = await addCard(TEST_CARD, fresh.owner, fresh.accountId);
    expect(res.status).toBe(403);
    expect((res.body as { message: string }).message).toBe(BILLING_HIDDEN_MESSAGE);
  });
});

describe('auto-reload (a top-up when the balance falls below a threshold)', () => {
  const save = (body: unknown, user?: TestUser) =>
    call(autoReload, 'PUT', '/api/v1/wallet/auto-reload', { body, user });

  it('reloads once however often (and however concurrently) the schedule runs, then not while above the threshold', async () => {
    await addCard();
    const res = await save({ enabled: true, threshold: 50, amount: 100 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await Promise.all([settle(), settle(), settle()]);
    await settle();
    expect(await balance()).toBe(10_000);
    await Promise.all([settle(), settle()]);
    expect(await balance()).toBe(10_000);
    const list = (await call(deposits, 'GET', '/api/v1/wallet/deposits')).body as { items: DepositView[] };
    expect(list.items.filter((d) => d.origin === 'auto_reload')).toHaveLength(1);
    const entries = await dynamoWallet.recentEntries(accountId, 10);
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(await balance());
  });

  it('turned off, or without a payment method, does nothing; changing it needs edit_payments', async () => {
    expect((await save({ enabled: true, threshold: 50, amount: 100 })).status).toBe(200);
    await settle();
    expect(await balance()).toBe(0);
    const viewer = await addTestMember(accountId, { view_billing_activity: true });
    expect((await save({ enabled: false, threshold: 0, amount: 1 }, viewer)).status).toBe(403);
    expect((await save({ enabled: true, threshold: 50, amount: 0.5 })).status).toBe(400);
    await addCard();
    expect((await save({ enabled: false, threshold: 50, amount: 100 })).status).toBe(200);
    await settle();
    expect(await balance()).toBe(0);
  });
});
