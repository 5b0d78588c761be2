import { useState } from 'react';
import { useApi } from '#web/api/api-context';
import { ordersApi, type AddressCheckAddress } from '#web/api/orders-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { planGateOf, type PlanGate } from '#web/components/plan-gate-modal';
import { describeConfidence, type AddressValues } from './order-form.values';
import type { SetOrderValues } from './use-order-form';

/**
 * The recipient's checks (orders §7): address validation replaces the address only when the
 * answer carries an updated one; the confidence score clears on failure, and a plan that lacks
 * it opens the upgrade prompt.
 */
export function useAddressChecks({
  address,
  setValues,
  initialConfidence,
  onConfidence,
}: {
  address: AddressValues;
  setValues: SetOrderValues;
  initialConfidence: number | null;
  /** A new score: the confidence band may add full coverage (accounts §9). */
  onConfidence?: (confidence: number | null) => void;
}) {
  const { client } = useApi();
  const { notify, reportError } = useNotifications();
  const [checking, setChecking] = useState<'address' | 'score' | null>(null);
  const [confidence, setConfidence] = useState<number | null>(initialConfidence);
  const [planGate, setPlanGate] = useState<PlanGate | null>(null);
  const addressForCheck = (): AddressCheckAddress => ({ ...address });

  async function validateAddress() {
    setChecking('address');
    try {
      const answer = await ordersApi(client).validateAddress(addressForCheck());
      if (answer.updatedShippingAddress) {
        const updated = answer.updatedShippingAddress;
        setValues((cur) => ({
          ...cur,
          shippingAddress: Object.fromEntries(
            Object.entries(cur.shippingAddress).map(([k, v]) => [k, (updated as Record<string, unknown>)[k] ?? v]),
          ) as unknown as AddressValues,
        }));
        notify({ type: 'success', content: 'Address validated and updated.' });
      } else {
        notify({ type: 'info', content: 'Address kept as entered.' });
      }
    } catch (e) {
      // A failed check keeps the entered address.
      reportError(e, { type: 'warning', content: (message) => `Address kept as entered: ${message}` });
    } finally {
      setChecking(null);
    }
  }

  async function checkConfidence() {
    setChecking('score');
    try {
      const answer = await ordersApi(client).deliveryDefense(addressForCheck());
      const next = describeConfidence(answer.score)?.confidence ?? null;
      setConfidence(next);
      onConfidence?.(next);
    } catch (e) {
      setConfidence(null);
      const gate = planGateOf(e);
      if (gate) setPlanGate(gate);
      else reportError(e);
    } finally {
      setChecking(null);
    }
  }

  return { checking, confidence, validateAddress, checkConfidence, planGate, dismissPlanGate: () => setPlanGate(null) };
}
