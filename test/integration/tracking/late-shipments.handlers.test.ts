import type { SQSClient } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/orders/order-record';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { SHOW_LATE_SHIPMENTS_PREFERENCE } from '#domain/settings/late-shipment-settings.schema';
import { QUEUES } from '#infra/app-manifest';
import { localSqsClient, startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { setMembershipFeatures } from '#functions/accounts/adapters/dynamodb.membership-store';
import { handler as preferencesRoute } from '#functions/accounts/handlers/preferences.handler';
import { handler as templateRoute } from '#functions/notifications/handlers/notification-template.handler';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { handler as queryOrders } from '#functions/orders/handlers/query-orders.handler';
import { handler as getOrder } from '#functions/orders/handlers/get-order.handler';
import { handler as exportOrders } from '#functions/orders/handlers/export-orders.handler';
import { handler as lateSettings } from '#functions/tracking/handlers/late-shipment-settings.handler';
import { handler as sendLate } from '#functions/tracking/handlers/send-late-notifications.handler';
import { resetConfigForTests } from '#lib/config';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/labels';
import { receiveEvent } from '#test/support/print';
import { labelledShipment } from '#test/support/tracking';

/**
 * Late shipments through the routes (issue 12 item 6, accounts §6): the three gates of the grid's
 * late information, the settings only a user with the feature changes, and the late notification
 * sent once per shipment, never for another account's order.
 */
let sqs: SqsLocal;
let client: SQSClient;
let emailsUrl: string;
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };

beforeAll(async () => {
  sqs = await startSqsLocal({ port: 0, queues: QUEUES.filter((q) => q.name === 'emails') });
  client = localSqsClient(sqs.endpoint);
  emailsUrl = sqs.queues.find((q) => q.name === 'emails')!.url;
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  process.env.EMAILS_QUEUE_URL = emailsUrl;
  resetConfigForTests();
});

afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
});

beforeEach(async () => {
  mine = await createTestAccount('Late Foods');
  theirs = await createTestAccount('Other Foods');
  await addTestWarehouse(mine.owner, mine.accountId);
  await addTestWarehouse(theirs.owner, theirs.accountId);
});

async function drainEmails(): Promise<TrackingEmailMessage[]> {
  const out: TrackingEmailMessage[] = [];
  for (;;) {
    const event = await receiveEvent(client, emailsUrl);
    if (event.Records.length === 0) return out;
    out.push(...event.Records.map((r) => JSON.parse(r.body) as TrackingEmailMessage));
  }
}

const call = (
  handler: typeof queryOrders,
  method: string,
  path: string,
  who: { accountId: string; owner: TestUser },
  body?: unknown,
  user = who.owner,
) => invoke(handler, apiEvent({ method, path, user, accountId: who.accountId, body }));

const putSettings = (who: typeof mine, body: unknown, user = who.owner) =>
  call(lateSettings, 'PUT', '/api/v1/settings/late-shipments', who, body, user);
const getSettings = (who: typeof mine, user = who.owner) =>
  call(lateSettings, 'GET', '/api/v1/settings/late-shipments', who, undefined, user);
const showLate = (who: typeof mine, value: boolean, user = who.owner) =>
  invoke(
    preferencesRoute,
    apiEvent({
      method: 'PUT',
      path: `/api/v1/preferences/${SHOW_LATE_SHIPMENTS_PREFERENCE}`,
      pathParameters: { key: SHOW_LATE_SHIPMENTS_PREFERENCE },
      user,
      accountId: who.accountId,
      body: { value },
    }),
  );
const queryLate = (who: typeof mine, warningTypes: string[] = ['late'], user = who.owner) =>
  call(queryOrders, 'POST', '/api/v1/orders/query', who, { filters: { warningTypes } }, user);
const send = (who: typeof mine, orderIds: string[], user = who.owner) =>
  call(sendLate, 'POST', '/api/v1/orders/late-notifications', who, { orderIds }, user);

/** A labelled shipment with a late warning, as the detector leaves it. */
async function lateOrder(who: typeof mine): Promise<OrderRecord> {
  const { orderId } = await labelledShipment(who.accountId, who.owner);
  const before = (await dynamoOrderStore.get(who.accountId, orderId))!;
  return dynamoOrderStore.replace(who.accountId, before, {
    ...before,
    shipments: before.shipments.map((s) => ({ ...s, shipmentStatus: 'in_transit' })),
    warnings: [
      ...before.warnings,
      {
        type: 'late',
        shipmentId: before.shipments[0].id,
        message: 'Late: the carrier reports a delay (weather delay)',
      },
    ],
  });
}

/** A caller without the feature meets the plan gate's upgrade prompt, not a permission refusal (accounts §6). */
const LATE_SHIPMENTS_GATED = {
  status: 402,
  body: {
    code: 'upgrade_prompt',
    message: 'Late shipments is not included in your plan. Upgrade your plan in Billing to use it.',
  },
};

/** The owner holds the feature, the account detects, the owner wants to see late shipments. */
async function allGatesOpen(who: typeof mine) {
  await setMembershipFeatures(who.accountId, who.owner.userId, { lateShipments: true });
  expect((await putSettings(who, { enabled: true, noScanBusinessDays: 3 })).status).toBe(200);
  expect((await showLate(who, true)).status).toBe(200);
}

describe('late shipments in the grid: feature, enabled flag and preference (accounts §6)', () => {
  it('shows the late warning and answers the late filter only when all three hold', async () => {
    const order = await lateOrder(mine);
    // No gate open: no late warning on the row, the late filter matches nothing.
    const hidden = await queryLate(mine, ['late', 'address']);
    expect(hidden).toMatchObject({ status: 200, body: { items: [] } });
    expect(await queryLate(mine)).toMatchObject({ status: 200, body: { items: [] } });

    await setMembershipFeatures(mine.accountId, mine.owner.userId, { lateShipments: true });
    expect((await queryLate(mine)).body.items).toEqual([]);
    expect((await putSettings(mine, { enabled: true, noScanBusinessDays: 3 })).status).toBe(200);
    expect((await queryLate(mine)).body.items).toEqual([]);
    expect((await showLate(mine, true)).status).toBe(200);

    const shown = await queryLate(mine);
    expect(shown.body.items).toHaveLength(1);
    expect(shown.body.items[0]).toMatchObject({
      id: order.id,
      warnings: ['late'],
      late: 'Late: the carrier reports a delay (weather delay)',
    });
    expect((await getSettings(mine)).body).toMatchObject({
      enabled: true,
      noScanBusinessDays: 3,
      feature: true,
      showLateShipments: true,
      visible: true,
    });

    // Another member of the same account without the feature still sees nothing late: not in the
    // grid, not on the order's page, not in the CSV export.
    const member = await addTestMember(mine.accountId, {});
    await showLate(mine, true, member);
    expect((await queryLate(mine, ['late'], member)).body.items).toEqual([]);
    const all = await call(queryOrders, 'POST', '/api/v1/orders/query', mine, {}, member);
    expect(all.body.items.find((r: { id: string }) => r.id === order.id)).toMatchObject({ warnings: [], late: '' });
    const detailOf = (user: TestUser) =>
      invoke(
        getOrder,
        apiEvent({
          method: 'GET',
          path: `/api/v1/orders/${order.id}`,
          pathParameters: { orderId: order.id },
          user,
          accountId: mine.accountId,
        }),
      );
    const lateTypes = (res: Awaited<ReturnType<typeof detailOf>>) =>
      (res.body.order.warnings as { type: string }[]).filter((w) => w.type === 'late');
    expect(lateTypes(await detailOf(mine.owner))).toHaveLength(1);
    expect(lateTypes(await detailOf(member))).toEqual([]);
    const csv = async (body: unknown, user: TestUser) => {
      const res = (await exportOrders(
        apiEvent({ method: 'POST', path: '/api/v1/orders/export', user, accountId: mine.accountId, body }),
        lambdaContext,
      )) as APIGatewayProxyStructuredResultV2;
      expect(res.statusCode).toBe(200);
      return String(res.body);
    };
    expect(await csv({ filters: { warningTypes: ['late'] } }, mine.owner)).toContain(order.orderNumber);
    expect(await csv({ filters: { warningTypes: ['late'] } }, member)).not.toContain(order.orderNumber);
    const membersCsv = await csv({}, member);
    expect(membersCsv).toContain(order.orderNumber);
    expect(await csv({}, mine.owner)).toMatch(/\blate\b/);
    expect(membersCsv).not.toMatch(/\blate\b/);
  });

  it('only a user with the feature and edit_company changes the detection; the numbers are bounded', async () => {
    // Without the feature the plan gate answers (402, the upgrade prompt); edit_company alone is the permission.
    expect(await putSettings(mine, { enabled: true, noScanBusinessDays: 2 })).toMatchObject(LATE_SHIPMENTS_GATED);
    await setMembershipFeatures(mine.accountId, mine.owner.userId, { lateShipments: true });
    expect((await putSettings(mine, { enabled: true, noScanBusinessDays: 31 })).status).toBe(400);
    const ok = await putSettings(mine, { enabled: true, noScanBusinessDays: 2 });
    expect(ok).toMatchObject({ status: 200, body: { enabled: true, version: 1 } });
    expect((await putSettings(mine, { enabled: false, noScanBusinessDays: 2, version: 0 })).status).toBe(409);
    const clerk = await addTestMember(mine.accountId, { view_print_orders: true });
    await setMembershipFeatures(mine.accountId, clerk.userId, { lateShipments: true });
    expect((await putSettings(mine, { enabled: false, noScanBusinessDays: 2 }, clerk)).status).toBe(403);
    expect((await getSettings(mine, clerk)).body).toMatchObject({ enabled: true, feature: true, visible: false });
  });
});

describe('POST /api/v1/orders/late-notifications', () => {
  it('sends the late_shipment email once per late shipment; a second click sends nothing more', async () => {
    await allGatesOpen(mine);
    const late = await lateOrder(mine);
    const { orderId: onTime } = await labelledShipment(mine.accountId, mine.owner);
    const first = await send(mine, [late.id, onTime, 'no-such-order']);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      sent: [{ orderId: late.id, shipmentId: late.shipments[0].id }],
      skipped: [
        { orderId: onTime, reason: 'not_late' },
        { orderId: 'no-such-order', reason: 'not_found' },
      ],
    });
    const emails = await drainEmails();
    expect(emails).toEqual([
      expect.objectContaining({
        kind: 'tracking',
        accountId: mine.accountId,
        orderId: late.id,
        emailStatus: 'late_shipment',
        emailKey: `${late.shipments[0].id}#late_shipment`,
      }),
    ]);
    const second = await send(mine, [late.id]);
    expect(second.body).toEqual({
      sent: [],
      skipped: [{ orderId: late.id, shipmentId: late.shipments[0].id, reason: 'already_sent' }],
    });
    expect(await drainEmails()).toEqual([]);
  });

  it("tenancy: another account's order ids are not found and never touched", async () => {
    await allGatesOpen(mine);
    await allGatesOpen(theirs);
    const theirLate = await lateOrder(theirs);
    const res = await send(mine, [theirLate.id]);
    expect(res.body).toEqual({ sent: [], skipped: [{ orderId: theirLate.id, reason: 'not_found' }] });
    expect(await drainEmails()).toEqual([]);
    // Their own click still sends it: nothing was claimed by ours.
    expect((await send(theirs, [theirLate.id])).body.sent).toHaveLength(1);
    expect(await drainEmails()).toHaveLength(1);
  });

  it('an inactive late_shipment template sends nothing and says so', async () => {
    await allGatesOpen(mine);
    const late = await lateOrder(mine);
    const off = await invoke(
      templateRoute,
      apiEvent({
        method: 'PUT',
        path: '/api/v1/notification-templates/late_shipment',
        pathParameters: { status: 'late_shipment' },
        user: mine.owner,
        accountId: mine.accountId,
        body: { isActive: false, subject: 'Late', colors: { header: '#000000', text: '#000000', details: '#4c66a0' } },
      }),
    );
    expect(off.status).toBe(200);
    expect((await send(mine, [late.id])).body).toEqual({
      sent: [],
      skipped: [{ orderId: late.id, shipmentId: late.shipments[0].id, reason: 'inactive_template' }],
    });
    expect(await drainEmails()).toEqual([]);
  });

  it('needs edit_orders and the late shipments gates; at most 100 orders', async () => {
    const late = await lateOrder(mine);
    expect(await send(mine, [late.id])).toMatchObject(LATE_SHIPMENTS_GATED);
    await allGatesOpen(mine);
    const viewer = await addTestMember(mine.accountId, { view_print_orders: true });
    expect((await send(mine, [late.id], viewer)).status).toBe(403);
    const many = Array.from({ length: 101 }, (_, i) => `o-${i}`);
    expect((await send(mine, many)).status).toBe(400);
    expect((await send(mine, [])).status).toBe(400);
    expect(await drainEmails()).toEqual([]);
  });
});
