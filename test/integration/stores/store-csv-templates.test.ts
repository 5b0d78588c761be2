import { beforeEach, describe, expect, it } from 'vitest';
import { handler as importOrdersHandler } from '#functions/orders/handlers/import-orders.handler';
import { handler as queryOrders } from '#functions/orders/handlers/query-orders.handler';
import { mappingProblems, suggestMapping } from '#domain/imports/column-mapping.rules';
import { readCsv } from '#domain/imports/csv-reader';
import { ORDER_IMPORT_FIELDS } from '#domain/imports/import-fields.constants';
import {
  CSV_TEMPLATE_PLATFORMS,
  csvTemplate,
  csvTemplateFileName,
  isCsvTemplatePlatform,
} from '#domain/stores/store-csv-templates.rules';
import { storePlatformProfile } from '#domain/stores/store-platforms.rules';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
});

describe('CSV templates of the platforms without an API (GrazeCart, Freshly, Jetti)', () => {
  it.each(CSV_TEMPLATE_PLATFORMS)('%s: the template imports through the orders import as it is', async (platform) => {
    const { headers, rows } = readCsv(csvTemplate(platform));
    const mapping = suggestMapping(headers, ORDER_IMPORT_FIELDS);
    // Every header of the template is mapped to its own field, with nothing left for the merchant to pick.
    expect(Object.values(mapping).sort()).toEqual([...headers].sort());
    expect(mappingProblems(mapping, ORDER_IMPORT_FIELDS, headers)).toEqual({});

    const res = await invoke(
      importOrdersHandler,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders/import',
        user: owner,
        accountId,
        body: { importId: `tpl-${platform}`, rows, mapping },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 0 });
    expect(res.body.errors ?? []).toEqual([]);

    const listed = await invoke(
      queryOrders,
      apiEvent({ method: 'POST', path: '/api/v1/orders/query', user: owner, accountId, body: { pageSize: 100 } }),
    );
    const orders = listed.body.items as { orderNumber: string; qtyOrdered: number; lineItems: number; city: string }[];
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ qtyOrdered: 3, lineItems: 2, city: 'Austin' });
    expect(orders[0]!.orderNumber).toMatch(/^[A-Z]{2}-1001$/);
  });

  it('each template platform is listed as not offered, with its reason, and has its own file name', () => {
    for (const platform of CSV_TEMPLATE_PLATFORMS) {
      expect(isCsvTemplatePlatform(platform)).toBe(true);
      expect(storePlatformProfile(platform).availability).toMatchObject({ status: 'not yet' });
      expect(csvTemplateFileName(platform)).toMatch(/^shipdeck-[a-z]+-orders\.csv$/);
    }
    expect(isCsvTemplatePlatform('shopify')).toBe(false);
  });
});
