import { beforeAll, describe, expect, it } from 'vitest';
import { handler as importProducts } from '#functions/catalog/handlers/import-products.handler';
import { handler as createWarehouse } from '#functions/warehouses/handlers/create-warehouse.handler';
import { apiErrorBodySchema } from '#api/errors';
import { BODY_NOT_JSON, BODY_TOO_DEEP, DEFAULT_MAX_BODY_BYTES, IMPORT_MAX_BODY_BYTES } from '#lib/http/request-body';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

/** The route wrapper's checks on the raw body, before a schema or a use case sees it. */

let accountId: string;
let owner: TestUser;

beforeAll(async () => {
  ({ accountId, owner } = await createTestAccount());
});

const postWarehouse = (rawBody: string, isBase64Encoded = false) =>
  invoke(createWarehouse, {
    ...apiEvent({ method: 'POST', path: '/api/v1/warehouses', user: owner, accountId, rawBody }),
    isBase64Encoded,
  });

/** A products import chunk of 500 rows padded to about `bytes`, its rows missing every required field. */
function importChunk(bytes: number): string {
  // Cells hold at most 5,000 characters: a wide row is many columns.
  const columns = Math.ceil(bytes / 500 / 4000);
  const cell = 'n'.repeat(Math.ceil(bytes / 500 / columns));
  const values = Object.fromEntries(Array.from({ length: columns }, (_, c) => [`Notes ${c}`, cell]));
  const rows = Array.from({ length: 500 }, (_, i) => ({ row: i + 2, values }));
  return JSON.stringify({ importId: 'big-sheet', mapping: { title: 'Title', sku: 'SKU' }, rows });
}
const postImport = (rawBody: string) =>
  invoke(
    importProducts,
    apiEvent({ method: 'POST', path: '/api/v1/products/import', user: owner, accountId, rawBody }),
  );

describe('request body limits in the route wrapper', () => {
  it('a body over 1 MB on an ordinary route is a 413 with a clear message, before it is parsed', async () => {
    const res = await postWarehouse(`{"name":"${'x'.repeat(DEFAULT_MAX_BODY_BYTES)}"}`);
    expect(res.status).toBe(413);
    expect(apiErrorBodySchema.parse(res.body)).toEqual({
      code: 'PayloadTooLarge',
      message: 'Request body is larger than 1 MB',
    });
    // Not parsed: the same size of broken JSON gets the same answer, not the JSON error.
    expect((await postWarehouse('{'.repeat(DEFAULT_MAX_BODY_BYTES + 1))).status).toBe(413);
  });

  it('a base64-encoded body is measured by the bytes it stands for', async () => {
    const justUnder = Buffer.from(`{"name":"${'x'.repeat(DEFAULT_MAX_BODY_BYTES - 20)}"}`).toString('base64');
    expect((await postWarehouse(justUnder, true)).status).toBe(400);
    const over = Buffer.from('x'.repeat(DEFAULT_MAX_BODY_BYTES + 1)).toString('base64');
    expect((await postWarehouse(over, true)).status).toBe(413);
  });

  it('an import chunk above 1 MB is accepted up to the import limit, and refused above it', async () => {
    const wide = await postImport(importChunk(3 * 1024 * 1024));
    expect(wide.status).toBe(200);
    expect(wide.body.rowsReceived).toBe(500);
    const tooWide = await postImport(importChunk(IMPORT_MAX_BODY_BYTES));
    expect(tooWide.status).toBe(413);
    expect(tooWide.body.message).toBe('Request body is larger than 5 MB');
  });

  it('a body that is not JSON, or nests too deeply, is a 400 with the ApiErrorBody shape', async () => {
    const broken = await postWarehouse('{"name":');
    expect(broken.status).toBe(400);
    expect(apiErrorBodySchema.parse(broken.body).message).toBe(BODY_NOT_JSON);
    const deep = await postWarehouse(`{"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`);
    expect(deep.status).toBe(400);
    expect(apiErrorBodySchema.parse(deep.body).message).toBe(BODY_TOO_DEEP);
  });
});
