import { describe, expect, it } from 'vitest';
import { customerFormSchema } from '../../shared/domain/catalog/customer.schema';
import { productRequestSchema } from '../../shared/domain/catalog/product-request.schema';
import { MESSAGES, OUR_MESSAGES } from '../../shared/domain/validation/messages';
import { breadcrumbsFor } from '../../web/src/app/shell/navigation';
import { listAll } from '../../web/src/api/catalog-api';
import { CUSTOMER_REQUIRED_COLUMNS, customerFromCsv } from '../../web/src/pages/customers/customer-csv';
import { batches, csvFileError, missingColumns, parseCsv, summarize, toImportRows } from '../../web/src/pages/products/import-csv';
import { productFromCsv } from '../../web/src/pages/products/product-csv';

describe('CSV import (orders §5 "CSV import must be a CSV file", orders §7 strings trimmed)', () => {
  it.each([
    [{ name: 'customers.csv', type: '' }, undefined],
    [{ name: 'CUSTOMERS.CSV', type: 'application/vnd.ms-excel' }, undefined],
    [{ name: 'export', type: 'text/csv' }, undefined],
    [{ name: 'customers.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, OUR_MESSAGES.csvFileRequired],
  ])('file %o → %s', (file, message) => {
    expect(csvFileError(file)).toBe(message);
  });

  it('orders §7: header and cells are trimmed, blank lines and a BOM are ignored', () => {
    const { headers, records } = parseCsv('\uFEFF Name , Email \n  Ada Lovelace ,  ada@example.com \n\n , \nBob,"b@example.com"\n');
    expect(headers).toEqual(['Name', 'Email']);
    expect(records).toEqual([{ Name: 'Ada Lovelace', Email: 'ada@example.com' }, { Name: 'Bob', Email: 'b@example.com' }]);
  });

  it('finds missing required columns whatever their spelling', () => {
    expect(missingColumns(['Full Name', 'email'], CUSTOMER_REQUIRED_COLUMNS)).toEqual([]);
    expect(missingColumns(['email'], CUSTOMER_REQUIRED_COLUMNS)).toEqual(['name']);
  });

  it('orders §5: each row is checked by the API schema and numbered as the spreadsheet shows it (header = row 1)', () => {
    const { records } = parseCsv('name,email,address1,city,state,zip_code\nAda,ada@example.com,1 Main St,Austin,TX,78701\n,no-at-sign,,,,\nBob,,2 Oak St,Austin,TX,7870\n');
    const rows = toImportRows(records, customerFromCsv, customerFormSchema);
    expect(rows.map((r) => [r.row, r.errors])).toEqual([
      [2, {}],
      [3, { name: MESSAGES.required, email: MESSAGES.invalidEmail }],
      [4, { 'address.zip': MESSAGES.invalidZip }],
    ]);
    expect(rows[0].request.address).toMatchObject({ address1: '1 Main St', zip: '78701', residential: false });
    expect(rows[1].request.address).toBeNull();
  });

  it('accounts §5: product rows carry the Product form messages', () => {
    const { records } = parseCsv('title,sku,price,length,width,height,weight,weight units\nBrie,BRIE-1,12.50,4,3,2,1.5,lb\nCamembert,,9,4,3,2,200,lb\n');
    const rows = toImportRows(records, productFromCsv, productRequestSchema);
    expect(rows[0].errors).toEqual({});
    expect(productRequestSchema.parse(rows[0].request)).toMatchObject({ price: 12.5, dimensions: { units: 'in', weight: { value: 1.5, units: 'lb' } }, kitting: null });
    expect(rows[1].errors).toEqual({ sku: MESSAGES.required, 'dimensions.weight.value': MESSAGES.productWeightMax });
  });

  it('batches rows and summarizes outcomes', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(summarize([{ row: 2, status: 'created', errors: {} }, { row: 3, status: 'failed', errors: { name: 'x' } }, { row: 4, status: 'updated', errors: {} }])).toEqual({ created: 1, updated: 1, failed: 1 });
  });
});

describe('catalog lists and navigation', () => {
  it('follows list cursors to the end, and stops at the cap', async () => {
    const pages: Record<string, { items: number[]; cursor: string | null }> = { start: { items: [1, 2], cursor: 'b' }, b: { items: [3, 4], cursor: 'c' }, c: { items: [5], cursor: null } };
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
