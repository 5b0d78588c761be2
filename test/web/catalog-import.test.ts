import { describe, expect, it } from 'vitest';
import { customerFormSchema } from '#domain/catalog/customer.schema';
import { productRequestSchema } from '#domain/catalog/product-request.schema';
import { suggestMapping } from '#domain/imports/column-mapping.rules';
import { readCsv } from '#domain/imports/csv-reader';
import { customerRowToBulk } from '#domain/imports/customer-import.rules';
import { CUSTOMER_IMPORT_FIELDS, PRODUCT_IMPORT_FIELDS } from '#domain/imports/import-fields.constants';
import { PRODUCT_FIELD_OF_PATH, productRowToRequest } from '#domain/imports/product-import.rules';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { listAll } from '#web/api/catalog-api';
import { breadcrumbsFor } from '#web/app/shell/navigation';
import {
  batches,
  checkRows,
  csvFileError,
  outcomesOfImportResult,
  summarize,
} from '#web/pages/catalog/commons/import-csv';

describe('catalog CSV import in the browser (orders §5 "CSV import must be a CSV file", orders §7)', () => {
  it.each([
    [{ name: 'customers.csv', type: '' }, undefined],
    [{ name: 'CUSTOMERS.CSV', type: 'application/vnd.ms-excel' }, undefined],
    [{ name: 'export', type: 'text/csv' }, undefined],
    [
      { name: 'customers.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      OUR_MESSAGES.csvFileRequired,
    ],
  ])('file %o → %s', (file, message) => {
    expect(csvFileError(file)).toBe(message);
  });

  it('orders §5: customer rows are checked by the bulk route schema, errors by mapped column and spreadsheet row', () => {
    const sheet = readCsv(
      'Full Name,Email,Street,City,State,Zip Code\nAda,ada@example.com,1 Main St,Austin,TX,78701\n,no-at-sign,,,,\n\nBob,,2 Oak St,Austin,TX,7870\n',
    );
    const mapping = suggestMapping(sheet.headers, CUSTOMER_IMPORT_FIELDS);
    const rows = checkRows(sheet.rows, mapping, customerRowToBulk, customerFormSchema, (p) =>
      p.replace(/^address\./, ''),
    );
    expect(rows.map((r) => [r.row, r.errors])).toEqual([
      [2, {}],
      [3, { name: MESSAGES.required, email: MESSAGES.invalidEmail }],
      [5, { zip: MESSAGES.invalidZip }],
    ]);
  });

  it('accounts §5: product rows carry the Product form messages under the mapped column', () => {
    const sheet = readCsv(
      'Title,SKU,Price,Length,Width,Height,Weight,Weight Unit\nBrie,BRIE-1,12.50,4,3,2,1.5,lb\nCamembert,,9,4,3,2,200,lb\n',
    );
    const mapping = suggestMapping(sheet.headers, PRODUCT_IMPORT_FIELDS);
    const rows = checkRows(
      sheet.rows,
      mapping,
      productRowToRequest,
      productRequestSchema,
      (p) => PRODUCT_FIELD_OF_PATH[p] ?? p,
    );
    expect(rows[0].errors).toEqual({});
    expect(rows[1].errors).toEqual({ sku: MESSAGES.required, weight: MESSAGES.productWeightMax });
  });

  it('reads the products import answer as one outcome per row', () => {
    const outcomes = outcomesOfImportResult({
      errors: [
        { row: 3, field: 'sku', message: 'A product with this SKU already exists' },
        { row: 7, field: 'title', message: MESSAGES.required },
      ],
      items: [
        { outcome: 'created', rows: [2] },
        { outcome: 'skipped', rows: [3] },
        { outcome: 'updated', rows: [4, 5] },
        { outcome: 'unchanged', rows: [6] },
      ],
    });
    expect(outcomes).toEqual([
      { row: 2, status: 'created', errors: {} },
      { row: 3, status: 'failed', errors: { sku: 'A product with this SKU already exists' } },
      { row: 4, status: 'updated', errors: {} },
      { row: 5, status: 'updated', errors: {} },
      { row: 6, status: 'unchanged', errors: {} },
      { row: 7, status: 'failed', errors: { title: MESSAGES.required } },
    ]);
    expect(summarize(outcomes)).toEqual({ created: 1, updated: 2, unchanged: 1, failed: 2 });
  });

  it('batches rows', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('catalog lists and navigation', () => {
  it('follows list cursors to the end, and stops at the cap', async () => {
    const pages: Record<string, { items: number[]; cursor: string | null }> = {
      start: { items: [1, 2], cursor: 'b' },
      b: { items: [3, 4], cursor: 'c' },
      c: { items: [5], cursor: null },
    };
    const seen: (string | null)[] = [];
    const load = async (cursor: string | null) => {
      seen.push(cursor);
      return pages[cursor ?? 'start'];
    };
    expect(await listAll(load)).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual([null, 'b', 'c']);
    expect(await listAll(load, 3)).toEqual([1, 2, 3]);
  });

  it.each([
    ['/products/create', ['Shipdeck', 'Products', 'Create product']],
    ['/products/import', ['Shipdeck', 'Products', 'Import product']],
    ['/packaging/p1/edit', ['Shipdeck', 'Packaging', 'Edit packaging']],
    ['/boxes/create', ['Shipdeck', 'Boxes', 'Create box']],
    ['/customers/c1/edit', ['Shipdeck', 'Customers', 'Edit customer']],
  ])('breadcrumbs of %s', (path, crumbs) => {
    expect(breadcrumbsFor(path).map((c) => c.text)).toEqual(crumbs);
  });
});
