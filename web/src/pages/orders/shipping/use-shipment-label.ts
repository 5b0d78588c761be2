import { useMemo, useState } from 'react';
import type { ShipmentRef } from '#api/shipping';
import { actionErrorTitle } from '#domain/errors/error-message.rules';
import { useApi } from '#web/api/api-context';
import { shippingApi, type RefundStatus } from '#web/api/shipping-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { refreshWallet } from '#web/hooks/use-wallet';

/** A bought label: its documents (presigned URLs, opened in a new tab) and its refund. */
export function useShipmentLabel({ ref, onRefunded }: { ref: ShipmentRef; onRefunded: () => void }) {
  const { client } = useApi();
  const api = useMemo(() => shippingApi(client), [client]);
  const { notify, reportError } = useNotifications();
  const [opening, setOpening] = useState<'pdf' | 'zpl' | null>(null);
  const [refunding, setRefunding] = useState(false);
  const [refundStatus, setRefundStatus] = useState<RefundStatus | null>(null);

  async function open(format: 'pdf' | 'zpl') {
    setOpening(format);
    try {
      const { url } = await api.label(ref, format);
      window.open(url, '_blank', 'noopener');
    } catch (e) {
      reportError(e);
    } finally {
      setOpening(null);
    }
  }

  async function refund(): Promise<boolean> {
    setRefunding(true);
    try {
      const { refundStatus: status } = await api.refund(ref);
      setRefundStatus(status);
      notify({
        type: status === 'rejected' ? 'error' : 'success',
        content: status === 'rejected' ? 'The carrier rejected the refund.' : 'Refund requested.',
      });
      refreshWallet();
      onRefunded();
      return true;
    } catch (e) {
      reportError(e, { header: actionErrorTitle('refund') });
      return false;
    } finally {
      setRefunding(false);
    }
  }

  return { open, opening, refund, refunding, refundStatus };
}
