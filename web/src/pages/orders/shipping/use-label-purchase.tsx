import { useEffect, useMemo, useRef, useState } from 'react';
import type { PurchaseBatchView, ShipmentRef } from '#api/shipping';
import { actionErrorTitle } from '#domain/errors/error-message.rules';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { shippingApi } from '#web/api/shipping-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { planGateOf, type PlanGate } from '#web/components/plan-gate-modal';
import { RouterLink } from '#web/components/router-link';
import { refreshWallet } from '#web/hooks/use-wallet';
import { runLabelPurchase, runRebook } from './label-purchase';
import { failedShipments } from './shipping-view';

/**
 * Label purchase with its progress (editor and grid): the batch as it is polled, "Retry failed",
 * and the 402s — a closed plan gate opens its dialog, a short balance says so with the way to Billing.
 */
export function useLabelPurchase({
  onFinished,
  rebook = false,
}: {
  onFinished?: (batch: PurchaseBatchView) => void;
  /** Rebook the shipments (orders §4) instead of buying their first label; the progress is the same. */
  rebook?: boolean;
} = {}) {
  const { client } = useApi();
  const api = useMemo(() => shippingApi(client), [client]);
  const { reportError } = useNotifications();
  const [batch, setBatch] = useState<PurchaseBatchView | null>(null);
  const [running, setRunning] = useState(false);
  const [planGate, setPlanGate] = useState<PlanGate | null>(null);
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  async function start(shipments: readonly ShipmentRef[]) {
    if (!shipments.length || running) return;
    setRunning(true);
    try {
      const run = rebook ? runRebook : runLabelPurchase;
      const last = await run(api, shipments, { onUpdate: setBatch, cancelled: () => gone.current });
      if (!gone.current) onFinished?.(last);
    } catch (e) {
      const gate = planGateOf(e);
      if (gate) setPlanGate(gate);
      else
        reportError(e, {
          header: actionErrorTitle('purchase'),
          content:
            e instanceof ApiError && e.status === 402
              ? (message) => (
                  <>
                    {message} <RouterLink href="/billing">Add funds in Billing</RouterLink>
                  </>
                )
              : undefined,
        });
    } finally {
      refreshWallet();
      if (!gone.current) setRunning(false);
    }
  }

  return {
    batch,
    running,
    start,
    retryFailed: () => (batch ? start(failedShipments(batch)) : Promise.resolve()),
    reset: () => setBatch(null),
    planGate,
    dismissPlanGate: () => setPlanGate(null),
  };
}
