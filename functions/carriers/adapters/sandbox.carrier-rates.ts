import type { RateResult } from '#domain/carriers/carrier.models';
import { CARRIER_CODES } from '#domain/carriers/carrier-services.constants';
import type { CarrierRates } from '#domain/carriers/ports';
import { rateCarrier, withOwnAccountQuotes, type SandboxRatingContext } from '#domain/carriers/sandbox-rating.rules';
import { SANDBOX_TARIFFS, zip3Centroid } from '../data/sandbox-tariffs';

export type SandboxCarrierRatesDeps = Partial<SandboxRatingContext>;

/** The rating context of the sandbox carriers: the shipped tariffs and ZIP3 data unless a test brings its own. */
export function sandboxRatingContext(deps: SandboxCarrierRatesDeps = {}): SandboxRatingContext {
  return {
    tariffs: deps.tariffs ?? SANDBOX_TARIFFS,
    zip3: deps.zip3 ?? zip3Centroid,
    seed: deps.seed ?? 'shipdeck-sandbox',
  };
}

/**
 * The sandbox carriers' rating on its own, apart from buying, tracking and refunds, so the rate
 * routes bundle the tariffs and transit calendars only (makeSandboxCarriers rates through this module).
 */
export function makeSandboxCarrierRates(deps: SandboxCarrierRatesDeps = {}): CarrierRates {
  const ctx = sandboxRatingContext(deps);
  return {
    async rate(request): Promise<RateResult> {
      const results = CARRIER_CODES.map((carrier): RateResult => {
        try {
          return rateCarrier(request, carrier, ctx);
        } catch (e) {
          // One carrier failing never fails the rate shop: it answers a message beside the others.
          const detail = e instanceof Error ? e.message : String(e);
          return {
            quotes: [],
            messages: [{ carrier, code: 'rate.unavailable', message: `${carrier} rating failed: ${detail}` }],
          };
        }
      });
      // The merchant's own accounts quote the same services at their negotiated prices.
      const quotes = withOwnAccountQuotes(
        results.flatMap((r) => r.quotes),
        request.ownAccounts,
      );
      return { quotes, messages: results.flatMap((r) => r.messages) };
    },
  };
}
