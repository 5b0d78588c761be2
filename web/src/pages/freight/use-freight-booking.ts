import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LtlQuoteView } from '#api/freight';
import type { FreightShipmentView } from '#api/freight-bookings';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { freightApi } from '#web/api/freight-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { useLoad } from '#web/hooks/use-load';
import type { FieldErrors } from '#web/lib/field-errors';

export interface FreightContacts {
  shipperName: string;
  shipperPhone: string;
  consigneeName: string;
  consigneePhone: string;
  reference: string;
  specialInstructions: string;
}

export const EMPTY_CONTACTS: FreightContacts = {
  shipperName: '',
  shipperPhone: '',
  consigneeName: '',
  consigneePhone: '',
  reference: '',
  specialInstructions: '',
};

/** How often a booked shipment on its way is read again for the carrier's new scans (and fresh document links). */
export const FREIGHT_TRACKING_REFRESH_MS = 15_000;

/** A key per page visit: a double click or a retry after a timeout answers the same booking. */
const newBookingKey = () => `fb-${crypto.randomUUID()}`;

/**
 * One kept quote and the offer the merchant picked: its booking if it has one already (with the documents'
 * links), or the booking of it; an expired offer quoted again at another price is shown before anything is
 * booked, and booking it then accepts that price.
 */
export function useFreightBooking(quoteId: string, offerId: string | undefined) {
  const { client } = useApi();
  const { reportError } = useNotifications();
  const api = useMemo(() => freightApi(client), [client]);
  const loaded = useLoad(
    useCallback(async () => {
      const [quote, booked] = await Promise.all([api.get(quoteId), api.shipmentsOf(quoteId)]);
      const existing = booked.shipments[0];
      const shipment = existing ? await api.shipment(existing.bookingId) : undefined;
      return { quote, shipment };
    }, [api, quoteId]),
  );
  const [key] = useState(newBookingKey);
  const [repriced, setRepriced] = useState<{ offer: LtlQuoteView; previousTotalCents: number } | undefined>();
  const [booked, setBooked] = useState<FreightShipmentView | undefined>();
  const [booking, setBooking] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const quote = loaded.data?.quote;
  const offer = repriced?.offer ?? quote?.quotes.find((q) => q.quoteId === offerId) ?? quote?.quotes[0];
  const shipment = booked ?? loaded.data?.shipment;
  const moving =
    shipment?.state === 'booked' && shipment.trackingStatus !== 'delivered' ? shipment.bookingId : undefined;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => {
      // A missed refresh keeps what is shown; the next one tries again.
      api.shipment(moving).then(setBooked, () => undefined);
    }, FREIGHT_TRACKING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [api, moving]);

  const book = useCallback(
    async (contacts: FreightContacts) => {
      if (!offer) return;
      setBooking(true);
      setErrors({});
      try {
        const answer = await api.book(quoteId, {
          idempotencyKey: key,
          carrierQuoteId: offer.quoteId,
          acceptedTotalCents: offer.totalCents,
          shipper: { name: contacts.shipperName, phone: contacts.shipperPhone },
          consignee: { name: contacts.consigneeName, phone: contacts.consigneePhone },
          reference: contacts.reference,
          specialInstructions: contacts.specialInstructions,
        });
        if (answer.outcome === 'price_changed') {
          setRepriced({ offer: answer.offer, previousTotalCents: answer.previousTotalCents });
          return;
        }
        // The detail answer carries the documents' links.
        setBooked(await api.shipment(answer.shipment.bookingId));
      } catch (e) {
        if (e instanceof ApiError) setErrors(e.fieldErrors);
        reportError(e);
      } finally {
        setBooking(false);
      }
    },
    [api, key, offer, quoteId, reportError],
  );

  return { ...loaded, quote, offer, repriced, shipment, book, booking, errors };
}
