import type { CheckoutStoreLookup } from '#domain/checkout-rates/ports';
import type { CheckoutCallback, CheckoutCallbackRequest } from '../callbacks/checkout-callback';
import type { CheckoutAnswer, makeCheckoutQuote } from './checkout-quote.use-case';

export interface CheckoutCallbackDeps {
  stores: CheckoutStoreLookup;
  /** The app's own signing secret where the platform signs with it (Shopify); per-store secrets otherwise. */
  appSecret: (platform: CheckoutCallback['platform']) => Promise<string | undefined>;
  quote: ReturnType<typeof makeCheckoutQuote>;
}

export type CheckoutCallbackResult =
  /** No store connected for the claimed shop, or a bad signature or key: 401 alike, nothing said about which. */
  | { kind: 'unauthorized'; reason: 'unknown shop' | 'bad signature' }
  /** Signed, but the cart is not one the platform sends (or is past the bounds): 400 with field messages. */
  | { kind: 'invalid'; issues: import('zod').ZodError }
  | { kind: 'rates'; body: unknown; answer: CheckoutAnswer };

/**
 * A store's checkout asking for rates: the claimed shop finds its connected store (and so its merchant), the
 * request must be signed (or keyed) with that store's secret, and only then is the cart read and rated.
 */
export function makeCheckoutCallback(deps: CheckoutCallbackDeps) {
  return async function answer(
    callback: CheckoutCallback,
    request: CheckoutCallbackRequest,
  ): Promise<CheckoutCallbackResult> {
    const shop = callback.shopOf(request);
    const store = shop === undefined ? undefined : await deps.stores(callback.platform, shop);
    if (!store) return { kind: 'unauthorized', reason: 'unknown shop' };
    const secret = (await deps.appSecret(callback.platform)) ?? store.secret;
    if (!secret || !callback.verify(request, secret)) return { kind: 'unauthorized', reason: 'bad signature' };
    const parsed = callback.body.safeParse(request.body);
    if (!parsed.success) return { kind: 'invalid', issues: parsed.error };
    const answer = await deps.quote(store, callback.cartOf(parsed.data));
    return { kind: 'rates', body: callback.answer(answer.rates, parsed.data), answer };
  };
}
