import { beforeEach, describe, expect, it } from 'vitest';
import type { CourierQuotesView } from '#api/couriers';
import type { CourierPort } from '#domain/couriers/ports';
import { zip3Centroid } from '#functions/carriers/data/sandbox-tariffs';
import { carriers } from '#functions/carriers/carriers.deps';
import {
  dynamoSandboxCourierLedger,
  dynamoSandboxCourierTracking,
} from '#functions/couriers/adapters/sandbox.courier-ledger';
import { makeSandboxCourier } from '#functions/couriers/adapters/sandbox.courier';
import { renderDispatchSlip } from '#functions/couriers/render/dispatch-slip';
import { makeCourierLabels } from '#functions/couriers/use-cases/dispatch-courier.use-case';
import { makeEmitCourierTracking } from '#functions/couriers/use-cases/emit-courier-tracking.use-case';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoTrackingEmailClaims, dynamoTrackingStore } from '#functions/tracking/adapters/dynamodb.tracking-store';
import { readEasyPostWebhook } from '#functions/tracking/easypost-webhook';
import { makeApplyTracking } from '#functions/tracking/use-cases/apply-tracking.use-case';
import { createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { courierQuotesOf, createCourierOrder } from '#test/support/couriers';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { fundWallet } from '#test/support/labels';

const SECRET = 'courier-tracking-test-secret';
let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await fundWallet(accountId, 10_000);
});

describe('a dispatched courier delivery moves through the tracking pipeline', () => {
  it('the sandbox courier’s webhooks carry its statuses to the order, each step once, until delivered', async () => {
    let now = Date.now();
    const clock = () => new Date(now);
    const couriers: CourierPort = makeSandboxCourier({
      ledger: dynamoSandboxCourierLedger,
      centroidOf: zip3Centroid,
      trackingUrlOf: (code) => `http://localhost:5173/track/${code}`,
      trackingSpeed: 1,
      clock,
    });
    const queue = new MemoryLabelQueue();
    const pipeline = labelPipeline({
      carrier: carriers,
      files: new MemoryLabelFiles(),
      queue,
      courier: makeCourierLabels({
        couriers,
        renderSlip: renderDispatchSlip,
        timeZone: async () => 'America/Chicago',
        clock,
      }),
    });
    const order = await createCourierOrder(owner, accountId);
    const shipmentId = order.shipments[0]!.id!;
    expect(((await courierQuotesOf(order, owner, accountId)).body as CourierQuotesView).quotes.length).toBeGreaterThan(
      0,
    );
    await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
      shipments: [{ orderId: order.id, shipmentId }],
    });
    expect(await pipeline.purchaseLabel(queue.take()[0]!)).toBe('purchased');
    const trackingCode = (await dynamoOrderStore.get(accountId, order.id))!.shipments[0]!.label!.trackingCode!;

    const apply = makeApplyTracking({
      tracking: dynamoTrackingStore,
      claims: dynamoTrackingEmailClaims,
      emails: { send: async () => undefined },
    });
    const posted: string[] = [];
    const emitter = makeEmitCourierTracking({
      deliveries: dynamoSandboxCourierTracking,
      couriers,
      secret: async () => SECRET,
      webhookUrl: 'http://app.test/api/v1/webhooks/easypost',
      clock,
      sender: {
        async post(_url, body, headers) {
          const reading = readEasyPostWebhook(body, headers, SECRET);
          if (reading.kind !== 'tracker_updated') return { ok: false, status: 400 };
          if (reading.update.trackingCode !== trackingCode) return { ok: true, status: 200 };
          posted.push(reading.update.status);
          await apply({ trackingCode, events: reading.update.events });
          return { ok: true, status: 200 };
        },
      },
    });
    const statusNow = async () => (await dynamoOrderStore.get(accountId, order.id))!.shipments[0]!.shipmentStatus;

    await emitter.run({ limit: 200 });
    expect(posted).toEqual(['pre_transit']);
    await emitter.run({ limit: 200 });
    expect(posted).toHaveLength(1);

    now += 3 * 60 * 60_000; // past every ETA: the delivery is done
    await emitter.run({ limit: 200 });
    expect(posted.at(-1)).toBe('delivered');
    expect(await statusNow()).toBe('delivered');
    const runs = posted.length;
    await emitter.run({ limit: 200 });
    expect(posted).toHaveLength(runs);
  });
});
