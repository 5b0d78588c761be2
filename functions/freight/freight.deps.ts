import type { FreightCarrierPort } from '#domain/freight/ports';
import { config } from '#lib/config';
import { uuidGenerator } from '#lib/ids';
import { secretReader } from '#lib/secrets';
import { makeChrFreightCarrier } from './adapters/chrobinson.freight-carrier';
import { dynamoFreightQuoteStore } from './adapters/dynamodb.freight-quote-store';
import { makeSandboxFreightCarriers } from './adapters/sandbox.freight-carriers';
import { makeFreightQuotes } from './use-cases/freight-quotes.use-case';

// The freight use cases wired to their real adapters, once; handlers import what they serve.

/**
 * The LTL carriers the quotes ask, chosen as the parcel carriers are: live, C.H. Robinson's panel
 * (its credentials read on first use); otherwise the sandbox carriers. One conditional expression,
 * so a bundle built for one mode drops the other's adapter.
 */
export function freightCarriersFromConfig(): FreightCarrierPort[] {
  return (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
    ? [makeChrFreightCarrier({ credentials: secretReader('chrobinson') })]
    : makeSandboxFreightCarriers();
}

export const freightQuotes = /* @__PURE__ */ makeFreightQuotes({
  carriers: freightCarriersFromConfig(),
  quotes: dynamoFreightQuoteStore,
  ids: uuidGenerator,
});
