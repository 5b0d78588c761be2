import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { applyMapping, mappingProblems, normaliseHeader, suggestMapping } from '#domain/imports/column-mapping.rules';
import { readCsv } from '#domain/imports/csv-reader';
import { ORDER_IMPORT_FIELDS, PRODUCT_IMPORT_FIELDS } from '#domain/imports/import-fields.constants';
import {
  chunkImportRows,
  groupOrderRows,
  groupToOrderContent,
  importContentKey,
  importedGroupErrors,
  parseImportDate,
  validateOrderRows,
  withImportWarnings,
} from '#domain/imports/order-import.rules';
import { readXlsx } from '#domain/imports/xlsx-reader';
import { buildNewOrder } from '#domain/orders/order-build.rules';
import { ORDER_ISSUES } from '#domain/orders/order-submit.rules';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { MONEY_MAX, NUMBER_MAX, QUANTITY_MAX, UNITS_PER_ORDER_MAX } from '#domain/validation/bounded.schema';

describe('column mapping suggestion (issue 4 §5 mapping step)', () => {
  it.each([
    ['Order #', 'order number'],
    ['Ship To - Zip', 'ship to zip'],
    ['lineItemQuantity', 'line item quantity'],
    ['  Postal_Code ', 'postal code'],
  ])('normalises %j → %j', (header, expected) => {
    expect(normaliseHeader(header)).toBe(expected);
  });

  it('maps a store export by name, exact matches before contained words, each header once', () => {
    const headers = [
      'Name',
      'Order Date',
      'Lineitem quantity',
      'Lineitem name',
      'Lineitem price',
      'Lineitem sku',
      'Shipping Name',
      'Shipping Address1',
      'Shipping City',
      'Shipping Zip',
      'Shipping Province',
      'Shipping Country',
      'Notes',
      'Tags',
    ];
    const mapping = suggestMapping(headers, ORDER_IMPORT_FIELDS);
    expect(mapping).toMatchObject({
      orderDate: 'Order Date',
      quantity: 'Lineitem quantity',
      productTitle: 'Lineitem name',
      price: 'Lineitem price',
      sku: 'Lineitem sku',
      recipientName: 'Name',
      address1: 'Shipping Address1',
      city: 'Shipping City',
      zip: 'Shipping Zip',
      state: 'Shipping Province',
      country: 'Shipping Country',
      comment: 'Notes',
      tags: 'Tags',
    });
    expect(new Set(Object.values(mapping)).size).toBe(Object.values(mapping).length);
  });

  it('maps our own template and product sheets', () => {
    expect(
      suggestMapping(
        ['Order Number', 'SKU', 'Qty', 'Weight', 'Weight Unit', 'Batch Number', 'Warehouse'],
        ORDER_IMPORT_FIELDS,
      ),
    ).toEqual({
      orderNumber: 'Order Number',
      sku: 'SKU',
      quantity: 'Qty',
      weight: 'Weight',
      weightUnit: 'Weight Unit',
      batchNumber: 'Batch Number',
      warehouseName: 'Warehouse',
    });
    expect(
      suggestMapping(
        ['Title', 'Variant SKU', 'Variant Price', 'Variant Weight Unit', 'Variant Weight'],
        PRODUCT_IMPORT_FIELDS,
      ),
    ).toEqual({
      title: 'Title',
      sku: 'Variant SKU',
      price: 'Variant Price',
      weightUnit: 'Variant Weight Unit',
      weight: 'Variant Weight',
    });
  });

  it('reports required fields left unmapped and headers the file lacks', () => {
    expect(mappingProblems({ sku: 'SKU', quantity: 'Nope' }, ORDER_IMPORT_FIELDS, ['SKU', 'Qty'])).toEqual({
      'mapping.orderNumber': MESSAGES.required,
      'mapping.quantity': MESSAGES.invalid,
    });
  });

  it('applies a mapping: trimmed text, unmapped fields blank', () => {
    expect(applyMapping({ A: '  x ', B: 'y' }, { orderNumber: 'A' }, ['orderNumber', 'sku'])).toEqual({
      orderNumber: 'x',
      sku: '',
    });
  });
});

const mapping = {
  orderNumber: 'No',
  sku: 'SKU',
  productTitle: 'Item',
  quantity: 'Qty',
  price: 'Price',
  weight: 'Wt',
  weightUnit: 'Unit',
  recipientName: 'Name',
  address1: 'Street',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  tags: 'Tags',
  orderDate: 'Date',
} as const;
const row = (n: number, values: Record<string, string>) => ({
  row: n,
  values: {
    No: 'A-1',
    SKU: 'BRISKET-5',
    Item: 'Brisket',
    Qty: '2',
    Price: '89',
    Wt: '5',
    Unit: 'lb',
    Name: 'Maria Lopez',
    Street: '2000 S Lamar Blvd',
    City: 'Austin',
    State: 'TX',
    Zip: '78704',
    Tags: 'VIP',
    Date: '03/15/2026',
    ...values,
  },
});

describe('order rows → orders (issue 4 §5)', () => {
  it('groups lines by order number (case-insensitively) into one shipment with several products', () => {
    const { valid, errors } = validateOrderRows(
      [row(2, {}), row(3, { No: 'a-1', SKU: 'RIBS', Qty: '1', Tags: 'Gift; vip' }), row(4, { No: 'B-2' })],
      mapping,
    );
    expect(errors).toEqual([]);
    const groups = groupOrderRows(valid);
    expect(groups.map((g) => [g.orderNumber, g.rows.map((r) => r.row)])).toEqual([
      ['A-1', [2, 3]],
      ['B-2', [4]],
    ]);
    const content = groupToOrderContent(groups[0], 'America/Chicago');
    expect(content.shipments).toHaveLength(1);
    expect(content.shipments[0].products.map((p) => [p.sku, p.quantity, p.price])).toEqual([
      ['BRISKET-5', 2, 89],
      ['RIBS', 1, 89],
    ]);
    expect(content.tags).toEqual(['VIP', 'Gift', 'vip']);
    expect(content.shippingAddress).toMatchObject({
      name: 'Maria Lopez',
      city: 'Austin',
      country: 'US',
      residential: true,
    });
    expect(content.orderDate).toBe('2026-03-15T17:00:00.000Z');
  });

  it.each([
    ['03/15/2026', 'America/Chicago', '2026-03-15T17:00:00.000Z'],
    ['3/5/2026 2:30 PM', 'America/New_York', '2026-03-05T19:30:00.000Z'],
    ['2026-07-04', 'America/Los_Angeles', '2026-07-04T19:00:00.000Z'],
    ['2026-07-04T08:00:00Z', 'UTC', '2026-07-04T08:00:00.000Z'],
    ['02/30/2026', 'UTC', undefined],
    ['yesterday', 'UTC', undefined],
  ])('order date %j in %s → %s (orders §9 MM/DD/YYYY)', (text, tz, expected) => {
    expect(parseImportDate(text, tz)).toBe(expected);
  });

  it('reports one error per field per row, in the spec words', () => {
    const { errors } = validateOrderRows([row(7, { Qty: '0', Zip: '1', Price: '-1' })], mapping);
    expect(errors).toEqual([
      { row: 7, field: 'quantity', message: MESSAGES.quantityPositive },
      { row: 7, field: 'price', message: MESSAGES.invalid },
      { row: 7, field: 'zip', message: MESSAGES.invalidZip },
    ]);
  });

  it('blank recipient fields are not row errors: the stored order carries an address warning instead', () => {
    const { valid, errors } = validateOrderRows([row(2, { Street: '', City: '' })], mapping);
    expect(errors).toEqual([]);
    const content = groupToOrderContent(groupOrderRows(valid)[0], 'UTC');
    const order = withImportWarnings(
      buildNewOrder(content, {
        id: 'o1',
        now: new Date('2026-03-16T00:00:00Z'),
        newShipmentId: () => 's1',
        warehouse: null,
      }),
    );
    expect(order.warnings).toEqual(
      expect.arrayContaining([
        { type: 'address', message: ORDER_ISSUES.recipientInvalid },
        { type: 'order', message: ORDER_ISSUES.boxRequired },
      ]),
    );
  });

  it('the content key ignores ids and computed weights, and sees a changed quantity', () => {
    const make = (qty: string) => {
      const { valid } = validateOrderRows([row(2, { Qty: qty })], mapping);
      return buildNewOrder(groupToOrderContent(groupOrderRows(valid)[0], 'UTC'), {
        id: `o-${qty}`,
        now: new Date(),
        newShipmentId: () => `s-${Math.random()}`,
        warehouse: null,
      });
    };
    expect(importContentKey(make('2'))).toBe(importContentKey(make('2')));
    expect(importContentKey(make('2'))).not.toBe(importContentKey(make('3')));
  });
});

describe('imported orders are never bigger than the editor could save (bounded.schema)', () => {
  it.each<{ rule: string; values: Record<string, string>; expected: string }>([
    {
      rule: 'a quantity of 1e21 is a row error on quantity',
      values: { Qty: '1e21' },
      expected: OUR_MESSAGES.quantityAtMost(QUANTITY_MAX),
    },
    {
      rule: 'a price of 1e308 is a row error on price',
      values: { Price: '1e308' },
      expected: OUR_MESSAGES.maxAmount(MONEY_MAX),
    },
    {
      rule: 'a weight of 1e308 is a row error on weight',
      values: { Wt: '1e308' },
      expected: OUR_MESSAGES.mustBeAtMost(NUMBER_MAX),
    },
    {
      rule: 'a product title of 1 MB is a row error on productTitle',
      values: { Item: 'x'.repeat(1_000_000) },
      expected: MESSAGES.tooLong,
    },
  ])('$rule', ({ values, expected }) => {
    const { valid, errors } = validateOrderRows([row(5, values)], mapping);
    expect(valid).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual([expected]);
  });

  it('a line over 10,000 lb in its unit holds the order back on that row', () => {
    const { valid } = validateOrderRows([row(2, {}), row(3, { Wt: '5000', Unit: 'kg' })], mapping);
    expect(importedGroupErrors(groupOrderRows(valid)[0])).toEqual([
      { row: 3, field: 'weight', message: MESSAGES.maxWeight(4535.9702, 'kg') },
    ]);
  });

  it('an order of more than 10,000 units over its rows holds every row back on quantity', () => {
    const { valid } = validateOrderRows([row(2, { Qty: '6000' }), row(3, { Qty: '6000', SKU: 'RIBS' })], mapping);
    const message = OUR_MESSAGES.totalQuantityAtMost(UNITS_PER_ORDER_MAX);
    expect(importedGroupErrors(groupOrderRows(valid)[0])).toEqual([
      { row: 2, field: 'quantity', message },
      { row: 3, field: 'quantity', message },
    ]);
  });

  it('an order of 10,000 units at most of at most 10,000 lb a line passes', () => {
    const { valid } = validateOrderRows([row(2, { Qty: '5000' }), row(3, { Qty: '5000', Wt: '10000' })], mapping);
    expect(importedGroupErrors(groupOrderRows(valid)[0])).toEqual([]);
  });
});

describe('chunking for the browser (≤ 500 rows, orders kept whole)', () => {
  it('never splits one order across chunks', () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({ n: `O-${Math.floor(i / 3)}` }));
    const chunks = chunkImportRows(rows, (r) => r.n, 500);
    expect(chunks.every((c) => c.length <= 500)).toBe(true);
    expect(chunks.flat()).toHaveLength(1203);
    const chunkOf = new Map<string, number>();
    chunks.forEach((c, i) => c.forEach((r) => expect(chunkOf.get(r.n) ?? (chunkOf.set(r.n, i), i)).toBe(i)));
  });
});

describe('spreadsheet readers (orders §7: first sheet, strings trimmed)', () => {
  it('CSV: first non-blank line is the header; rows keep their file line numbers; cells trimmed; quotes and BOM handled', () => {
    const csv = '\uFEFF\r\nOrder Number , SKU,Notes\r\n A-1 ,BRISKET-5,"Leave, ""gently"""\r\n,,\r\nA-2,RIBS,\r\n';
    expect(readCsv(csv)).toEqual({
      headers: ['Order Number', 'SKU', 'Notes'],
      rows: [
        { row: 3, values: { 'Order Number': 'A-1', SKU: 'BRISKET-5', Notes: 'Leave, "gently"' } },
        { row: 5, values: { 'Order Number': 'A-2', SKU: 'RIBS', Notes: '' } },
      ],
    });
  });

  it('XLSX: reads only the first sheet, trims strings, writes dates as YYYY-MM-DD and formulas by their result', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Orders');
    first.addRow(['Order Number', 'Order Date', 'Qty', 'Total']);
    first.addRow(['  A-1  ', new Date(Date.UTC(2026, 2, 15)), 2, { formula: 'C2*10', result: 20 }]);
    first.addRow([]);
    first.addRow([{ richText: [{ text: 'A-' }, { text: '2 ' }] }, '', 1, null]);
    workbook.addWorksheet('Other').addRow(['ignored']);
    const buffer = await workbook.xlsx.writeBuffer();
    expect(await readXlsx(buffer as ArrayBuffer)).toEqual({
      headers: ['Order Number', 'Order Date', 'Qty', 'Total'],
      rows: [
        { row: 2, values: { 'Order Number': 'A-1', 'Order Date': '2026-03-15', Qty: '2', Total: '20' } },
        { row: 4, values: { 'Order Number': 'A-2', 'Order Date': '', Qty: '1', Total: '' } },
      ],
    });
  });
});
