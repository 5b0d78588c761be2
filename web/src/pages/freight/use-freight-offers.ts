import { useCallback, useMemo, useState } from 'react';
import type { ShipmentFreightOffersView } from '#api/freight';
import type { ShipmentRef } from '#api/shipping';
import { useApi } from '#web/api/api-context';
import { freightApi } from '#web/api/freight-api';
import { useNotifications } from '#web/app/notifications/notifications-context';

/**
 * The LTL leg of a shipment's rate shop, asked beside the parcel rates: the offers when freight applies
 * (a load type, or a shipment past the parcel limits). Its failure is its own alert and never holds the parcel rates.
 */
export function useFreightOffers(ref: ShipmentRef) {
  const { client } = useApi();
  const { reportError } = useNotifications();
  const api = useMemo(() => freightApi(client), [client]);
  const [view, setView] = useState<ShipmentFreightOffersView | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { orderId, shipmentId } = ref;

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setView(await api.shipmentOffers({ orderId, shipmentId }));
    } catch (e) {
      reportError(e, { showIn: setError });
    } finally {
      setLoading(false);
    }
  }, [api, orderId, shipmentId, reportError]);

  return { offers: view?.freight, loading, error, load };
}

export type FreightOffers = ReturnType<typeof useFreightOffers>;
