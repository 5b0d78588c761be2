import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import type { PurchaseBatchView, ShipmentRef } from '#api/shipping';
import { shippingApi } from '#web/api/shipping-api';
import { answeringClient } from '#test/support/web-api';
import { mapLimit, ruleOf, summariseBulkRates } from '#web/pages/orders/shipping/bulk-shipping';
import { runLabelPurchase } from '#web/pages/orders/shipping/label-purchase';
import { PurchaseProgress } from '#web/pages/orders/shipping/purchase-progress';
import { batchPercent, failedShipments } from '#web/pages/orders/shipping/shipping-view';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out.replace(/<!-- -->/g, '');
}

const item = (n: number, state: PurchaseBatchView['items'][number]['state'], over = {}) => ({
  orderId: `o${n}`,
  shipmentId: `s${n}`,
  orderNumber: `#100${n}`,
  state,
  ...over,
});

const DONE: PurchaseBatchView = {
  batchId: 'b1',
  total: 3,
  purchased: 2,
  failed: 1,
  pending: 0,
  items: [
    item(1, 'purchased', { trackingCode: '1Z999', amountCents: 850 }),
    item(2, 'failed', { message: 'Recipient address is not deliverable' }),
    item(3, 'purchased', { trackingCode: '1Z998', amountCents: 1200 }),
  ],
};

describe('grid "Buy labels": progress', () => {
  it('shows purchased + failed of total and a row per order with state, tracking, amount and message', async () => {
    const out = await html(<PurchaseProgress batch={DONE} />);
    expect(out).toContain('2 purchased, 1 failed of 3');
    expect(out).toContain('#1001');
    expect(out).toContain('1Z999');
    expect(out).toContain('$8.50');
    expect(out).toContain('Error in purchasing the shipment: Recipient address is not deliverable');
    expect(batchPercent(DONE)).toBe(100);
    expect(batchPercent({ purchased: 1, failed: 0, total: 4 })).toBe(25);
  });

  it('posts the purchase, then polls the batch every second until nothing is pending', async () => {
    const first = {
      ...DONE,
      purchased: 0,
      failed: 0,
      pending: 3,
      items: DONE.items.map((i) => ({ ...i, state: 'queued' as const })),
    };
    const middle = { ...DONE, purchased: 1, failed: 0, pending: 2 };
    const api = {
      buy: vi.fn(async () => first),
      purchase: vi.fn().mockResolvedValueOnce(middle).mockResolvedValueOnce(DONE),
    };
    const sleep = vi.fn(async () => undefined);
    const seen: number[] = [];
    const last = await runLabelPurchase(api, [{ orderId: 'o1', shipmentId: 's1' }], {
      onUpdate: (b) => seen.push(b.pending),
      sleep,
    });
    expect(last).toBe(DONE);
    expect(seen).toEqual([3, 2, 0]);
    expect(api.purchase).toHaveBeenCalledWith('b1');
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('"Retry failed" posts a new purchase for the failed shipments only', async () => {
    expect(failedShipments(DONE)).toEqual([{ orderId: 'o2', shipmentId: 's2' }]);

    const { client, fetchImpl, calls } = answeringClient(
      { ...DONE, batchId: 'b2', total: 1, purchased: 1, failed: 0, items: [] },
      202,
    );
    await runLabelPurchase(shippingApi(client), failedShipments(DONE), { onUpdate: () => undefined });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/v1/labels/purchases');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ shipments: [{ orderId: 'o2', shipmentId: 's2' }] });
  });
});

describe('grid "Get rates"', () => {
  it('sends the rule the modal chose (cheapest within N transit days carries N)', () => {
    expect(ruleOf('cheapest', 3)).toEqual({ kind: 'cheapest' });
    expect(ruleOf('cheapest_within', 3)).toEqual({ kind: 'cheapest_within', days: 3 });
  });

  it('sums up the answer: chosen, ship-day warnings, orders without a rate', () => {
    const chosen = { rateId: 'r', shipDayWarning: 'Arrives after 3 days in transit' } as never;
    const summary = summariseBulkRates([
      { orderId: 'o1', orderNumber: '#1', chosen },
      { orderId: 'o2', orderNumber: '#2', chosen: { rateId: 'r2' } as never },
      { orderId: 'o3', orderNumber: '#3', message: 'No rates' },
    ]);
    expect(summary.success).toBe('Rates chosen for 2 orders.');
    expect(summary.shipDay).toEqual(['#1: Arrives after 3 days in transit']);
    expect(summary.failures).toEqual(['#3: No rates']);
  });

  it('looks up orders with a bounded number of calls in flight, answers in order', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapLimit([1, 2, 3, 4, 5, 6], 2, async (n): Promise<ShipmentRef> => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return { orderId: `o${n}`, shipmentId: `s${n}` };
    });
    expect(most).toBe(2);
    expect(out.map((r) => r.orderId)).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o6']);
  });
});
