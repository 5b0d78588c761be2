import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createBox } from '#functions/catalog/handlers/create-box.handler';
import { handler as packOrder } from '#functions/orders/handlers/pack-order.handler';
import { PackingTooLargeError } from '#domain/packing/placement/work-budget.rules';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { box } from '../catalog/catalog-calls';

let accountId: string;
let owner: TestUser;

const line = (sku: string, quantity: number, [length, width, height]: number[], pounds: number) => ({
  _id: `p-${sku}`,
  sku,
  title: sku,
  quantity,
  price: 10,
  dimensions: { length, width, height, units: 'in', weight: { value: pounds, units: 'lb' } },
});
const pack = (shipments: unknown[], user = owner, account = accountId) =>
  invoke(
    packOrder,
    apiEvent({ method: 'POST', path: '/api/v1/orders/pack', user, accountId: account, body: { shipments } }),
  );

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

describe('Pack for me (issue 5)', () => {
  it('packs the lines into the fewest flagged boxes and returns one shipment per box with placements', async () => {
    for (const [name, side] of [
      ['Small 8', 8],
      ['Large 14', 14],
    ] as const) {
      await invoke(
        createBox,
        apiEvent({
          method: 'POST',
          path: '/api/v1/boxes',
          user: owner,
          accountId,
          body: box({
            name,
            dimensions: { length: side, width: side, height: side, units: 'in' },
            useInBoxPackingAlgo: true,
          }),
        }),
      );
    }
    await invoke(
      createBox,
      apiEvent({
        method: 'POST',
        path: '/api/v1/boxes',
        user: owner,
        accountId,
        body: box({ name: 'Not for packing', dimensions: { length: 30, width: 30, height: 30, units: 'in' } }),
      }),
    );

    const res = await pack([
      { products: [line('PINT', 8, [4, 4, 5], 1.2), line('RUB', 1, [3, 2, 6], 0.7)], packagings: [] },
    ]);
    expect(res.status).toBe(200);
    const { shipments, packing } = res.body;
    expect(packing.boxes).toHaveLength(1);
    expect(shipments).toHaveLength(1);
    expect(shipments[0].box.name).toBe('Large 14');
    expect(shipments[0].products.map((p: { sku: string; quantity: number }) => [p.sku, p.quantity])).toEqual([
      ['PINT', 8],
      ['RUB', 1],
    ]);
    // 8 × 1.2 + 0.7 + the box's 1.5 lb
    expect(shipments[0].weights.calculatedValues.pounds).toBeCloseTo(11.8, 4);
    expect(packing.boxes[0].items).toHaveLength(9);
    for (const unit of packing.boxes[0].items) expect(unit.position).toBeDefined();
  });

  it('reads every box past one page of the list: the only flagged box sorts last of 130', async () => {
    const boxBody = (name: string, flagged: boolean) =>
      apiEvent({
        method: 'POST',
        path: '/api/v1/boxes',
        user: owner,
        accountId,
        body: box({ name, useInBoxPackingAlgo: flagged }),
      });
    for (let i = 0; i < 129; i++) await invoke(createBox, boxBody(`Box ${String(i).padStart(3, '0')}`, false));
    await invoke(createBox, boxBody('Zz flagged', true));

    const res = await pack([{ products: [line('PINT', 1, [4, 4, 5], 1.2)], packagings: [] }]);
    expect(res.status).toBe(200);
    expect(res.body.shipments[0].box.name).toBe('Zz flagged');
  }, 120_000);

  it('answers 400 with a clear message when no box is flagged for packing', async () => {
    await invoke(createBox, apiEvent({ method: 'POST', path: '/api/v1/boxes', user: owner, accountId, body: box() }));
    const res = await pack([{ products: [line('A', 1, [2, 2, 2], 1)], packagings: [] }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Mark at least one box "Use in box packing" to let Shipdeck choose boxes');
  });

  it("never packs into another account's boxes", async () => {
    const other = await createTestAccount('Other');
    await invoke(
      createBox,
      apiEvent({
        method: 'POST',
        path: '/api/v1/boxes',
        user: other.owner,
        accountId: other.accountId,
        body: box({ useInBoxPackingAlgo: true }),
      }),
    );
    const res = await pack([{ products: [line('A', 1, [2, 2, 2], 1)], packagings: [] }]);
    expect(res.status).toBe(400);
  });

  it('answers 400 on the shipments, quickly, when the lines would need more boxes than an order may have', async () => {
    await invoke(
      createBox,
      apiEvent({
        method: 'POST',
        path: '/api/v1/boxes',
        user: owner,
        accountId,
        body: box({
          name: 'Snug 10',
          dimensions: { length: 10, width: 10, height: 10, units: 'in' },
          useInBoxPackingAlgo: true,
        }),
      }),
    );
    const started = Date.now();
    const res = await pack([{ products: [line('CUBE', 500, [10, 10, 10], 1)], packagings: [] }]);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ shipments: new PackingTooLargeError('boxes').message });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
