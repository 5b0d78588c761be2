import { describe, expect, it } from 'vitest';
import type { BoxResponse } from '#api/catalog';
import type { Warehouse } from '#api/warehouses';
import { ORDER_ISSUES, ORDER_ISSUES_HEADING, formatOrderIssuesNotice } from '#domain/orders/order-submit.rules';
import {
  describeConfidence,
  emptyOrderForm,
  liveWeight,
  submitProblems,
  toOrderRequest,
  type OrderFormValues,
} from '#web/pages/orders/editor/order-form.values';
import { EMPTY_TOTALS, addChunkResult, importOutcomeSlices } from '#web/pages/orders/import/order-import.rules';
import { spreadsheetKind } from '#web/pages/orders/import/spreadsheet-file';

const warehouse: Warehouse = {
  id: 'w1',
  name: 'Austin',
  default: true,
  formattedAddress: '100 Congress Ave, Austin, TX 78701',
  pickUpNotes: '',
  address: {
    residential: false,
    isActive: true,
    isValid: true,
    companyName: 'Acme',
    email: '',
    phone: '512-555-0100',
    street1: '100 Congress Ave',
    street2: '',
    street3: '',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    zipCode: '78701',
    zipCodeSuffix: '',
    fullZipCode: '78701',
  },
  createdAt: '',
  updatedAt: '',
};
const box = {
  id: 'b1',
  name: '12x12x12',
  default: true,
  cost: 1.5,
  createdAt: '',
  updatedAt: '',
  dimensions: { length: 12, width: 12, height: 12, units: 'in' },
  weight: { value: 0.5, units: 'lb', manualWeight: false },
} as unknown as BoxResponse;

function filled(): OrderFormValues {
  const v = emptyOrderForm('w1');
  v.orderNumber = 'A-100';
  v.shippingAddress = {
    ...v.shippingAddress,
    name: 'Ada Lovelace',
    address1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  };
  v.shipments[0] = {
    ...v.shipments[0],
    boxId: 'b1',
    products: [
      {
        item: { _id: 'p1', title: 'Salmon', sku: 'SAL', dimensions: { weight: { value: 2, units: 'lb' } } },
        quantity: '3',
        price: '12',
      },
    ],
  };
  return v;
}

describe('order editor: the shared submit checks run before saving (orders §5)', () => {
  it('orders §5: an empty new order lists the spec lines, one each', () => {
    const lines = submitProblems(emptyOrderForm(), [box], [warehouse]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ORDER_ISSUES.orderNumberRequired,
        ORDER_ISSUES.recipientInvalid,
        ORDER_ISSUES.boxRequired,
        ORDER_ISSUES.parcelWeight,
      ]),
    );
    expect(new Set(lines).size).toBe(lines.length);
    expect(formatOrderIssuesNotice(lines)?.split('\n')[0]).toBe(ORDER_ISSUES_HEADING);
  });

  it.each<[string, (v: OrderFormValues) => void, string]>([
    [
      'orders §5 insurance zero',
      (v) => Object.assign(v.shipments[0], { insuranceActive: true, insuranceAmount: '0' }),
      ORDER_ISSUES.insuranceZero,
    ],
    ['orders §5 no box', (v) => Object.assign(v.shipments[0], { boxId: '' }), ORDER_ISSUES.boxRequired],
    [
      'orders §5 over 150 lb',
      (v) => Object.assign(v.shipments[0], { weightsType: 'custom', customWeight: '151' }),
      ORDER_ISSUES.parcelWeight,
    ],
    [
      'orders §5 international needs a phone',
      (v) => Object.assign(v.shippingAddress, { country: 'CA', state: 'ON', zip: 'K1A 0B1', city: 'Ottawa' }),
      ORDER_ISSUES.internationalPhone,
    ],
  ])('%s', (_name, change, line) => {
    const v = filled();
    expect(submitProblems(v, [box], [warehouse])).toEqual([]);
    change(v);
    expect(submitProblems(v, [box], [warehouse])).toContain(line);
  });

  it('orders §9: live weight = box + products × quantity, in the shown unit', () => {
    const v = filled();
    expect(liveWeight(v.shipments[0], [box])).toEqual({ value: 6.5, unit: 'lb' });
    expect(liveWeight({ ...v.shipments[0], weightToShow: 'oz' }, [box])).toEqual({ value: 104, unit: 'oz' });
    expect(
      liveWeight({ ...v.shipments[0], dryIceActive: true, dryIceWeight: '1', dryIceUnit: 'kg' }, [box]).value,
    ).toBe(8.7046);
  });

  it('the request carries the warehouse id, numeric lines and the version for edits', () => {
    const req = toOrderRequest(filled(), [box], [warehouse], 4);
    expect(req).toMatchObject({ orderNumber: 'A-100', warehouseId: 'w1', version: 4 });
    expect(req.shipments?.[0]).toMatchObject({
      box: { id: 'b1', name: '12x12x12' },
      products: [{ _id: 'p1', quantity: 3, price: 12 }],
    });
  });

  it.each([
    [850, '85 · band 80-100 · Low Risk'],
    [420, '42 · band 35-59.99 · High Risk'],
    [50, '5 · Very High Risk'],
  ])('orders §7/§9: delivery-defense score %d shows as score / 10 with its band', (score, text) => {
    expect(describeConfidence(score)?.text).toBe(text);
  });

  it('orders §7: no score (a failure) shows nothing', () => {
    expect(describeConfidence(undefined)).toBeNull();
  });
});

describe('order import in the browser (issue 4 §5)', () => {
  it('issue 4 §5: per-row errors gather by row then field across chunks; counts add up', () => {
    let totals = addChunkResult(EMPTY_TOTALS, {
      created: 497,
      updated: 0,
      unchanged: 0,
      skipped: 2,
      errors: [
        { row: 9, field: 'zip', message: 'Invalid Zip' },
        { row: 4, field: 'quantity', message: 'x' },
        { row: 4, field: 'city', message: 'y' },
      ],
    });
    totals = addChunkResult(totals, {
      created: 0,
      updated: 2,
      unchanged: 1,
      skipped: 1,
      errors: [{ row: 600, field: 'orderNumber', message: 'This field is required' }],
    });
    expect(totals).toMatchObject({ created: 497, updated: 2, unchanged: 1, skipped: 3, failedRows: 3 });
    expect(totals.errors.map((e) => `${e.row}:${e.field}`)).toEqual([
      '4:city',
      '4:quantity',
      '9:zip',
      '600:orderNumber',
    ]);
  });

  it('issue 4 §5: the outcome chart has one slice per outcome that happened, in orders', () => {
    expect(importOutcomeSlices({ created: 497, updated: 2, unchanged: 0, skipped: 3 })).toEqual([
      { title: 'Created', value: 497 },
      { title: 'Updated', value: 2 },
      { title: 'Held back', value: 3 },
    ]);
    expect(importOutcomeSlices(EMPTY_TOTALS)).toEqual([]);
  });

  it.each([
    [{ name: 'orders.csv', type: '' }, 'csv'],
    [{ name: 'orders.XLSX', type: '' }, 'xlsx'],
    [{ name: 'export', type: 'text/csv' }, 'csv'],
    [{ name: 'orders.xls', type: 'application/vnd.ms-excel' }, undefined],
  ] as const)('orders §5 import accepts CSV and XLSX only: %o', (file, kind) => {
    expect(spreadsheetKind(file)).toBe(kind);
  });
});
