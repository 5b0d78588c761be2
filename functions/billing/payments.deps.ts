import type { PaymentsGateway } from '#domain/billing/payments.ports';
import { config } from '#lib/config';
import { secretReader } from '#lib/secrets';
import { billingAccess } from './billing.deps';
import { dynamoAutoReloadWatches, dynamoDeposits, dynamoPaymentMethods } from './adapters/dynamodb.payment-records';
import { dynamoBillingProfiles } from './adapters/dynamodb.billing-profile';
import { makeAutoReload } from './use-cases/auto-reload.use-case';
import { dynamoWallet } from './adapters/dynamodb.wallet';
import { makeSandboxPayments } from './adapters/sandbox.payments';
import { makeStripePayments } from './adapters/stripe.payments';
import { makeDefaultMethodCharger } from './use-cases/default-method-charger.use-case';
import { makePayments } from './use-cases/payments.use-case';

// The payments use cases wired to their real adapters, once; handlers import what they serve.

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * The processor, chosen by SHIPDECK_ADAPTERS: the sandbox locally, Stripe live. A deployed bundle
 * holds its mode's processor only (function-bundling.ts).
 */
export function paymentsGatewayFromConfig(): PaymentsGateway {
  const c = config();
  return (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? c.SHIPDECK_ADAPTERS) === 'live'
    ? makeStripePayments({ apiKey: secretReader('stripe') })
    : makeSandboxPayments({
        microdepositDelayMs: seconds(c.SANDBOX_MICRODEPOSIT_SECONDS, 20) * 1000,
        achSettleMs: seconds(c.SANDBOX_ACH_SETTLE_SECONDS, 30) * 1000,
      });
}

const gateway = /* @__PURE__ */ paymentsGatewayFromConfig();

export const payments = /* @__PURE__ */ makePayments({
  gateway,
  methods: dynamoPaymentMethods,
  deposits: dynamoDeposits,
  wallet: dynamoWallet,
  access: billingAccess,
});

/** Charges the account's default payment method (subscriptions). */
export const defaultMethodCharger = /* @__PURE__ */ makeDefaultMethodCharger({
  gateway,
  methods: dynamoPaymentMethods,
});

/** Auto-reload, checked by the settle-deposits schedule. */
export const autoReload = /* @__PURE__ */ makeAutoReload({
  profiles: dynamoBillingProfiles,
  wallet: dynamoWallet,
  deposits: dynamoDeposits,
  methods: dynamoPaymentMethods,
  watches: dynamoAutoReloadWatches,
  startDeposit: (accountId, input) => payments.startDeposit(accountId, input),
  access: billingAccess,
});
