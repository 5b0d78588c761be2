import type { BookFreightRequest, BookFreightResponse } from '#api/freight-bookings';
import {
  FreightBookingRejectedError,
  type FreightBookingCarrier,
  type FreightBookingStore,
  type FreightDocumentFiles,
  type FreightDocumentRenderer,
  type FreightQuoteReader,
  type FreightWallet,
} from '#domain/freight/booking.ports';
import type { BookableFreightOffer, FreightBooking } from '#domain/freight/freight-booking.models';
import {
  BOOKING_ID_PATTERN,
  bookingCharges,
  bookingHoldKey,
  bookingTotalCents,
  freightInsufficientFundsMessage,
  freightInvoiceOf,
  freightRequoteUnavailableMessage,
  isOfferStale,
  requoteOutcome,
} from '#domain/freight/freight-booking.rules';
import { ConflictError, NotFoundError, PaymentRequiredError } from '#lib/errors';
import type { SettleFreightCharges } from './settle-freight-charges.use-case';
import type { FreightShipmentViews } from './freight-shipment-view';

export interface BookFreightDeps {
  quotes: FreightQuoteReader;
  bookings: FreightBookingStore;
  carrier: FreightBookingCarrier;
  wallet: FreightWallet;
  files: FreightDocumentFiles;
  documents: FreightDocumentRenderer;
  settle: SettleFreightCharges;
  views: FreightShipmentViews;
  clock?: () => Date;
}

/** Where a booking's documents live: one folder per booking, fixed names, so a retried booking overwrites the same objects. */
export function freightDocumentKeys(accountId: string, bookingId: string) {
  const folder = `freight/${accountId}/${bookingId}`;
  return { bolKey: `${folder}/bill-of-lading.pdf`, palletLabelsKey: `${folder}/pallet-labels.pdf` };
}

/**
 * POST /freight/quotes/{quoteId}/book. One booking per carrier quote, safe to retry and to race:
 * every request for a booking still under way resumes it with the booking's own key, so the
 * carrier (idempotent by that key), the hold (one per booking), the documents (fixed keys) and the
 * charges (one ledger entry each) all happen once. A stale quote is quoted again first; a new price
 * is answered for the merchant to accept, nothing booked.
 */
export function makeBookFreight(deps: BookFreightDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function choose(
    offer: BookableFreightOffer,
    quote: NonNullable<Awaited<ReturnType<FreightQuoteReader['get']>>>,
    acceptedTotalCents: number,
  ): Promise<{ offer: BookableFreightOffer } | { changed: BookFreightResponse }> {
    if (!isOfferStale(offer, clock())) {
      if (offer.totalCents === acceptedTotalCents) return { offer };
      return { changed: { outcome: 'price_changed', previousTotalCents: acceptedTotalCents, offer } };
    }
    const fresh = await deps.carrier.requote(quote.shipment, quote.accessorialCodes);
    const outcome = requoteOutcome(offer, acceptedTotalCents, fresh);
    if (outcome.kind === 'unavailable') throw new ConflictError(freightRequoteUnavailableMessage(offer.carrierName));
    if (outcome.kind === 'same_price') return { offer: outcome.offer };
    return {
      changed: { outcome: 'price_changed', previousTotalCents: outcome.previousTotalCents, offer: outcome.offer },
    };
  }

  async function claim(next: FreightBooking): Promise<FreightBooking> {
    const claimed = await deps.bookings.claim(next);
    if (claimed.created || claimed.booking.state !== 'failed') return claimed.booking;
    // A failed booking (a refusal, missing funds) is tried again by the next request.
    const retaken = await deps.bookings.retake(claimed.booking, next);
    return retaken.booking;
  }

  async function run(booking: FreightBooking): Promise<FreightBooking> {
    const { accountId, bookingId } = booking;
    const holdKey = bookingHoldKey(bookingId);
    const total = bookingTotalCents(booking);
    const hold = await deps.wallet.placeHold(accountId, holdKey, total);
    if (hold === 'insufficient') {
      const message = freightInsufficientFundsMessage(total, await deps.wallet.availableCents(accountId));
      await deps.bookings.fail(booking, message);
      throw new PaymentRequiredError(message);
    }
    let carrierBooking;
    try {
      carrierBooking = await deps.carrier.book({
        idempotencyKey: `${bookingId}#${booking.idempotencyKey}`,
        offer: booking.offer,
        shipment: booking.shipment,
      });
    } catch (err) {
      if (!(err instanceof FreightBookingRejectedError)) throw err; // unknown outcome: the hold stays for the retry
      await deps.wallet.releaseHold(accountId, holdKey);
      await deps.bookings.fail(booking, err.message);
      throw new ConflictError(err.message);
    }
    const keys = freightDocumentKeys(accountId, bookingId);
    const [bol, labels] = await Promise.all([
      deps.documents.billOfLading(booking, carrierBooking),
      deps.documents.palletLabels(booking, carrierBooking),
    ]);
    await deps.files.put(keys.bolKey, bol, 'application/pdf');
    await deps.files.put(keys.palletLabelsKey, labels, 'application/pdf');
    const [first] = bookingCharges(booking);
    if (!first) throw new Error(`Booking ${bookingId} has no freight charge`);
    await deps.bookings.commitBooked({
      booking,
      carrierBooking,
      ...keys,
      charge: first,
      invoice: freightInvoiceOf(first),
      holdKey,
      holdLeftCents: total - first.amountCents,
    });
    const booked = await deps.bookings.get(accountId, bookingId);
    if (!booked) throw new Error(`Booking ${bookingId} vanished after its commit`);
    return booked;
  }

  return async function bookFreight(
    accountId: string,
    quoteId: string,
    body: BookFreightRequest,
  ): Promise<BookFreightResponse> {
    const quote = await deps.quotes.get(accountId, quoteId);
    if (!quote) throw new NotFoundError('Freight quote');
    const offer = quote.offers.find((o) => o.carrierQuoteId === body.carrierQuoteId);
    if (!offer || !BOOKING_ID_PATTERN.test(offer.carrierQuoteId)) throw new NotFoundError('Carrier quote');
    const bookingId = offer.carrierQuoteId;

    let booking = await deps.bookings.get(accountId, bookingId);
    if (!booking || booking.state === 'failed') {
      const chosen = await choose(offer, quote, body.acceptedTotalCents);
      if ('changed' in chosen) return chosen.changed;
      booking = await claim({
        accountId,
        bookingId,
        idempotencyKey: body.idempotencyKey,
        quoteId,
        state: 'booking',
        offer: chosen.offer,
        shipment: {
          ...quote.shipment,
          specialInstructions: body.specialInstructions || quote.shipment.specialInstructions,
        },
        createdAt: clock().toISOString(),
        postedCharges: [],
        rebills: [],
        trackingStatus: 'booked',
        trackingEvents: [],
      });
    }
    if (booking.state === 'failed') throw new ConflictError(booking.message || 'The booking failed; try again');
    if (booking.state === 'booking') booking = await run(booking);
    const settled = await deps.settle(booking);
    return { outcome: 'booked', shipment: await deps.views.detail(settled) };
  };
}
