import { useMemo, useState } from 'react';
import type { CourierQuotesView } from '#api/couriers';
import type { RateQuoteView, ShipmentRef } from '#api/shipping';
import { courierQuotesOf, withRatingLeg } from '#domain/couriers/courier-quotes.rules';
import { couriersApi } from '#web/api/couriers-api';
import { useApi } from '#web/api/api-context';
import { useNotifications } from '#web/app/notifications/notifications-context';

/**
 * The courier leg of a local courier shipment's rate shop (POST …/courier-quotes), asked beside the parcel
 * carriers' rates; `merge` shows both in one table. Off for a parcel shipment. When the answer kept a quote
 * as the shipment's preferred rate, `onKept` lets the editor reload the order, so Buy label sees that choice.
 */
export function useCourierQuotes({
  ref,
  allRates,
  enabled,
  onKept,
}: {
  ref: ShipmentRef;
  allRates?: readonly object[];
  enabled: boolean;
  onKept?: () => void;
}) {
  const { client } = useApi();
  const api = useMemo(() => couriersApi(client), [client]);
  const { reportError } = useNotifications();
  const [view, setView] = useState<CourierQuotesView | null>(null);
  const [loading, setLoading] = useState(false);

  async function load() {
    if (!enabled) return;
    setLoading(true);
    try {
      const answer = await api.quotes(ref);
      setView(answer);
      if (answer.preferredRateId) onKept?.();
    } catch (e) {
      reportError(e);
    } finally {
      setLoading(false);
    }
  }

  return {
    load,
    loading,
    messages: view?.messages ?? [],
    preferredRateId: view?.preferredRateId,
    /** The parcel quotes with the courier ones: the last courier answer, else those stored on the shipment. */
    merge: (parcel: readonly RateQuoteView[]): RateQuoteView[] =>
      enabled ? withRatingLeg('courier', parcel, view?.quotes ?? courierQuotesOf(allRates)) : [...parcel],
  };
}
