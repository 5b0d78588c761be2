import { trackingSpeedOf } from '#domain/carriers/sandbox-clock.rules';
import type { FreightCarrierFor, FreightRequote, FreightWallet } from '#domain/freight/booking.ports';
import type { FreightCarrierPort } from '#domain/freight/ports';
import { config } from '#lib/config';
import { documentFiles } from '#lib/documents-bucket';
import { dynamoWallet } from '#functions/billing/billing.adapters';
import { dynamoFreightBookingStore } from './adapters/dynamodb.freight-booking-store';
import { dynamoFreightQuoteStore } from './adapters/dynamodb.freight-quote-store';
import { makeSandboxFreightBooking } from './adapters/sandbox.freight-booking';
import type { SandboxFreightBooking } from './adapters/sandbox.freight-carriers';
import { dynamoSandboxFreightLedger } from './adapters/sandbox.freight-ledger';
import { freightCarrierForFromConfig, freightQuotes } from './freight.deps';
import { renderFreightDocuments } from './render/freight-documents';
import { makeBookFreight } from './use-cases/book-freight.use-case';
import { makeFreightShipmentViews } from './use-cases/freight-shipment-view';
import { makeFreightShipments } from './use-cases/freight-shipments.use-case';
import { makeSettleFreightCharges } from './use-cases/settle-freight-charges.use-case';
import { makeTrackFreight } from './use-cases/track-freight.use-case';

// The freight booking use cases wired to their real adapters, once; handlers import what they serve.

/**
 * The sandbox LTL carriers' booking desk: books, renders the documents and tracks PROs on the
 * sandbox clock (its speed read from config on first use). Every sandbox carrier books through it:
 * it keys its PROs by the offer's SCAC and the booking.
 */
let bookingDesk: ReturnType<typeof makeSandboxFreightBooking> | undefined;
const deskForBooking = () =>
  (bookingDesk ??= makeSandboxFreightBooking({
    ledger: dynamoSandboxFreightLedger,
    render: renderFreightDocuments,
    trackingSpeed: trackingSpeedOf(config().SANDBOX_TRACKING_SPEED),
  }));

/** The same desk for the tracking schedule, without the drawing libraries (it never books). */
let trackingDesk: ReturnType<typeof makeSandboxFreightBooking> | undefined;
const deskForTracking = () =>
  (trackingDesk ??= makeSandboxFreightBooking({
    ledger: dynamoSandboxFreightLedger,
    trackingSpeed: trackingSpeedOf(config().SANDBOX_TRACKING_SPEED),
  }));

/** A desk handed to the sandbox carriers, built on the first booking or tracking check. */
const sandboxBooking = (desk: () => Pick<FreightCarrierPort, 'book' | 'track'>): SandboxFreightBooking => ({
  book: (_carrier, booking) => desk().book(booking),
  track: (_carrier, proNumber) => desk().track(proNumber),
});

/**
 * The offer's own carrier books and tracks it (the live broker for every carrier of its panel), wired
 * on first use so a function that neither books nor tracks bundles none of it.
 */
let bookingCarriers: FreightCarrierFor | undefined;
const carrierFor: FreightCarrierFor = (offer) =>
  (bookingCarriers ??= freightCarrierForFromConfig(sandboxBooking(deskForBooking)))(offer);
let trackingCarriers: FreightCarrierFor | undefined;
const trackingCarrierFor: FreightCarrierFor = (offer) =>
  (trackingCarriers ??= freightCarrierForFromConfig(sandboxBooking(deskForTracking)))(offer);

/** A lapsed offer is quoted again by the quote use case, every carrier asked, the new answers not kept. */
const requote: FreightRequote = (request) => freightQuotes.requote(request);

const wallet: FreightWallet = {
  placeHold: (accountId, holdKey, amountCents) => dynamoWallet.placeHold(accountId, holdKey, amountCents),
  releaseHold: (accountId, holdKey) => dynamoWallet.releaseHold(accountId, holdKey),
  availableCents: async (accountId) => (await dynamoWallet.balance(accountId)).availableCents,
};

const views = /* @__PURE__ */ makeFreightShipmentViews({ files: documentFiles });
const settle = /* @__PURE__ */ makeSettleFreightCharges({ bookings: dynamoFreightBookingStore });

export const bookFreight = /* @__PURE__ */ makeBookFreight({
  quotes: dynamoFreightQuoteStore,
  bookings: dynamoFreightBookingStore,
  carrierFor,
  requote,
  wallet,
  files: documentFiles,
  settle,
  views,
});

export const freightShipments = /* @__PURE__ */ makeFreightShipments({ bookings: dynamoFreightBookingStore, views });

/** Locally the sandbox clock runs fast: check each PRO every minute; deployed, every 30 minutes. */
const RECHECK_AFTER_MS = 60_000;

export const trackFreight = /* @__PURE__ */ makeTrackFreight({
  bookings: dynamoFreightBookingStore,
  carrierFor: trackingCarrierFor,
  settle,
  recheckAfterMs: RECHECK_AFTER_MS,
});
