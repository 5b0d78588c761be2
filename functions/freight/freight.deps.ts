import type { FreightCarrierFor } from '#domain/freight/booking.ports';
import { freightCarrierNamed } from '#domain/freight/freight-booking.rules';
import type { FreightCarrierPort } from '#domain/freight/ports';
import { config } from '#lib/config';
import { ServiceUnavailableError } from '#lib/errors';
import { uuidGenerator } from '#lib/ids';
import { secretReader } from '#lib/secrets';
import { makeChrFreightCarrier } from './adapters/chrobinson.freight-carrier';
import { dynamoFreightQuoteStore } from './adapters/dynamodb.freight-quote-store';
import { makeSandboxFreightCarriers, type SandboxFreightBooking } from './adapters/sandbox.freight-carriers';
import { makeFreightQuotes } from './use-cases/freight-quotes.use-case';

// The freight use cases wired to their real adapters, once; handlers import what they serve.

/**
 * The LTL carriers the quotes ask, chosen as the parcel carriers are: live, C.H. Robinson's panel
 * (its credentials read on first use); otherwise the sandbox carriers, which book and track through
 * `booking` when given one (quoting needs none). One conditional expression, so a bundle built for
 * one mode drops the other's adapter.
 */
export function freightCarriersFromConfig(booking?: SandboxFreightBooking): FreightCarrierPort[] {
  return (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
    ? [makeChrFreightCarrier({ credentials: secretReader('chrobinson') })]
    : makeSandboxFreightCarriers(booking ? { booking } : {});
}

/**
 * The port that books and tracks an offer: live, the broker, which books every carrier of its panel;
 * in the sandbox, the carrier the offer names. An offer of a carrier not wired here (say one quoted
 * live, then booked locally) answers 503 rather than being booked with another carrier. One
 * conditional expression, as above.
 */
export function freightCarrierForFromConfig(booking: SandboxFreightBooking): FreightCarrierFor {
  return (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
    ? brokerFor(makeChrFreightCarrier({ credentials: secretReader('chrobinson') }))
    : carrierNamedIn(makeSandboxFreightCarriers({ booking }));
}

const brokerFor =
  (broker: FreightCarrierPort): FreightCarrierFor =>
  () =>
    broker;

const carrierNamedIn =
  (carriers: readonly FreightCarrierPort[]): FreightCarrierFor =>
  (offer) =>
    freightCarrierNamed(carriers, offer) ?? notWired(offer.carrierName);

function notWired(carrierName: string): Pick<FreightCarrierPort, 'book' | 'track'> {
  const refuse = async (): Promise<never> => {
    throw new ServiceUnavailableError(`${carrierName} booking is not available in this environment.`);
  };
  return { book: refuse, track: refuse };
}

export const freightQuotes = /* @__PURE__ */ makeFreightQuotes({
  carriers: /* @__PURE__ */ freightCarriersFromConfig(),
  quotes: dynamoFreightQuoteStore,
  ids: uuidGenerator,
});
