import { describe, expect, it } from 'vitest';
import { handler as queryOrders } from '#functions/orders/handlers/query-orders.handler';
import { handler as createWarehouse } from '#functions/warehouses/handlers/create-warehouse.handler';
import { seedDemoCatalog } from '#infra/local/seed/demo-catalog.seed';
import { seedDemoOrders } from '#infra/local/seed/demo-orders.seed';
import { seedDemoLabels } from '#infra/local/seed/demo-labels.seed';
import { ownerCaller } from '#test/support/label-pipeline';
import { expectLedgerBalanced } from '#test/support/ledger';
import { ORDER_STATUS_FILTER_VALUES } from '#domain/statuses/filter-values.constants';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke } from '#test/support/api-events';

describe('demo orders seed (issue 4 §6)', () => {
  it('seeds two hundred orders across every status filter value, the labelled ones with real sandbox labels paid from the wallet, once', async () => {
    const { accountId, owner } = await createTestAccount('Demo');
    await invoke(
      createWarehouse,
      apiEvent({
        method: 'POST',
        path: '/api/v1/warehouses',
        user: owner,
        accountId,
        body: {
          name: 'Austin Smokehouse',
          address: {
            phone: '512-555-0142',
            street1: '1100 Congress Ave',
            city: 'Austin',
            state: 'TX',
            zipCode: '78701',
          },
        },
      }),
    );
    await seedDemoCatalog(accountId);
    const now = new Date();
    const seeded = await seedDemoOrders(accountId, { now });
    expect(seeded.created).toBe(199);
    expect(await seedDemoOrders(accountId, { now })).toEqual({ created: 0, labelled: [] });
    // The labelled ones get real sandbox labels, paid from the wallet, then move on to their status.
    const { purchased } = await seedDemoLabels(ownerCaller(accountId, owner), seeded.labelled);
    expect(purchased).toBe(seeded.labelled.length);
    await expectLedgerBalanced(accountId);

    const count = async (filters: object) => {
      let n = 0;
      let cursor: string | undefined;
      const rows: {
        orderDate: string;
        tracking: string;
        warnings: string[];
        tags: string[];
        batchNumber: string;
        printed: string;
      }[] = [];
      do {
        const res = await invoke(
          queryOrders,
          apiEvent({
            method: 'POST',
            path: '/api/v1/orders/query',
            user: owner,
            accountId,
            body: { filters, pageSize: 100, ...(cursor ? { cursor } : {}) },
          }),
        );
        n += res.body.items.length;
        rows.push(...res.body.items);
        cursor = res.body.cursor;
      } while (cursor);
      return { n, rows };
    };
    for (const status of ORDER_STATUS_FILTER_VALUES) {
      expect((await count({ statuses: [status] })).n, status).toBeGreaterThan(0);
    }
    const active = await count({});
    expect(active.n).toBe(199 - 10 - 12);
    const sixtyDaysAgo = now.getTime() - 61 * 86_400_000;
    expect(active.rows.every((r) => Date.parse(r.orderDate) >= sixtyDaysAgo)).toBe(true);
    expect(active.rows.some((r) => r.tracking !== '')).toBe(true);
    expect(active.rows.some((r) => r.warnings.includes('order'))).toBe(true);
    expect(active.rows.some((r) => r.tags.length > 0)).toBe(true);
    expect(active.rows.some((r) => r.batchNumber !== '')).toBe(true);
    expect(active.rows.some((r) => r.printed === 'labelPrinted' || r.printed === 'labelAndPackingSlipPrinted')).toBe(
      true,
    );
  }, 240_000);
});
