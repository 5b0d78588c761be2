import * as z from 'zod';
import { UnauthorizedError, ValidationError } from '#lib/errors';
import { publicRoute } from '#lib/http/http-route';
import { rawBodyOf } from '#lib/http/request-body';
import { fieldErrorsFromZod } from '#lib/http/zod-errors';
import { logger } from '#lib/logger';
import { CHECKOUT_CALLBACK_MAX_BYTES, CHECKOUT_PLATFORMS } from '../callbacks/checkout-callback';
import { CHECKOUT_CALLBACKS } from '../callbacks/checkout-callbacks';
import { checkoutCallback } from '../checkout-rates.deps';

export const checkoutCallbackParamsSchema = z.object({ platform: z.enum(CHECKOUT_PLATFORMS) });

function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * POST /api/v1/checkout-rates/{platform} (app manifest `checkout-rates-callback`, public: the store's
 * signature or key is the authentication): a store's checkout asking for the cart's rates. 401 for an
 * unknown shop and a bad signature alike; 400 with field messages for a cart no platform sends.
 */
export const handler = publicRoute(
  { params: checkoutCallbackParamsSchema, rawBody: true, maxBodyBytes: CHECKOUT_CALLBACK_MAX_BYTES },
  async ({ event, params }) => {
    const rawBody = rawBodyOf(event);
    const result = await checkoutCallback(CHECKOUT_CALLBACKS[params.platform], {
      headers: event.headers ?? {},
      rawBody,
      body: jsonOf(rawBody),
    });
    switch (result.kind) {
      case 'unauthorized':
        logger.warn('Checkout rates request refused', { platform: params.platform, reason: result.reason });
        throw new UnauthorizedError('Invalid checkout rates signature');
      case 'invalid':
        throw new ValidationError(fieldErrorsFromZod(result.issues), 'Invalid checkout rates request');
      case 'rates':
        if (result.answer.source === 'fallback')
          logger.warn('Checkout answered with the fallback rates', { timedOut: result.answer.timedOut });
        return result.body;
    }
  },
);
