import { trackingSpeedOf } from '#domain/carriers/sandbox-clock.rules';
import type { FreightCarrierFor, FreightRequote, FreightWallet } from '#domain/freight/booking.ports';
import { config } from '#lib/config';
import { documentFiles } from '#lib/documents-bucket';
import { dynamoWallet } from '#functions/billing/billing.adapters';
import { dynamoFreightBookingStore } from './adapters/dynamodb.freight-booking-store';
import { dynamoFreightQuoteStore } from './adapters/dynamodb.freight-quote-store';
import { makeSandboxFreightBooking } from './adapters/sandbox.freight-booking';
import { dynamoSandboxFreightLedger } from './adapters/sandbox.freight-ledger';
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
 * it keys its PROs by carrier and booking.
 */
let bookingDesk: ReturnType<typeof makeSandboxFreightBooking> | undefined;
const carrierFor: FreightCarrierFor = () =>
  (bookingDesk ??= makeSandboxFreightBooking({
    ledger: dynamoSandboxFreightLedger,
    render: renderFreightDocuments,
    trackingSpeed: trackingSpeedOf(config().SANDBOX_TRACKING_SPEED),
  }));

/** The same desk for the tracking schedule, without the drawing libraries (it never books). */
let trackingDesk: ReturnType<typeof makeSandboxFreightBooking> | undefined;
const trackingCarrierFor: FreightCarrierFor = () =>
  (trackingDesk ??= makeSandboxFreightBooking({
    ledger: dynamoSandboxFreightLedger,
    trackingSpeed: trackingSpeedOf(config().SANDBOX_TRACKING_SPEED),
  }));

/**
 * Quoting a lapsed offer again asks the quoting carriers; until they are wired here a lapsed offer is
 * answered "no longer quotes this shipment" and the merchant quotes again from the quote screen.
 */
const requote: FreightRequote = async () => [];

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
