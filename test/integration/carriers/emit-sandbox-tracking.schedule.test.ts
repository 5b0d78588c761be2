import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateRequest } from '#domain/carriers/carrier.models';
import { TERMINAL_TRACKING_STATUSES } from '#domain/tracking/tracking-progress.rules';
import { readEasyPostWebhook } from '#functions/tracking/easypost-webhook';
import { SANDBOX_EASYPOST_WEBHOOK_SECRET } from '#functions/tracking/webhook-secret';
import { resetConfigForTests } from '#lib/config';

/**
 * The emit-sandbox-tracking schedule as deployed: its wiring (DynamoDB ledger, fetch sender,
 * APP_URL, the fixed sandbox secret) posting to a real HTTP endpoint, on a clock fast enough that
 * a journey ends within a second.
 */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
/** Tracking codes whose next delivery is refused (other tests' labels in the table are posted too). */
const refuseNext = new Set<string>();
let server: Server;

const REQUEST: RateRequest = {
  shipDate: new Date().toISOString().slice(0, 10),
  from: { street1: '500 W 2nd St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
  to: { street1: '1 Harbor Way', city: 'Boston', state: 'MA', zip: '02110', country: 'US' },
  parcels: [{ lengthIn: 10, widthIn: 8, heightIn: 6, weightLb: 3 }],
  options: [],
};
const context = { getRemainingTimeInMillis: () => 60_000, awsRequestId: 'test' } as unknown as Context;
const event = {} as ScheduledEvent;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const code = [...refuseNext].find((c) => body.includes(c));
      if (code) refuseNext.delete(code);
      const status = code ? 503 : 200;
      if (status < 300) received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  process.env.APP_URL = `http://localhost:${(server.address() as AddressInfo).port}/`;
  // A simulated day in under a tenth of a second.
  process.env.SANDBOX_TRACKING_SPEED = '1000000';
  delete process.env.EASYPOST_WEBHOOK_API_KEY;
  resetConfigForTests();
});

afterAll(async () => {
  delete process.env.APP_URL;
  delete process.env.SANDBOX_TRACKING_SPEED;
  resetConfigForTests();
  await new Promise((resolve) => server.close(resolve));
});

describe('emit-sandbox-tracking schedule (issue 12: the sandbox carrier moves)', () => {
  it('posts signed tracker.updated events to APP_URL/api/v1/webhooks/easypost until the journey ends, retrying a refused one', async () => {
    const { sandboxCarriersWith } = await import('#functions/carriers/carriers.deps');
    const { handler } = await import('#functions/carriers/handlers/emit-sandbox-tracking.schedule');
    const carriers = sandboxCarriersWith(async () => []);
    const label = await carriers.buy({
      idempotencyKey: `emit-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      request: REQUEST,
      quote: { rateId: 'r', carrier: 'UPS', service: 'Ground' },
    });
    const mine = () =>
      received
        .map((r) => ({
          r,
          reading: readEasyPostWebhook(r.body, r.headers as Record<string, string>, SANDBOX_EASYPOST_WEBHOOK_SECRET),
        }))
        .filter(
          ({ reading }) => reading.kind === 'tracker_updated' && reading.update.trackingCode === label.trackingCode,
        );

    refuseNext.add(label.trackingCode);
    const refused = await handler(event, context);
    expect(refused?.failed).toBeGreaterThanOrEqual(1);
    expect(mine()).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, 1_500)); // ~17 simulated days: the journey is over
    await handler(event, context);
    const deliveries = mine();
    expect(deliveries).toHaveLength(1);
    const [{ r, reading }] = deliveries;
    expect(r.path).toBe('/api/v1/webhooks/easypost');
    expect(r.headers['content-type']).toBe('application/json');
    if (reading.kind !== 'tracker_updated') throw new Error('not a tracker update');
    expect(TERMINAL_TRACKING_STATUSES).toContain(reading.update.status);
    expect(reading.update.events.length).toBeGreaterThanOrEqual(6);

    await handler(event, context);
    expect(mine()).toHaveLength(1);
  });
});
