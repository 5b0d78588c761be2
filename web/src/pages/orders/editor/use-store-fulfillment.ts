import { useEffect, useMemo, useRef, useState } from 'react';
import { FULFILLMENT_ERROR_TITLE } from '#domain/stores/store-fulfillment.rules';
import { useApi } from '#web/api/api-context';
import { fulfillmentsApi } from '#web/api/fulfillments-api';
import { useNotifications } from '#web/app/notifications/notifications-context';

/** The push runs in the background: the order is read again after this long to show its outcome. */
const RELOAD_AFTER_MS = 2_500;

/** "Send tracking to store" and "Retry fulfillment": queue the push, then reload the order to show how it went. */
export function useStoreFulfillment({ orderId, onQueued }: { orderId: string; onQueued: () => void }) {
  const { client } = useApi();
  const api = useMemo(() => fulfillmentsApi(client), [client]);
  const { notify, reportError } = useNotifications();
  const [sending, setSending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** `key` names the button that sent (a shipment id, or 'all'), so only it spins. */
  async function send(key: string, shipmentIds?: string[]) {
    setSending(key);
    try {
      const { queued } = await api.request(orderId, shipmentIds ? { shipmentIds } : {});
      notify({
        type: 'success',
        content: `Sending the tracking of ${queued.length === 1 ? 'the shipment' : `${queued.length} shipments`} to the store.`,
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(onQueued, RELOAD_AFTER_MS);
    } catch (e) {
      reportError(e, { header: FULFILLMENT_ERROR_TITLE });
    } finally {
      setSending(null);
    }
  }

  return { send, sending };
}
