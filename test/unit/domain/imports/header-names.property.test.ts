import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMapping } from '#domain/imports/column-mapping.rules';
import { rowsFromMatrix } from '#domain/imports/csv-reader';

/** Header names are merchant text: none of them may reach Object.prototype (issue 4 §5 import). */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];
const headerName = fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ minLength: 1, maxLength: 12 }));

describe('spreadsheet headers are plain column names (issue 4 §5)', () => {
  it.each(PROTOTYPE_NAMES)('a "%s" column is read as its own cell', (name) => {
    const { headers, rows } = rowsFromMatrix([
      [name, 'Zip'],
      ['cell value', '78701'],
    ]);
    expect(headers).toEqual([name, 'Zip']);
    expect(Object.getPrototypeOf(rows[0].values)).toBe(Object.prototype);
    expect(applyMapping(rows[0].values, { a: name, zip: 'Zip' }, ['a', 'zip'])).toEqual({
      a: 'cell value',
      zip: '78701',
    });
  });

  it('a mapped header the row lacks reads as empty, never a prototype member', () => {
    for (const name of PROTOTYPE_NAMES) expect(applyMapping({ Zip: '78701' }, { a: name }, ['a'])).toEqual({ a: '' });
  });

  it('property: every named header maps back to the cell under it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          headerName.filter((h) => h.trim() !== ''),
          { minLength: 1, maxLength: 6 },
        ),
        (names) => {
          const headers = names.map((n) => n.trim());
          fc.pre(new Set(headers).size === headers.length);
          const cells = headers.map((_, i) => `v${i}`);
          const { rows } = rowsFromMatrix([headers, cells]);
          const mapping = Object.fromEntries(headers.map((h, i) => [`f${i}`, h]));
          const keys = headers.map((_, i) => `f${i}`);
          expect(applyMapping(rows[0].values, mapping, keys)).toEqual(
            Object.fromEntries(keys.map((k, i) => [k, cells[i]])),
          );
        },
      ),
    );
  });
});
