import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAccountRequestSchema } from '#api/accounts';
import {
  boxRequestSchema,
  customerRequestSchema,
  customersBulkRequestSchema,
  packagingRequestSchema,
  productRequestSchema,
  productSearchRequestSchema,
} from '#api/catalog';
import { bulkOrderRequestSchema, orderRequestSchema, savedFilterRequestSchema } from '#api/orders';
import { packOrderRequestSchema } from '#api/packing';
import { preferenceBodySchema } from '#api/preferences';
import { accountSettingsRequestSchema } from '#api/settings';
import { warehouseRequestSchema } from '#api/warehouses';
import { orderImportRequestSchema } from '#domain/imports/import-request.schema';
import { orderImportRowSchema } from '#domain/imports/order-import.rules';
import {
  addFundsFormSchema,
  boxFormSchema,
  freightPieceFormSchema,
  makeClaimFormSchema,
  orderFormSchema,
  productFormSchema,
  rateEstimateFormSchema,
  templateFormSchema,
} from '#domain/forms/index';
import { accountSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { LIST_MAX, ORDER_CONTENT_MAX_BYTES, QUANTITY_MAX, isStorableJson } from '#domain/validation/bounded.schema';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { validOrderRequest } from '#test/support/orders';

/** A copy of `base` with `value` at the dotted `path` (objects made on the way). */
function withValue(base: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys[keys.length - 1]] = value;
  return copy;
}

/** Dotted path → first message, as the API's fieldErrors. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const order = validOrderRequest({ orderNumber: 'B-1' });
const product = {
  title: 'Brisket',
  sku: 'BR-5',
  price: 89.5,
  dimensions: { length: 14, width: 10, height: 5, units: 'in', weight: { value: 5, units: 'lb' } },
};
const kit = { ...product, kitting: { branchProducts: [{ productId: 'p1', quantity: 2 }] } };
const packaging = {
  packagingType: 'coolant',
  title: 'Gel Pack',
  sku: 'GEL',
  price: 1.25,
  dimensions: { length: 8, width: 6, height: 1, units: 'in', weight: { value: 24, units: 'oz' } },
};
const box = {
  name: 'Shipper',
  cost: 6.4,
  dimensions: { length: 12, width: 10, height: 9, units: 'in' },
  weight: { value: 1.5, units: 'lb', maxWeightAllowed: 40 },
  maxItemsAllowed: 10,
  hasDryIce: true,
  dryIceWeight: 2,
  internalDimensions: { length: 11, width: 9, height: 8 },
  hasLiner: true,
  liner: { title: 'EPS', sku: 'L1', price: 2, quantity: 1 },
  hasIcePack: true,
  coolant: { title: 'Gel', sku: 'C1', price: 1, quantity: 2 },
};
const customer = {
  name: 'Maria',
  email: 'maria@example.com',
  phone: '512-555-0188',
  company: 'Catering',
  address: { address1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' },
};
const importRow = {
  orderNumber: 'I-1',
  orderDate: '',
  sku: 'A',
  productTitle: 'A',
  quantity: '2',
  price: '9',
  weight: '1',
  weightUnit: 'lb',
  tags: '',
};
const formOrder = {
  orderNumber: '1001',
  shippingAddress: order.shippingAddress,
  shipments: [{ products: [{ _id: 'p1', quantity: 1, price: 10 }] }],
};
const claim = {
  claimDetails: {
    bol: '1Z',
    shipDate: '01/02/2026',
    lossDate: '01/03/2026',
    lossCause: 'lost',
    merchandiseAmount: 10,
    merchandiseDescription: 'Food',
  },
  contactDetails: {},
  senderDetails: {},
  recipientDetails: {},
  payeeDetails: {},
};

type Case = [route: string, path: string, schema: z.ZodType, base: unknown];

/** Every number a request carries, in every request schema and the forms shared with the web. */
const NUMBER_FIELDS: Case[] = [
  ...[
    'shipments.0.products.0.quantity',
    'shipments.0.products.0.price',
    'shipments.0.products.0.dimensions.length',
    'shipments.0.products.0.dimensions.weight.value',
    'shipments.0.box.dimensions.height',
    'shipments.0.box.weight.value',
    'shipments.0.box.cost',
    'shipments.0.box.maxItemsAllowed',
    'shipments.0.box.dryIceWeight',
    'shipments.0.options.dryIceWeight',
    'shipments.0.options.carrierInsuranceAmount',
    'shipments.0.weights.customWeight',
    'shipments.0.preferredRate.markedUpRates.rate',
    'shipments.0.preferredRate.transitDays',
    'shipments.0.internationalSettings.quantity',
    'orderValue',
    'localCourierOptions.tip',
    'version',
  ].map((path): Case => ['POST/PUT /api/v1/orders', path, orderRequestSchema, order]),
  ...[
    'shipments.0.products.0.quantity',
    'shipments.0.products.0.dimensions.width',
    'shipments.0.box.dimensions.length',
  ].map((path): Case => ['POST /api/v1/orders/pack', path, packOrderRequestSchema, { shipments: order.shipments }]),
  ...['price', 'dimensions.length', 'dimensions.width', 'dimensions.height', 'dimensions.weight.value'].map(
    (path): Case => ['POST /api/v1/products', path, productRequestSchema, product],
  ),
  ['POST /api/v1/products (kit)', 'kitting.branchProducts.0.quantity', productRequestSchema, kit],
  ...['price', 'dimensions.length', 'dimensions.weight.value'].map((path): Case => [
    'POST /api/v1/packagings',
    path,
    packagingRequestSchema,
    packaging,
  ]),
  ...[
    'cost',
    'dimensions.length',
    'weight.value',
    'weight.maxWeightAllowed',
    'maxItemsAllowed',
    'dryIceWeight',
    'internalDimensions.height',
    'liner.price',
    'liner.quantity',
    'coolant.quantity',
  ].map((path): Case => ['POST /api/v1/boxes', path, boxRequestSchema, box]),
  ...['dryIce.weight', 'declaredValue.custom', 'shipmentWeights.customWeight', 'archiveOrders.days', 'version'].map(
    (path): Case => ['PUT /api/v1/account-settings', path, accountSettingsRequestSchema, {}],
  ),
  ['PUT /api/v1/preferences/{key}', 'value', preferenceBodySchema, { value: {} }],
  ['POST /api/v1/products/search', 'offset', productSearchRequestSchema, {}],
  [
    'POST /api/v1/orders/import',
    'rows.0.row',
    orderImportRequestSchema,
    { importId: 'i', rows: [{ row: 2, values: {} }], mapping: {} },
  ],
  ...['quantity', 'price', 'weight'].map((path): Case => ['orders import row', path, orderImportRowSchema, importRow]),
  ...['shipments.0.products.0.quantity', 'shipments.0.products.0.price'].map((path): Case => [
    'order form (web)',
    path,
    orderFormSchema,
    formOrder,
  ]),
  ...['dimensions.length', 'dimensions.weight.value'].map((path): Case => [
    'product form (web)',
    path,
    productFormSchema,
    product,
  ]),
  ['box form (web)', 'cost', boxFormSchema, box],
  ['account settings form (web)', 'dryIce.weight', accountSettingsFormSchema, { dryIce: { active: false } }],
  ...['numberOfPeices', 'dimensions.length', 'dimensions.weight'].map((path): Case => [
    'freight piece form (web)',
    path,
    freightPieceFormSchema,
    {
      packageType: 'Pallet',
      commodity: 'Food',
      productClass: '50',
      dimensions: { length: 40, width: 48, height: 50, weight: 500 },
    },
  ]),
  ...['dimensions.length', 'weight.value', 'insurance'].map((path): Case => [
    'rate estimate form (web)',
    path,
    rateEstimateFormSchema,
    { shipFrom: '78701', shipTo: '10001', dimensions: { length: 1, width: 1, height: 1 }, weight: { value: 1 } },
  ]),
  ['add funds form (web)', 'amount', addFundsFormSchema, { method: 'card', amount: 10 }],
  ['claim form (web)', 'claimDetails.merchandiseAmount', makeClaimFormSchema(), claim],
  [
    'template form (web)',
    'productUpsell.products.0.price',
    templateFormSchema,
    {
      type: 'email',
      subject: 'Hi',
      productUpsell: { isActive: true, products: [{ name: 'A', image: 'i', url: 'a.com', price: 1 }] },
    },
  ],
];

/** Answers of the house: the spec's field messages and ours, never zod's defaults. */
const HOUSE_MESSAGE =
  /^(This field is required|Invalid value|Must be |Quantity must be |Amount must be |Max (weight|dimension) allowed: |Total quantity must be |Value is too long|Must be a valid number)/;

describe('every number of every request is finite and bounded', () => {
  it.each(NUMBER_FIELDS)(
    '%s: %s refuses 1e21, 2^53 + 2, 1e308 and -1e308 at that field',
    (_route, path, schema, base) => {
      expect(schema.safeParse(base).success, 'the base request is valid').toBe(true);
      for (const n of [1e21, 2 ** 53 + 2, 1e308, -1e308]) {
        const errors = fieldErrors(schema, withValue(base, path, n));
        expect(Object.keys(errors), `${path} = ${n}`).toContain(path);
        expect(errors[path]).toMatch(HOUSE_MESSAGE);
      }
    },
  );

  it.each(NUMBER_FIELDS)('%s: %s never lets a denormal (5e-324) reach the table', (_route, path, schema, base) => {
    const r = schema.safeParse(withValue(base, path, 5e-324));
    if (r.success) expect(isStorableJson(r.data)).toBe(true);
    else expect(r.error.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});

const MEGABYTE = 'x'.repeat(1_000_000);

/** Text fields: spec caps where given, ours elsewhere; a 1 MB string is 'Value is too long' everywhere. */
const TEXT_FIELDS: Case[] = [
  ...[
    'orderNumber',
    'comment',
    'pickUpNotes',
    'dropOffNotes',
    'batchNumber',
    'loadType',
    'tags.0',
    'shippingAddress.company',
    'shippingAddress.name',
    'shippingAddress.address1',
    'shipments.0.products.0.title',
    'shipments.0.products.0.sku',
    'shipments.0.products.0._id',
    'shipments.0.box.name',
    'shipments.0.holdDate',
    'shipments.0.preferredRate.service',
    'shipments.0.internationalSettings.profileName',
    'localCourierOptions.deliverySchedule',
  ].map((path): Case => ['POST/PUT /api/v1/orders', path, orderRequestSchema, order]),
  ['POST /api/v1/orders/pack', 'shipments.0.products.0.title', packOrderRequestSchema, { shipments: order.shipments }],
  ...['name', 'company', 'email', 'phone', 'address.address1', 'address.city'].map((path): Case => [
    'POST /api/customers/create/bulk (each row)',
    path,
    customerRequestSchema,
    customer,
  ]),
  ...['title', 'sku', 'shop'].map((path): Case => ['POST /api/v1/products', path, productRequestSchema, product]),
  ['POST /api/v1/products (kit)', 'kitting.branchProducts.0.productId', productRequestSchema, kit],
  ...['title', 'sku'].map((path): Case => ['POST /api/v1/packagings', path, packagingRequestSchema, packaging]),
  ...['name', 'liner.title', 'coolant.sku'].map((path): Case => ['POST /api/v1/boxes', path, boxRequestSchema, box]),
  ...['name', 'phone', 'heardFrom', 'companyName', 'referralPartner'].map((path): Case => [
    'POST /api/v1/accounts',
    path,
    createAccountRequestSchema,
    { name: 'Ann', phone: '512-555-0100', heardFrom: 'search', companyName: 'Acme' },
  ]),
  ...['name', 'pickUpNotes', 'address.street1', 'address.phone'].map((path): Case => [
    'POST /api/v1/warehouses',
    path,
    warehouseRequestSchema,
    {
      name: 'Dock',
      address: { phone: '512-555-0100', street1: '1 Dock', city: 'Austin', state: 'TX', zipCode: '78701' },
    },
  ]),
  ['POST /api/v1/orders/saved-filters', 'name', savedFilterRequestSchema, { name: 'Mine', filters: {} }],
  [
    'POST /api/v1/orders/bulk',
    'batchNumber',
    bulkOrderRequestSchema,
    { orderIds: ['o1'], action: 'setBatch', batchNumber: 'B' },
  ],
  ['POST /api/v1/products/search', 'query', productSearchRequestSchema, {}],
  ...['sku', 'productTitle', 'comment'].map((path): Case => [
    'orders import row',
    path,
    orderImportRowSchema,
    importRow,
  ]),
];

describe('every text field of every request is capped', () => {
  it.each(TEXT_FIELDS)('%s: %s refuses a 1 MB string', (_route, path, schema, base) => {
    expect(schema.safeParse(base).success, 'the base request is valid').toBe(true);
    const errors = fieldErrors(schema, withValue(base, path, MEGABYTE));
    expect(errors[path], path).toBe(MESSAGES.tooLong);
  });

  it('PUT /api/v1/account-settings: deliveryConfirmation (a flag or a text) refuses a 1 MB string', () => {
    // Stored-shape refusals past the form's rules read 'Invalid value' (shared/api/settings).
    expect(fieldErrors(accountSettingsRequestSchema, { deliveryConfirmation: MEGABYTE })).toEqual({
      deliveryConfirmation: MESSAGES.invalid,
    });
  });
});

describe('every list of a request is capped', () => {
  const many = <T>(n: number, item: T) => Array.from({ length: n }, () => structuredClone(item));
  const line = order.shipments![0].products![0];
  it.each<[string, z.ZodType, unknown, string]>([
    [
      'shipments per order',
      orderRequestSchema,
      { ...order, shipments: many(LIST_MAX.shipmentsPerOrder + 1, order.shipments![0]) },
      'shipments',
    ],
    [
      'product lines per shipment',
      orderRequestSchema,
      withValue(order, 'shipments.0.products', many(LIST_MAX.linesPerShipment + 1, { ...line, quantity: 1 })),
      'shipments.0.products',
    ],
    [
      'packaging lines per shipment',
      orderRequestSchema,
      withValue(
        order,
        'shipments.0.packagings',
        many(LIST_MAX.linesPerShipment + 1, { packagingId: 'k', quantity: 1, price: 1 }),
      ),
      'shipments.0.packagings',
    ],
    ['tags per order', orderRequestSchema, { ...order, tags: many(11, 't').map((t, i) => `${t}${i}`) }, 'tags'],
    [
      'shipments per packing request',
      packOrderRequestSchema,
      { shipments: many(LIST_MAX.shipmentsPerOrder + 1, order.shipments![0]) },
      'shipments',
    ],
    [
      'kit branches',
      productRequestSchema,
      withValue(kit, 'kitting.branchProducts', many(LIST_MAX.kitBranches + 1, { productId: 'p', quantity: 1 })),
      'kitting.branchProducts',
    ],
    ['customers per bulk call', customersBulkRequestSchema, { customers: many(1001, customer) }, 'customers'],
    [
      'rows per import chunk',
      orderImportRequestSchema,
      { importId: 'i', rows: many(501, { row: 2, values: {} }), mapping: {} },
      'rows',
    ],
    [
      'columns per import row',
      orderImportRequestSchema,
      {
        importId: 'i',
        rows: [{ row: 2, values: Object.fromEntries(many(201, 0).map((_, i) => [`c${i}`, 'x'])) }],
        mapping: {},
      },
      'rows.0.values',
    ],
    [
      'text filters per query',
      savedFilterRequestSchema,
      { name: 'F', filters: { text: many(21, { field: 'name', operator: 'contains', value: 'a' }) } },
      'filters.text',
    ],
  ])('%s', (_rule, schema, value, path) => {
    expect(Object.keys(fieldErrors(schema, value))).toContain(path);
  });
});

describe('quantities: 10,000 units a line and an order (the packer and the order editor)', () => {
  const lineQuantity = (q: number) => withValue(order, 'shipments.0.products.0.quantity', q);
  const twoLines = (a: number, b: number) =>
    withValue(order, 'shipments.0.products', [
      { ...order.shipments![0].products![0], quantity: a },
      { ...order.shipments![0].products![0], _id: 'p2', quantity: b },
    ]);

  it.each<[string, z.ZodType, (v: unknown) => unknown]>([
    ['POST/PUT /api/v1/orders', orderRequestSchema, (v) => v],
    ['POST /api/v1/orders/pack', packOrderRequestSchema, (v) => ({ shipments: (v as typeof order).shipments })],
  ])('%s: a line of 1e21 units is refused on its quantity', (_route, schema, shape) => {
    expect(fieldErrors(schema, shape(lineQuantity(1e21)))).toEqual({
      'shipments.0.products.0.quantity': OUR_MESSAGES.quantityAtMost(QUANTITY_MAX),
    });
  });

  it.each<[string, z.ZodType, (v: unknown) => unknown]>([
    ['POST/PUT /api/v1/orders', orderRequestSchema, (v) => v],
    ['POST /api/v1/orders/pack', packOrderRequestSchema, (v) => ({ shipments: (v as typeof order).shipments })],
    [
      'order form (web)',
      orderFormSchema,
      (v) => ({ ...formOrder, shipments: (v as typeof order).shipments!.map((s) => ({ products: s.products })) }),
    ],
  ])('%s: two lines of 6,000 units are more than an order may hold', (_route, schema, shape) => {
    expect(fieldErrors(schema, shape(twoLines(6000, 6000)))).toEqual({
      shipments: OUR_MESSAGES.totalQuantityAtMost(QUANTITY_MAX),
    });
    expect(fieldErrors(schema, shape(twoLines(5000, 5000)))).toEqual({});
  });
});

describe('an order fits its DynamoDB item (400 KB)', () => {
  it(`shipments over ${ORDER_CONTENT_MAX_BYTES} bytes of JSON are refused on shipments; the same lines in fewer shipments pass`, () => {
    const line = { ...order.shipments![0].products![0], title: 't'.repeat(150), quantity: 1 };
    const shipment = {
      ...order.shipments![0],
      products: Array.from({ length: 500 }, (_, i) => ({ ...line, _id: `p-${i}` })),
    };
    expect(fieldErrors(orderRequestSchema, { ...order, shipments: [shipment, shipment, shipment] })).toEqual({
      shipments: OUR_MESSAGES.orderTooLarge,
    });
    expect(fieldErrors(orderRequestSchema, { ...order, shipments: [shipment] })).toEqual({});
  });
});

describe('fields the server owns are never taken from a request', () => {
  const forgedShipment = {
    ...order.shipments![0],
    id: 'client-chosen',
    shipmentStatus: 'delivered',
    label: { trackingCode: '1ZFORGED', trackingUrl: 'https://evil.example' },
    createdShipment: { status: 'delivered', tracking_code: '1ZFORGED' },
    refund: { refund_status: 'refunded' },
    fulfillment: { status: 'fulfilled' },
    billOfLading: { id: 'bol' },
    allRates: [{ rate: 1 }],
    printed: { labelPrintedAt: '2026-01-01T00:00:00Z' },
    tracking: { history: [], deliveryDate: '2026-01-02' },
    isEditable: false,
    isPurchaseable: true,
  };
  const SHIPMENT_OWNED = [
    'shipmentStatus',
    'label',
    'createdShipment',
    'refund',
    'fulfillment',
    'billOfLading',
    'allRates',
    'printed',
    'tracking',
    'isEditable',
    'isPurchaseable',
  ];

  it.each<[string, z.ZodType, unknown, (out: never) => Record<string, unknown>]>([
    [
      'POST/PUT /api/v1/orders',
      orderRequestSchema,
      { ...order, shipments: [forgedShipment] },
      (out: { shipments: Record<string, unknown>[] }) => out.shipments[0],
    ],
    [
      'POST /api/v1/orders/pack',
      packOrderRequestSchema,
      { shipments: [forgedShipment] },
      (out: { shipments: Record<string, unknown>[] }) => out.shipments[0],
    ],
  ])('%s: a shipment keeps no purchase state the client sent', (_route, schema, value, shipmentOf) => {
    const shipment = shipmentOf(schema.parse(value) as never);
    for (const key of SHIPMENT_OWNED) expect(shipment, key).not.toHaveProperty(key);
  });

  it('POST/PUT /api/v1/orders: the order keeps no id, lifecycle, print, delivery or stamp the client sent', () => {
    const forged = {
      ...order,
      id: 'o-client',
      archived: true,
      isCancelled: true,
      isDeleted: true,
      printed: true,
      deliveryDate: '2026-01-01',
      status: 'delivered',
      printState: { labelPrinted: true },
      fulfillmentState: 'fulfilled',
      warnings: [],
      storeId: 'shop',
      source: 'shopify',
      createdAt: '2020-01-01',
      updatedAt: '2020-01-01',
    };
    const out = orderRequestSchema.parse(forged) as Record<string, unknown>;
    for (const key of [
      'id',
      'archived',
      'isCancelled',
      'isDeleted',
      'printed',
      'deliveryDate',
      'status',
      'printState',
      'fulfillmentState',
      'warnings',
      'storeId',
      'source',
      'createdAt',
      'updatedAt',
    ]) {
      expect(out, key).not.toHaveProperty(key);
    }
  });

  it.each<[string, z.ZodType, unknown, string[]]>([
    [
      'POST /api/v1/products',
      productRequestSchema,
      { ...product, _id: 'p-client', createdAt: '2020', updatedAt: '2020', version: 9 },
      ['_id', 'createdAt', 'updatedAt', 'version'],
    ],
    [
      'POST /api/v1/packagings',
      packagingRequestSchema,
      { ...packaging, _id: 'k-client', createdAt: '2020' },
      ['_id', 'createdAt'],
    ],
    [
      'POST /api/v1/boxes',
      boxRequestSchema,
      { ...box, id: 'b-client', createdAt: '2020', calculatedWeights: { pounds: 1e308 }, weightToShow: 1e308 },
      ['id', 'createdAt', 'calculatedWeights', 'weightToShow'],
    ],
    [
      'POST /api/v1/customers',
      customerRequestSchema,
      { ...customer, _id: 'c-client', createdAt: '2020' },
      ['_id', 'createdAt'],
    ],
  ])('%s: drops what the server assigns', (_route, schema, value, owned) => {
    const out = schema.parse(value) as Record<string, unknown>;
    for (const key of owned) expect(out, key).not.toHaveProperty(key);
  });
});
