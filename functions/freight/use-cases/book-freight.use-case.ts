import type { BookFreightRequest, BookFreightResponse } from '#api/freight-bookings';
import {
  FreightBookingRejectedError,
  type FreightBookingStore,
  type FreightCarrierFor,
  type FreightDocumentFiles,
  type FreightRequote,
  type FreightWallet,
} from '#domain/freight/booking.ports';
import type { CarrierBookingRef, FreightBookingRecord } from '#domain/freight/freight-booking.models';
import {
  BOOKING_ID_PATTERN,
  bookingCharges,
  bookingHoldKey,
  bookingIdOf,
  bookingTotalCents,
  freightInsufficientFundsMessage,
  freightInvoiceOf,
  freightRequoteUnavailableMessage,
  isOfferStale,
  requoteOutcome,
} from '#domain/freight/freight-booking.rules';
import type { FreightQuoteRecord, LtlQuote } from '#domain/freight/freight.models';
import type { FreightQuoteStore } from '#domain/freight/ports';
import { ConflictError, NotFoundError, PaymentRequiredError } from '#lib/errors';
import type { FreightShipmentViews } from './freight-shipment-view';
import type { SettleFreightCharges } from './settle-freight-charges.use-case';

export interface BookFreightDeps {
  quotes: Pick<FreightQuoteStore, 'get'>;
  bookings: FreightBookingStore;
  carrierFor: FreightCarrierFor;
  requote: FreightRequote;
  wallet: FreightWallet;
  files: FreightDocumentFiles;
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
 * a request for a booking still under way resumes it with the booking's own key, so the carrier
 * (idempotent by that key), the hold (one per booking), the documents (fixed keys) and the charges
 * (one ledger entry each) happen once. A stale quote is quoted again first; a price other than the
 * one the merchant accepted is answered for the merchant to accept, and nothing is booked.
 */
export function makeBookFreight(deps: BookFreightDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function choose(
    offer: LtlQuote,
    quote: FreightQuoteRecord,
    acceptedTotalCents: number,
  ): Promise<{ offer: LtlQuote } | { changed: BookFreightResponse }> {
    if (!isOfferStale(offer, clock())) {
      if (offer.totalCents === acceptedTotalCents) return { offer };
      return { changed: { outcome: 'price_changed', previousTotalCents: acceptedTotalCents, offer } };
    }
    const outcome = requoteOutcome(offer, acceptedTotalCents, await deps.requote(quote.request));
    if (outcome.kind === 'unavailable') throw new ConflictError(freightRequoteUnavailableMessage(offer.carrierName));
    if (outcome.kind === 'same_price') return { offer: outcome.offer };
    return {
      changed: { outcome: 'price_changed', previousTotalCents: outcome.previousTotalCents, offer: outcome.offer },
    };
  }

  async function claim(next: FreightBookingRecord): Promise<FreightBookingRecord> {
    const claimed = await deps.bookings.claim(next);
    if (claimed.created || claimed.booking.state !== 'failed') return claimed.booking;
    // A failed booking (a refusal, missing funds) is tried again by the next request.
    return (await deps.bookings.retake(claimed.booking, next)).booking;
  }

  async function run(booking: FreightBookingRecord): Promise<FreightBookingRecord> {
    const { accountId, bookingId } = booking;
    const holdKey = bookingHoldKey(bookingId);
    const total = bookingTotalCents(booking);
    const hold = await deps.wallet.placeHold(accountId, holdKey, total);
    if (hold === 'insufficient') {
      const message = freightInsufficientFundsMessage(total, await deps.wallet.availableCents(accountId));
      await deps.bookings.fail(booking, message);
      throw new PaymentRequiredError(message);
    }
    let booked;
    try {
      booked = await deps.carrierFor(booking.offer).book({
        idempotencyKey: `${bookingId}-${booking.idempotencyKey}`,
        quote: booking.offer,
        request: booking.request,
        reference: booking.reference,
        shipper: booking.shipper,
        consignee: booking.consignee,
        specialInstructions: booking.specialInstructions,
      });
    } catch (err) {
      // Anything but a refusal is an unknown outcome: the hold stays and the next request resumes.
      if (!(err instanceof FreightBookingRejectedError)) throw err;
      await deps.wallet.releaseHold(accountId, holdKey);
      await deps.bookings.fail(booking, err.message);
      throw new ConflictError(err.message);
    }
    const keys = freightDocumentKeys(accountId, bookingId);
    await deps.files.put(keys.bolKey, booked.billOfLadingPdf, 'application/pdf');
    await deps.files.put(keys.palletLabelsKey, booked.palletLabelsPdf, 'application/pdf');
    const carrierBooking: CarrierBookingRef = {
      pro: booked.proNumber,
      pickupConfirmation: booked.pickupConfirmation,
      pickupDate: booked.pickupDate,
      bookedAt: booked.bookedAt,
    };
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
    const after = await deps.bookings.get(accountId, bookingId);
    if (!after) throw new Error(`Booking ${bookingId} vanished after its commit`);
    return after;
  }

  return async function bookFreight(
    accountId: string,
    quoteId: string,
    body: BookFreightRequest,
  ): Promise<BookFreightResponse> {
    const quote = await deps.quotes.get(accountId, quoteId);
    if (!quote) throw new NotFoundError('Freight quote');
    const offer = quote.quotes.find((o) => o.quoteId === body.carrierQuoteId);
    if (!offer) throw new NotFoundError('Carrier quote');
    const bookingId = bookingIdOf(quoteId, offer.quoteId);
    if (!BOOKING_ID_PATTERN.test(bookingId)) throw new NotFoundError('Carrier quote');

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
        request: quote.request,
        reference: body.reference,
        shipper: body.shipper,
        consignee: body.consignee,
        specialInstructions: body.specialInstructions,
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
