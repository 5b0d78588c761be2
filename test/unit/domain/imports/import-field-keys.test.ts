import { describe, expect, it } from 'vitest';
import {
  ORDER_IMPORT_FIELDS,
  ORDER_IMPORT_FIELD_KEYS,
  PRODUCT_IMPORT_FIELDS,
  PRODUCT_IMPORT_FIELD_KEYS,
} from '#domain/imports/import-fields.constants';

describe('import field keys are written out apart from the fields (so key checks bundle no header spellings)', () => {
  it('the order keys are the order fields, in order', () => {
    expect([...ORDER_IMPORT_FIELD_KEYS]).toEqual(ORDER_IMPORT_FIELDS.map((f) => f.key));
  });
  it('the product keys are the product fields, in order', () => {
    expect([...PRODUCT_IMPORT_FIELD_KEYS]).toEqual(PRODUCT_IMPORT_FIELDS.map((f) => f.key));
  });
});
