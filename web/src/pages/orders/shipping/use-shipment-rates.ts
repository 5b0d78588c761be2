import { useMemo, useState } from 'react';
import type { OrderDetail } from '#api/orders';
import type { RateQuoteView, ShipmentRatesView, ShipmentRef } from '#api/shipping';
import { actionErrorTitle } from '#domain/errors/error-message.rules';
import { useApi } from '#web/api/api-context';
import { shippingApi } from '#web/api/shipping-api';
import { useNotifications } from '#web/app/notifications/notifications-context';

/** The quotes of a shipment's last rate shop, as the server keeps them (allRates, orders §3). */
export function storedQuotes(allRates: readonly Record<string, unknown>[] | undefined): RateQuoteView[] {
  return (allRates ?? []).filter(
    (r): r is Record<string, unknown> & RateQuoteView =>
      typeof r.rateId === 'string' && typeof r.priceCents === 'number',
  );
}

/**
 * One shipment's rate shop (POST …/rates) and the choice of a quote (PUT …/preferred-rate). The
 * order answered by the choice goes to `onChosen` (the editor reloads on its new version).
 */
export function useShipmentRates({
  ref,
  allRates,
  onChosen,
}: {
  ref: ShipmentRef;
  allRates?: readonly Record<string, unknown>[];
  onChosen: (detail: OrderDetail) => void;
}) {
  const { client } = useApi();
  const api = useMemo(() => shippingApi(client), [client]);
  const { notify, reportError } = useNotifications();
  const [view, setView] = useState<ShipmentRatesView | null>(null);
  const [loading, setLoading] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load() {
    setLoading(true);
    setError(null);
    try {
      setView(await api.rates(ref));
    } catch (e) {
      reportError(e, { showIn: setError });
    } finally {
      setLoading(false);
    }
  }

  async function choose(rateId: string) {
    setChoosing(rateId);
    try {
      const detail = await api.choose(ref, rateId);
      setView((v) => (v ? { ...v, preferredRateId: rateId } : v));
      notify({ type: 'success', content: 'Rate chosen for the shipment.' });
      onChosen(detail);
    } catch (e) {
      reportError(e);
    } finally {
      setChoosing(null);
    }
  }

  return {
    quotes: view?.quotes ?? storedQuotes(allRates),
    messages: view?.messages ?? [],
    suggestions: view?.suggestions ?? [],
    fresh: view !== null,
    /** The rate the last rating kept as preferred (the editor's order is older than that rating). */
    preferredRateId: view?.preferredRateId,
    loading,
    error,
    errorTitle: actionErrorTitle('create'),
    load,
    choose,
    choosing,
  };
}
