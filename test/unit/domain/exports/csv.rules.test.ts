import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, neutraliseFormula } from '#domain/exports/csv.rules';
import { ORDER_EXPORT_COLUMNS, ORDER_EXPORT_HEADERS, orderExportCsv } from '#domain/exports/order-export.rules';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';

describe('CSV injection (issue 4 §5: prefix cells starting with = + - @ tab or NUL)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\0nul', "'\0nul"],
    ['\r=1', `"'\r=1"`],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    // Not a formula start, so not prefixed; quoted because Papa keeps edge spaces from readers that trim.
    [' =leading space', '" =leading space"'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('numbers and booleans are values, never prefixed (a negative number is not a formula)', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(neutraliseFormula('-5')).toBe("'-5");
  });
});

describe('RFC 4180 quoting', () => {
  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line1\nline2', '"line1\nline2"'],
    ['cr\r', '"cr\r"'],
    ['', ''],
    ['trailing ', '"trailing "'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('CRLF between records, header first, and a standard parser reads back every value', () => {
    const rows = [
      { a: 'x,1', b: 'he said "no"\nthen left' },
      { a: '=cmd', b: '' },
    ];
    const csv = buildCsv(
      [
        { header: 'A', value: (r: (typeof rows)[number]) => r.a },
        { header: 'B, quoted', value: (r) => r.b },
      ],
      rows,
    );
    expect(csv.split('\r\n')[0]).toBe('A,"B, quoted"');
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed).toEqual([
      ['A', 'B, quoted'],
      ['x,1', 'he said "no"\nthen left'],
      ["'=cmd", ''],
    ]);
  });
});

describe('orders export CSV (orders §2 columns, §9 date format)', () => {
  const row = {
    orderNumber: '=1+1',
    orderDate: '2026-11-20T15:30:00.000Z',
    status: 'New',
    tags: ['VIP', 'Gift'],
    warnings: ['order'],
    weight: 15,
    name: 'Maria, "the" Cook',
    saturdayDelivery: false,
  } as unknown as OrderGridRow;

  it('every grid column by default, with the grid labels', () => {
    const csv = orderExportCsv([row], { timeZone: 'America/Chicago' });
    expect(csv.split('\r\n')[0].split(',')).toEqual(ORDER_EXPORT_COLUMNS.map((c) => ORDER_EXPORT_HEADERS[c]));
  });

  it('only the requested columns, in their order; dates in the merchant timezone; lists joined; injection neutralised', () => {
    const csv = orderExportCsv([row], {
      timeZone: 'America/Chicago',
      columns: ['name', 'orderNumber', 'orderDate', 'tags', 'weight', 'saturdayDelivery'],
    });
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['Name', 'Order Number', 'Order Date', 'Tags', 'Weight', 'Saturday Delivery'],
      ['Maria, "the" Cook', "'=1+1", '11/20/2026 09:30 AM', 'VIP, Gift', '15', 'false'],
    ]);
  });
});
