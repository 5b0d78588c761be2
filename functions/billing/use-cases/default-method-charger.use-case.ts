import type { DefaultMethodCharger } from '#domain/billing/ports';
import type { PaymentMethodStore, PaymentsGateway } from '#domain/billing/payments.ports';
import { PaymentRefusedError } from '#domain/billing/payments.ports';

/** Charges the default payment method once per idempotency key (subscription invoices). */
export function makeDefaultMethodCharger(deps: {
  gateway: PaymentsGateway;
  methods: Pick<PaymentMethodStore, 'list'>;
}): DefaultMethodCharger {
  return {
    async chargeDefault(accountId, input) {
      const method = (await deps.methods.list(accountId)).find((m) => m.isDefault && m.verification === 'verified');
      if (!method) return { status: 'no_payment_method' };
      try {
        const outcome = await deps.gateway.charge(accountId, { ref: method.processorRef, ...input });
        if (outcome.status === 'requires_action') return { ...outcome, actionUrl: '/billing/payment-methods' };
        return outcome;
      } catch (err) {
        if (err instanceof PaymentRefusedError) return { status: 'failed', message: err.message };
        throw err;
      }
    },
  };
}
