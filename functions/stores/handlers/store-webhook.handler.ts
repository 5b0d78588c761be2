import * as z from 'zod';
import { STORE_WEBHOOK_PLATFORMS } from '#domain/stores/store-event.message';
import { PayloadTooLargeError, UnauthorizedError, ValidationError } from '#lib/errors';
import { publicRoute } from '#lib/http/http-route';
import { rawBodyOf } from '#lib/http/request-body';
import { logger } from '#lib/logger';
import { ROOT_FIELD_KEY } from '#lib/http/zod-errors';
import { REJECTION_FIELD, STORE_WEBHOOK_MAX_BYTES } from '../webhooks/store-webhook';
import { receiveStoreWebhook } from '../store-webhook.deps';

export const storeWebhookParamsSchema = z.object({
  platform: z.enum(STORE_WEBHOOK_PLATFORMS),
  topic: z.string().min(1).max(255),
});

/**
 * POST /api/v1/webhooks/{platform}/{topic+} (app manifest `store-webhook`, public: the signature is
 * the authentication). The topic in the path only routes; the one acted on is the signed one. The
 * bytes are rebuilt as they arrived (text or base64) and verified before anything is parsed. 401
 * for a bad or missing signature and for a shop no store is connected for (WooCommerce,
 * BigCommerce), alike; 200 for everything verified, a redelivery included.
 */
export const handler = publicRoute(
  { params: storeWebhookParamsSchema, rawBody: true, maxBodyBytes: STORE_WEBHOOK_MAX_BYTES },
  async ({ event, params }) => {
    const answer = await receiveStoreWebhook(
      params.platform,
      { headers: event.headers ?? {}, rawBody: rawBodyOf(event) },
      event.rawPath,
    );
    switch (answer.kind) {
      case 'unauthorized':
        logger.warn('Store webhook refused', { platform: params.platform, reason: answer.reason });
        throw new UnauthorizedError('Invalid webhook signature');
      case 'rejected':
        if (answer.status === 413) throw new PayloadTooLargeError('Webhook body is too large');
        throw new ValidationError(
          { [REJECTION_FIELD[answer.reason] ?? ROOT_FIELD_KEY]: answer.reason },
          `Invalid webhook: ${answer.reason}`,
        );
      case 'ping':
        return { received: true };
      case 'ignored':
        logger.info('Store webhook for a shop no account has connected; dropped', answer);
        return { received: true };
      case 'disconnected':
        logger.info('Store uninstalled Shipdeck; store disconnected', answer);
        return { received: true };
      case 'duplicate':
        logger.info('Store webhook redelivered; already enqueued', answer);
        return { received: true };
      case 'accepted':
        logger.info('Store webhook enqueued', answer);
        return { received: true };
    }
  },
);
