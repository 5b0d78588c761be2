import { describe, expect, it } from 'vitest';
import { makeStripePayments, stripeForm } from '#functions/billing/adapters/stripe.payments';
import * as fx from './fixtures/stripe.fixtures';

interface Call {
  method: string;
  path: string;
  body: URLSearchParams;
  headers: Record<string, string>;
}

/** A fetch answering from the recorded responses, keyed by method and path; it records each call. */
function recorded(routes: Record<string, { status?: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const { pathname, search } = new URL(url);
    const key = `${init.method} ${pathname}`;
    calls.push({
      method: init.method ?? 'GET',
      path: pathname,
      body: new URLSearchParams(String(init.body ?? search.slice(1))),
      headers: init.headers as Record<string, string>,
    });
    const route = routes[key];
    if (!route)
      return new Response(JSON.stringify({ error: { type: 'api_error', message: `no route ${key}` } }), {
        status: 404,
      });
    return new Response(JSON.stringify(route.body), { status: route.status ?? 200 });
  }) as unknown as typeof fetch;
  const gateway = makeStripePayments({
    apiKey: async () => 'sk_test_123',
    fetch: fetchImpl,
    clock: () => new Date(1_800_000_000_000),
  });
  return { gateway, calls };
}

describe('Stripe payments adapter against recorded responses', () => {
  it('encodes nested parameters the way Stripe reads them', () => {
    expect(stripeForm({ a: { b: 1 }, list: ['x', 'y'], skip: undefined }).join('&')).toBe(
      'a%5Bb%5D=1&list%5B%5D=x&list%5B%5D=y',
    );
  });

  it('attaches a tokenized card to the account’s customer, with the secret key and API version', async () => {
    const { gateway, calls } = recorded({
      'POST /v1/customers': { body: fx.customer },
      'POST /v1/payment_methods/pm_tok/attach': { body: fx.attachedCard },
    });
    const card = await gateway.addCard('acc-1', { token: 'pm_tok' });
    expect(card).toEqual({
      ref: fx.attachedCard.id,
      type: 'card',
      brand: 'Visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2030,
      verification: 'verified',
    });
    expect(calls[0].headers.authorization).toBe('Bearer sk_test_123');
    expect(calls[0].headers['idempotency-key']).toBe('customer-acc-1');
    expect(calls[1].body.get('customer')).toBe(fx.customer.id);
    await expect(
      gateway.addCard('acc-1', {
        card: { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '1', name: 'x' },
      }),
    ).rejects.toThrow('Enter the card details.');
  });

  it('adds a bank through a SetupIntent and verifies it by micro-deposits (mismatch answered, not thrown)', async () => {
    const { gateway, calls } = recorded({
      'POST /v1/customers': { body: fx.customer },
      'POST /v1/payment_methods': { body: fx.bankMethod },
      'POST /v1/setup_intents': { body: fx.setupIntentNeedsMicrodeposits },
      [`GET /v1/setup_intents/${fx.setupIntentNeedsMicrodeposits.id}`]: { body: fx.setupIntentNeedsMicrodeposits },
      [`POST /v1/setup_intents/${fx.setupIntentNeedsMicrodeposits.id}/verify_microdeposits`]: {
        status: 400,
        body: fx.amountsMismatch,
      },
    });
    const bank = await gateway.addBank('acc-1', {
      accountHolderName: 'Hill Country Smokehouse',
      routingNumber: '110000000',
      accountNumber: '000123456789',
      accountType: 'checking',
    });
    expect(bank).toMatchObject({ type: 'bank', brand: 'STRIPE TEST BANK', last4: '6789', verification: 'pending' });
    expect(calls[1].body.get('us_bank_account[routing_number]')).toBe('110000000');
    expect(calls[2].body.get('mandate_data[customer_acceptance][type]')).toBe('offline');
    expect(await gateway.verifyBank('acc-1', bank.ref, [32, 45])).toBe('wrong_amounts');
    expect(calls.at(-1)!.body.getAll('amounts[]')).toEqual(['32', '45']);
  });

  it('says not ready while the micro-deposits have not arrived', async () => {
    const pending = {
      ...fx.setupIntentNeedsMicrodeposits,
      next_action: { verify_with_microdeposits: { arrival_date: 1_900_000_000 } },
    };
    const { gateway } = recorded({ [`GET /v1/setup_intents/${pending.id}`]: { body: pending } });
    expect(await gateway.verifyBank('acc-1', `pm_x|${pending.id}`, [32, 45])).toBe('not_ready');
  });

  it('charges with the idempotency key and maps succeeded, processing, requires_action and a decline', async () => {
    for (const [answer, expected] of [
      [{ body: fx.paymentIntentSucceeded }, { status: 'succeeded', paymentId: fx.paymentIntentSucceeded.id }],
      [{ body: fx.paymentIntentProcessing }, { status: 'pending', paymentId: fx.paymentIntentProcessing.id }],
      [
        { body: fx.paymentIntentRequiresAction },
        { status: 'requires_action', paymentId: fx.paymentIntentRequiresAction.id },
      ],
      [
        { status: 402, body: fx.cardDeclined },
        { status: 'failed', message: 'Your card was declined.', paymentId: 'pi_3MtwBwLkdIwHu7ix28a3tqPd' },
      ],
    ] as const) {
      const { gateway, calls } = recorded({
        'POST /v1/customers': { body: fx.customer },
        'POST /v1/payment_intents': answer,
      });
      const outcome = await gateway.charge('acc-1', {
        ref: `${fx.bankMethod.id}|seti_x`,
        amountCents: 2500,
        idempotencyKey: 'deposit-abc',
        description: 'Shipdeck balance',
      });
      expect(outcome).toEqual(expected);
      const charge = calls.find((c) => c.path === '/v1/payment_intents')!;
      expect(charge.headers['idempotency-key']).toBe('deposit-abc');
      expect(charge.body.get('payment_method')).toBe(fx.bankMethod.id);
      expect(charge.body.get('amount')).toBe('2500');
    }
  });
});
