import type { ChargeOutcome, PaymentsGateway, ProcessorMethod } from '#domain/billing/payments.ports';
import { PaymentRefusedError } from '#domain/billing/payments.ports';

export const STRIPE_API = 'https://api.stripe.com';

interface StripeError {
  error: { type: string; code?: string; message?: string; payment_intent?: { id: string } };
}

type Json = Record<string, unknown>;

/** Stripe's form encoding: nested keys as a[b][c], arrays as a[]. */
export function stripeForm(params: Json, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value))
      for (const v of value) out.push(`${encodeURIComponent(`${name}[]`)}=${encodeURIComponent(String(v))}`);
    else if (value && typeof value === 'object') out.push(...stripeForm(value as Json, name));
    else out.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return out;
}

export interface StripePaymentsOptions {
  apiKey: () => Promise<string>;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** The account's Stripe customer, kept on the billing profile. */
  customers?: {
    get(accountId: string): Promise<string | undefined>;
    set(accountId: string, ref: string): Promise<void>;
  };
  clock?: () => Date;
}

/** A bank's ref carries its SetupIntent, which the micro-deposit verification goes through. */
const bankRef = (paymentMethod: string, setupIntent: string) => `${paymentMethod}|${setupIntent}`;
const paymentMethodOf = (ref: string) => ref.split('|')[0];

/**
 * The live payments processor: Stripe's REST API (PaymentMethods, SetupIntents with micro-deposit
 * verification for us_bank_account, PaymentIntents with idempotency keys). Card numbers never reach
 * us: the browser tokenizes them with Stripe.js and `addCard` attaches the token.
 */
export function makeStripePayments(options: StripePaymentsOptions): PaymentsGateway {
  const http = options.fetch ?? fetch;
  const base = options.baseUrl ?? STRIPE_API;
  const now = options.clock ?? (() => new Date());
  const memory = new Map<string, string>();
  const customers = options.customers ?? {
    get: async (accountId: string) => memory.get(accountId),
    set: async (accountId: string, ref: string) => void memory.set(accountId, ref),
  };

  async function call<T = Json>(
    method: 'GET' | 'POST',
    path: string,
    params: Json = {},
    idempotencyKey?: string,
  ): Promise<T> {
    const body = stripeForm(params).join('&');
    const res = await http(`${base}${path}${method === 'GET' && body ? `?${body}` : ''}`, {
      method,
      headers: {
        authorization: `Bearer ${await options.apiKey()}`,
        'content-type': 'application/x-www-form-urlencoded',
        'stripe-version': '2024-06-20',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(method === 'POST' ? { body } : {}),
    });
    const json = (await res.json()) as T | StripeError;
    if (res.ok) return json as T;
    const error = (json as StripeError).error;
    if (error?.type === 'card_error' || error?.type === 'invalid_request_error')
      throw Object.assign(new PaymentRefusedError(error.message ?? 'The payment was refused.'), {
        stripeCode: error.code,
        paymentIntent: error.payment_intent?.id,
      });
    throw new Error(`Stripe ${method} ${path} answered ${res.status}: ${error?.message ?? 'no message'}`);
  }

  async function customerOf(accountId: string): Promise<string> {
    const known = await customers.get(accountId);
    if (known) return known;
    const created = await call<{ id: string }>(
      'POST',
      '/v1/customers',
      { metadata: { accountId } },
      `customer-${accountId}`,
    );
    await customers.set(accountId, created.id);
    return created.id;
  }

  const toOutcome = (pi: { id: string; status: string; last_payment_error?: { message?: string } }): ChargeOutcome => {
    if (pi.status === 'succeeded') return { status: 'succeeded', paymentId: pi.id };
    if (pi.status === 'processing') return { status: 'pending', paymentId: pi.id };
    if (pi.status === 'requires_action' || pi.status === 'requires_confirmation')
      return { status: 'requires_action', paymentId: pi.id };
    return { status: 'failed', paymentId: pi.id, message: pi.last_payment_error?.message ?? 'The payment failed.' };
  };

  return {
    name: 'stripe',

    async addCard(accountId, { token }) {
      if (!token) throw new PaymentRefusedError('Enter the card details.');
      const customer = await customerOf(accountId);
      const pm = await call<{
        id: string;
        card: { brand: string; last4: string; exp_month: number; exp_year: number };
      }>('POST', `/v1/payment_methods/${encodeURIComponent(token)}/attach`, { customer });
      return {
        ref: pm.id,
        type: 'card',
        brand: pm.card.brand.charAt(0).toUpperCase() + pm.card.brand.slice(1),
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
        verification: 'verified',
      } satisfies ProcessorMethod;
    },

    async addBank(accountId, bank) {
      const customer = await customerOf(accountId);
      const pm = await call<{ id: string; us_bank_account: { bank_name: string | null; last4: string } }>(
        'POST',
        '/v1/payment_methods',
        {
          type: 'us_bank_account',
          us_bank_account: {
            routing_number: bank.routingNumber,
            account_number: bank.accountNumber,
            account_holder_type: 'company',
            account_type: bank.accountType,
          },
          billing_details: { name: bank.accountHolderName },
        },
      );
      const seti = await call<{ id: string; status: string }>('POST', '/v1/setup_intents', {
        customer,
        payment_method: pm.id,
        payment_method_types: ['us_bank_account'],
        confirm: true,
        mandate_data: { customer_acceptance: { type: 'offline' } },
      });
      return {
        ref: bankRef(pm.id, seti.id),
        type: 'bank',
        brand: pm.us_bank_account.bank_name ?? 'Bank account',
        last4: pm.us_bank_account.last4,
        verification: seti.status === 'succeeded' ? 'verified' : 'pending',
      };
    },

    async verifyBank(_accountId, ref, amounts) {
      const setupIntent = ref.split('|')[1];
      if (!setupIntent) return 'verified';
      const seti = await call<{
        status: string;
        next_action?: { verify_with_microdeposits?: { arrival_date: number } };
      }>('GET', `/v1/setup_intents/${setupIntent}`);
      if (seti.status === 'succeeded') return 'verified';
      const arrival = seti.next_action?.verify_with_microdeposits?.arrival_date;
      if (arrival && arrival * 1000 > now().getTime()) return 'not_ready';
      try {
        const verified = await call<{ status: string }>(
          'POST',
          `/v1/setup_intents/${setupIntent}/verify_microdeposits`,
          {
            amounts: [...amounts],
          },
        );
        return verified.status === 'succeeded' ? 'verified' : 'wrong_amounts';
      } catch (err) {
        if ((err as { stripeCode?: string }).stripeCode === 'payment_method_microdeposit_verification_amounts_mismatch')
          return 'wrong_amounts';
        throw err;
      }
    },

    async detach(_accountId, ref) {
      await call('POST', `/v1/payment_methods/${paymentMethodOf(ref)}/detach`);
    },

    async charge(accountId, input) {
      const customer = await customerOf(accountId);
      try {
        const pi = await call<{ id: string; status: string; last_payment_error?: { message?: string } }>(
          'POST',
          '/v1/payment_intents',
          {
            amount: input.amountCents,
            currency: 'usd',
            customer,
            payment_method: paymentMethodOf(input.ref),
            description: input.description,
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: { accountId },
          },
          input.idempotencyKey,
        );
        return toOutcome(pi);
      } catch (err) {
        if (err instanceof PaymentRefusedError) return { status: 'failed', message: err.message, ...paymentIdOf(err) };
        throw err;
      }
    },

    async authenticate(_accountId, paymentId) {
      // The cardholder authenticates in the browser with Stripe.js; the intent says how it went.
      return toOutcome(await call('GET', `/v1/payment_intents/${paymentId}`));
    },

    async status(_accountId, paymentId) {
      return toOutcome(await call('GET', `/v1/payment_intents/${paymentId}`));
    },
  };
}

function paymentIdOf(err: PaymentRefusedError): { paymentId?: string } {
  const id = (err as PaymentRefusedError & { paymentIntent?: string }).paymentIntent;
  return id ? { paymentId: id } : {};
}
