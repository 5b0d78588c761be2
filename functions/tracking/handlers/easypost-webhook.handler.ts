import { publicRoute } from '#lib/http/http-route';
import { rawBodyOf } from '#lib/http/request-body';
import { UnauthorizedError, ValidationError } from '#lib/errors';
import { logger } from '#lib/logger';
import { EASYPOST_WEBHOOK_MAX_BYTES } from '../easypost-webhook';
import { receiveEasyPostWebhook } from '../tracking.deps';

/**
 * POST /api/v1/webhooks/easypost (app manifest `easypost-webhook`, public: the signature is the
 * authentication). The body is hashed as it arrived: API Gateway and the local gateway pass JSON
 * as text and other content types base64-encoded, so the bytes are rebuilt from either. 401 on a
 * bad or missing signature, 400 on a signed body that is no EasyPost event (EasyPost retries),
 * 200 otherwise, a redelivery included.
 */
export const handler = publicRoute({ rawBody: true, maxBodyBytes: EASYPOST_WEBHOOK_MAX_BYTES }, async ({ event }) => {
  const answer = await receiveEasyPostWebhook(rawBodyOf(event), event.headers ?? {});
  switch (answer.kind) {
    case 'unauthorized':
      logger.warn('EasyPost webhook refused: bad or missing signature');
      throw new UnauthorizedError('Invalid webhook signature');
    case 'invalid':
      throw new ValidationError(answer.fieldErrors, `Invalid webhook: ${answer.issue}`);
    case 'ignored':
      logger.info('EasyPost webhook ignored', { eventId: answer.eventId, description: answer.description });
      return { received: true };
    case 'duplicate':
      logger.info('EasyPost webhook redelivered; already enqueued', { eventId: answer.eventId });
      return { received: true };
    case 'accepted':
      logger.info('EasyPost webhook enqueued', { eventId: answer.eventId, trackingCode: answer.trackingCode });
      return { received: true };
  }
});
