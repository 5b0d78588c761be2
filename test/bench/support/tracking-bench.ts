/**
 * What the tracking benchmarks share: fauxqs with the tracking-updates and emails queues beside the
 * bench table (the functions' environment pointed at them), and EasyPost webhook deliveries built
 * the way the local gateway builds them (matchRoute + buildHttpEvent over the manifest's route), so
 * the handler sees the same API Gateway event it sees under `npm start`.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { FUNCTIONS, QUEUES } from '#infra/app-manifest';
import { buildHttpEvent, matchRoute, routesFromManifest } from '#infra/local/http-api';
import { localSqsClient, startSqsLocal, type LocalQueue } from '#infra/local/sqs-local';
import { easyPostSignature } from '#functions/tracking/easypost-webhook';
import { SANDBOX_EASYPOST_WEBHOOK_SECRET } from '#functions/tracking/webhook-secret';
import { freePort } from './bench-table-port';

export const WEBHOOK_PATH = '/api/v1/webhooks/easypost';

export interface TrackingQueues {
  endpoint: string;
  updates: LocalQueue;
  emails: LocalQueue;
  client: ReturnType<typeof localSqsClient>;
}

/** fauxqs with the tracking-updates and emails queues; TRACKING_UPDATES_QUEUE_URL and EMAILS_QUEUE_URL set. */
export async function withTrackingQueues<T>(run: (q: TrackingQueues) => Promise<T>): Promise<T> {
  const sqs = await startSqsLocal({
    port: await freePort(),
    queues: QUEUES.filter((q) => q.name === 'tracking-updates' || q.name === 'emails'),
  });
  const updates = sqs.queues.find((q) => q.name === 'tracking-updates')!;
  const emails = sqs.queues.find((q) => q.name === 'emails')!;
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SQS: sqs.endpoint,
    TRACKING_UPDATES_QUEUE_URL: updates.url,
    EMAILS_QUEUE_URL: emails.url,
  });
  const client = localSqsClient(sqs.endpoint);
  try {
    return await run({ endpoint: sqs.endpoint, updates, emails, client });
  } finally {
    client.destroy();
    await sqs.stop();
  }
}

const ROUTES = routesFromManifest(FUNCTIONS);

/**
 * A signed delivery of `raw` as the local gateway hands it to the `easypost-webhook` function (a
 * public route: no authorizer in the event; the handlers' type names the JWT shape they all share).
 */
export function webhookDelivery(
  raw: string,
  secret = SANDBOX_EASYPOST_WEBHOOK_SECRET,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const match = matchRoute(ROUTES, 'POST', WEBHOOK_PATH);
  if (match.kind !== 'matched') throw new Error(`no route for POST ${WEBHOOK_PATH}`);
  return buildHttpEvent(
    {
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        host: '127.0.0.1',
        'content-type': 'application/json',
        'user-agent': 'EasyPost WebHook Agent 1.0',
        'x-hmac-signature': easyPostSignature(raw, secret),
      },
      body: Buffer.from(raw, 'utf8'),
      sourceIp: '127.0.0.1',
    },
    match,
    undefined,
  ) as APIGatewayProxyEventV2WithJWTAuthorizer;
}
