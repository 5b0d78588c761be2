import { describe, expect, it } from 'vitest';
import { groupToOrderContent, importedGroupErrors } from '#domain/imports/order-import.rules';
import { mapBigCommerceOrder, bigCommerceOrderAdminUrl } from '#domain/stores/bigcommerce-order.rules';
import { mapShopifyOrder, shopifyOrderAdminUrl } from '#domain/stores/shopify-order.rules';
import { mapSquareOrder } from '#domain/stores/square-order.rules';
import {
  STORE_ORDER_SKIP_REASONS,
  centsOf,
  isoInstant,
  regionCode,
  type StoreOrderContext,
  type StoreOrderMapping,
} from '#domain/stores/store-order.rules';
import { mapWooCommerceOrder, wooOrderAdminUrl } from '#domain/stores/woocommerce-order.rules';
import { bigCommerceOrder } from './fixtures/bigcommerce.fixtures';
import { shopifyCanadianCancelledOrder, shopifyDigitalOrder, shopifyTexasOrder } from './fixtures/shopify.fixtures';
import { squareCancelledOrder, squarePickupOrder, squareShipmentOrder } from './fixtures/square.fixtures';
import { wooCancelledOrder, wooPickupOrder, wooUkOrder } from './fixtures/woocommerce.fixtures';

const ctx: StoreOrderContext = { storeId: 'store-1', importOptions: { defaultWeightUnits: 'lb' } };

function mapped(result: StoreOrderMapping) {
  if (result.outcome !== 'mapped') throw new Error(`expected mapped, got ${JSON.stringify(result)}`);
  return result;
}

describe('Shopify orders → the CSV import group (issue #13 item 4: same import rules as CSV)', () => {
  const result = mapped(mapShopifyOrder(shopifyTexasOrder, { ...ctx, shop: 'smokehouse-tx.myshopify.com' }));
  const [brisket, sausage] = result.group.rows;

  it('uses `name` ("#1001") as the order number and keeps the platform id apart', () => {
    expect(result.group.orderNumber).toBe('#1001');
    expect(result.store).toMatchObject({ platform: 'shopify', storeId: 'store-1', platformOrderId: '5510293848211' });
  });

  it('maps the recipient field by field (orders §3 shippingAddress)', () => {
    expect(brisket.values).toMatchObject({
      recipientName: 'Dana Whitfield',
      company: '',
      email: 'dana.whitfield@example.com',
      phone: '512-555-0148',
      address1: '1400 S Congress Ave',
      address2: 'Unit 12',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      country: 'US',
    });
  });

  it('maps each shipped line: sku, title with variant, quantity, price in dollars, grams in the import unit', () => {
    expect(result.group.rows).toHaveLength(2); // the e-gift card needs no shipping
    expect(brisket).toMatchObject({
      row: 1,
      values: { sku: 'BRSK-WHL-12', productTitle: 'Smoked Prime Brisket - Whole (12 lb)', quantity: 2, price: 89.99 },
    });
    expect(brisket.values.weight).toBeCloseTo(12, 2);
    expect(brisket.values.weightUnit).toBe('lb');
    // A line without a SKU is identified by its title, as a CSV row may be (orders §5).
    expect(sausage.values).toMatchObject({ sku: '', productTitle: 'Jalapeño Cheddar Sausage Sampler', quantity: 1 });
  });

  it('reads grams in kilograms when the account imports Shopify products in kg', () => {
    const kg = mapped(mapShopifyOrder(shopifyTexasOrder, { ...ctx, importOptions: { defaultWeightUnits: 'kg' } }));
    expect(kg.group.rows[0].values).toMatchObject({ weight: 5.443, weightUnit: 'kg' });
  });

  it('keeps the order date, tags, platform updated time, totals, requested service and admin link', () => {
    expect(brisket.values.orderDate).toBe('2026-11-20T15:15:02.000Z');
    expect(brisket.values.tags).toBe('perishable,holiday-2026');
    expect(result.store).toMatchObject({
      updatedAt: '2026-11-20T15:16:40.000Z',
      cancelled: false,
      requestedService: 'UPS 2nd Day Air',
      adminUrl: 'https://admin.shopify.com/store/smokehouse-tx/orders/5510293848211',
      totals: { currency: 'USD', subtotal: 204.97, shipping: 24.95, tax: 13.68, total: 243.6 },
    });
    expect(result.store.note).toContain('extra dry ice');
  });

  it('writes the note and requested service into the comment only with importAdditionalDetails (accounts §3)', () => {
    expect(brisket.values.comment).toBe('');
    const detailed = mapped(mapShopifyOrder(shopifyTexasOrder, { ...ctx, importAdditionalDetails: true }));
    expect(detailed.group.rows[0].values.comment).toBe(
      'Please pack with extra dry ice — we are out until Friday. Leave at the back door.\nRequested service: UPS 2nd Day Air',
    );
  });

  it('is exactly what the CSV path consumes: no group errors, and groupToOrderContent builds the order', () => {
    expect(importedGroupErrors(result.group)).toEqual([]);
    const content = groupToOrderContent(result.group, 'America/Chicago');
    expect(content.orderNumber).toBe('#1001');
    expect(content.orderDate).toBe('2026-11-20T15:15:02.000Z');
    expect(content.tags).toEqual(['perishable', 'holiday-2026']);
    expect(content.shippingAddress).toMatchObject({ name: 'Dana Whitfield', state: 'TX', residential: true });
    expect(content.shipments[0].products.map((p) => [p.sku, p.title, p.quantity, p.price])).toEqual([
      ['BRSK-WHL-12', 'Smoked Prime Brisket - Whole (12 lb)', 2, 89.99],
      ['', 'Jalapeño Cheddar Sausage Sampler', 1, 24.99],
    ]);
    expect([...result.mapped]).toContain('comment');
  });

  it('maps a cancelled Canadian order: cancelled flag, province code, postal code, company', () => {
    const ca = mapped(mapShopifyOrder(shopifyCanadianCancelledOrder, ctx));
    expect(ca.store.cancelled).toBe(true);
    expect(ca.store.updatedAt).toBe('2026-11-22T13:30:00.000Z');
    expect(ca.group.rows[0].values).toMatchObject({
      company: 'Tremblay Catering Inc.',
      state: 'ON',
      zip: 'M5V 2T6',
      country: 'CA',
      quantity: 3,
      price: 18.5,
    });
  });

  it('skips a digital order without a shipping address, with a reason and its store data', () => {
    const digital = mapShopifyOrder(shopifyDigitalOrder, ctx);
    expect(digital).toMatchObject({
      outcome: 'skipped',
      reason: 'noShippingAddress',
      message: STORE_ORDER_SKIP_REASONS.noShippingAddress,
      store: { orderNumber: '#1003', platformOrderId: '5510293848300' },
    });
  });

  it('an order edit that removed a line (current_quantity 0) drops it; a reduced line ships the current quantity', () => {
    const [brisketLine, sausageLine, gift] = shopifyTexasOrder.line_items;
    const edited = mapped(
      mapShopifyOrder(
        {
          ...shopifyTexasOrder,
          line_items: [{ ...brisketLine, current_quantity: 1 }, { ...sausageLine, current_quantity: 0 }, gift],
        },
        ctx,
      ),
    );
    expect(edited.group.rows.map((r) => [r.values.sku, r.values.quantity])).toEqual([['BRSK-WHL-12', 1]]);
  });

  it('falls back to order_number when `name` is missing', () => {
    const { name: _n, ...noName } = shopifyTexasOrder;
    expect(mapped(mapShopifyOrder(noName, ctx)).group.orderNumber).toBe('1001');
  });
});

describe('WooCommerce orders', () => {
  const result = mapped(mapWooCommerceOrder(wooUkOrder, { ...ctx, shop: 'https://smokehouse.example.co.uk/' }));

  it('maps a UK order: number, GMT dates, shipping address, billing contact as fallback', () => {
    expect(result.group.orderNumber).toBe('4821');
    expect(result.group.rows[0].values).toMatchObject({
      orderDate: '2026-11-20T16:02:11.000Z',
      recipientName: 'George Bennett',
      address1: 'Flat 3',
      address2: '27 Baker Street',
      city: 'London',
      state: 'GREATER LONDON',
      zip: 'NW1 6XE',
      country: 'GB',
      phone: '07700 900123',
      email: 'oliver.bennett@example.co.uk',
    });
    expect(result.store).toMatchObject({
      updatedAt: '2026-11-20T16:05:00.000Z',
      adminUrl: 'https://smokehouse.example.co.uk/wp-admin/post.php?post=4821&action=edit',
      requestedService: 'DPD Next Day (chilled)',
      totals: { currency: 'GBP', subtotal: 95.4, shipping: 15, tax: 22.08, total: 132.48 },
    });
  });

  it('maps a multi-quantity line with its unit price to the cent; Woo lines carry no weight', () => {
    expect(result.group.rows[1].values).toMatchObject({ sku: 'SAUS-CMB-6', quantity: 3, price: 10.47, weight: 0 });
  });

  it('status cancelled cancels; local pickup is skipped', () => {
    expect(mapped(mapWooCommerceOrder(wooCancelledOrder, ctx)).store.cancelled).toBe(true);
    expect(mapWooCommerceOrder(wooPickupOrder, ctx)).toMatchObject({ outcome: 'skipped', reason: 'noShippingAddress' });
  });
});

describe('BigCommerce orders', () => {
  const result = mapped(mapBigCommerceOrder(bigCommerceOrder, { ...ctx, shop: 'abc123xyz' }));

  it('uses the id as the order number and reads the state name back to its code', () => {
    expect(result.group.orderNumber).toBe('118');
    expect(result.group.rows[0].values).toMatchObject({
      recipientName: 'Marcus Lee',
      company: 'Lee & Sons Deli',
      address2: 'Loading dock B',
      state: 'TX',
      zip: '77002',
      phone: '713-555-0110',
      email: 'marcus@leeandsons.example.com',
      sku: 'BRSK-FLT-5',
      quantity: 3,
      price: 49.99,
      weight: 5,
      orderDate: '2026-11-20T18:30:00.000Z',
    });
    expect(result.store).toMatchObject({
      updatedAt: '2026-11-20T18:45:12.000Z',
      cancelled: false,
      requestedService: 'FedEx Priority Overnight',
      adminUrl: 'https://store-abc123xyz.mybigcommerce.com/manage/orders/118',
      totals: { subtotal: 149.97, shipping: 29.99, tax: 0, total: 179.96 },
    });
  });

  it('weights keep their decimals ("0.3750")', () => {
    const light = mapped(
      mapBigCommerceOrder(
        { ...bigCommerceOrder, products: [{ ...bigCommerceOrder.products[0], weight: '0.3750' }] },
        ctx,
      ),
    );
    expect(light.group.rows[0].values.weight).toBe(0.375);
  });

  it('status 5 (Cancelled) cancels', () => {
    expect(mapped(mapBigCommerceOrder({ ...bigCommerceOrder, status_id: 5 }, ctx)).store.cancelled).toBe(true);
  });

  it('an order with no shipping address (digital only) is skipped', () => {
    expect(mapBigCommerceOrder({ ...bigCommerceOrder, shipping_addresses: [] }, ctx)).toMatchObject({
      outcome: 'skipped',
      reason: 'noShippingAddress',
    });
  });
});

describe('Square orders', () => {
  const result = mapped(mapSquareOrder(squareShipmentOrder, ctx));

  it('uses reference_id, the SHIPMENT recipient, a third street line joined to the second, money in cents', () => {
    expect(result.group.orderNumber).toBe('SQ-2044');
    expect(result.group.rows[0].values).toMatchObject({
      recipientName: 'Priya Nair',
      address1: '1055 W Georgia St',
      address2: 'Suite 1500, Attn: Receiving',
      city: 'Vancouver',
      state: 'BC',
      zip: 'V6E 3P3',
      country: 'CA',
      productTitle: 'Smoked Turkey Sausage - 1 lb pack',
      sku: '',
      quantity: 3,
      price: 12.99,
    });
    expect(result.store).toMatchObject({
      platformOrderId: 'CAISENgvlJ6jLWAzERDzjyHVybY',
      requestedService: 'Canada Post Xpresspost',
      note: 'Keep frozen — ships with dry ice.',
      adminUrl: null,
      totals: { currency: 'CAD', subtotal: 38.97, tax: 2, total: 45.97 },
    });
  });

  it('falls back to the order id; CANCELED cancels; PICKUP is skipped', () => {
    const cancelled = mapped(mapSquareOrder(squareCancelledOrder, ctx));
    expect(cancelled.group.orderNumber).toBe('CAISENgvlJ6jLWAzERDzjyHVybY');
    expect(cancelled.store.cancelled).toBe(true);
    expect(mapSquareOrder(squarePickupOrder, ctx)).toMatchObject({ outcome: 'skipped', reason: 'noShippingAddress' });
  });
});

describe('bounds: hostile or odd payloads answer an outcome, never throw', () => {
  it('a 10,000-character note is cut to the comment cap (500)', () => {
    const long = mapped(
      mapShopifyOrder({ ...shopifyTexasOrder, note: 'x'.repeat(10_000) }, { ...ctx, importAdditionalDetails: true }),
    );
    expect(long.store.note).toHaveLength(500);
    expect(long.group.rows[0].values.comment).toHaveLength(500);
  });

  it.each([
    ['a note past the payload cap', { ...shopifyTexasOrder, note: 'x'.repeat(20_001) }, 'payload.note'],
    ['an order name past 60 characters', { ...shopifyTexasOrder, name: '#'.repeat(61) }, 'payload.name'],
    [
      'a quantity past a million',
      { ...shopifyTexasOrder, line_items: [{ quantity: 2_000_000 }] },
      'payload.line_items.0.quantity',
    ],
    [
      '501 lines',
      { ...shopifyTexasOrder, line_items: Array(501).fill(shopifyTexasOrder.line_items[0]) },
      'payload.line_items',
    ],
    ['no id', { ...shopifyTexasOrder, id: undefined }, 'payload.id'],
  ])('%s is refused as an invalid payload', (_case, payload, field) => {
    const result = mapShopifyOrder(payload, ctx);
    expect(result.outcome).toBe('invalid');
    if (result.outcome === 'invalid') expect(result.errors[0].field).toBe(field);
  });

  it.each([null, undefined, 'order', 42, [], {}])('%j is invalid for every platform', (payload) => {
    for (const map of [mapShopifyOrder, mapWooCommerceOrder, mapBigCommerceOrder, mapSquareOrder])
      expect(map(payload, ctx).outcome).toBe('invalid');
  });

  it('a country the product does not ship to carries the import row message per line', () => {
    const de = mapShopifyOrder(
      {
        ...shopifyTexasOrder,
        shipping_address: { ...shopifyTexasOrder.shipping_address, country_code: 'DE', province_code: null },
      },
      ctx,
    );
    expect(de.outcome).toBe('invalid');
    if (de.outcome === 'invalid')
      expect(de.errors).toContainEqual(expect.objectContaining({ row: 1, field: 'country' }));
  });

  it('a recipient name longer than a label prints is cut to 35, a street is never cut', () => {
    const longName = mapped(
      mapShopifyOrder(
        { ...shopifyTexasOrder, shipping_address: { ...shopifyTexasOrder.shipping_address, name: 'N'.repeat(80) } },
        ctx,
      ),
    );
    expect(longName.group.rows[0].values.recipientName).toHaveLength(35);
    const longStreet = mapShopifyOrder(
      { ...shopifyTexasOrder, shipping_address: { ...shopifyTexasOrder.shipping_address, address1: 'S'.repeat(40) } },
      ctx,
    );
    expect(longStreet).toMatchObject({
      outcome: 'invalid',
      errors: [
        { row: 1, field: 'address1', message: 'Value is too long' },
        { row: 2, field: 'address1', message: 'Value is too long' },
      ],
    });
  });
});

describe('helpers', () => {
  it.each([
    ['24.99', 2499],
    ['24.9900', 2499],
    ['24.995', 2500],
    [10.466666, 1047],
    ['', 0],
    ['abc', 0],
    ['1e9', 0],
    [null, 0],
  ])('centsOf(%j) = %d', (value, cents) => expect(centsOf(value)).toBe(cents));

  it('reads RFC 2822, offset ISO and Woo GMT times as UTC instants', () => {
    expect(isoInstant('Fri, 20 Nov 2026 18:30:00 +0000')).toBe('2026-11-20T18:30:00.000Z');
    expect(isoInstant('2026-11-20T09:15:02-06:00')).toBe('2026-11-20T15:15:02.000Z');
    expect(isoInstant('2026-11-20T16:02:11', true)).toBe('2026-11-20T16:02:11.000Z');
    expect(isoInstant('not a date')).toBeUndefined();
  });

  it('regionCode reads names back to codes and leaves GB text alone', () => {
    expect(regionCode('US', 'Texas')).toBe('TX');
    expect(regionCode('CA', 'Ontario')).toBe('ON');
    expect(regionCode('US', 'tx')).toBe('TX');
    expect(regionCode('GB', 'Greater London')).toBe('Greater London');
  });

  it('deep links are built only from a usable shop and a numeric id', () => {
    expect(shopifyOrderAdminUrl('https://smokehouse-tx.myshopify.com/', '1')).toBe(
      'https://admin.shopify.com/store/smokehouse-tx/orders/1',
    );
    expect(shopifyOrderAdminUrl('evil.com/../x', '1')).toBeNull();
    expect(shopifyOrderAdminUrl('smokehouse', '1/../2')).toBeNull();
    expect(wooOrderAdminUrl('javascript:alert(1)', '1')).toBeNull();
    expect(wooOrderAdminUrl('https://shop.example.com/store/', '7')).toBe(
      'https://shop.example.com/store/wp-admin/post.php?post=7&action=edit',
    );
    expect(bigCommerceOrderAdminUrl('stores/abc123', '9')).toBe(
      'https://store-abc123.mybigcommerce.com/manage/orders/9',
    );
    expect(bigCommerceOrderAdminUrl('abc.evil.com', '9')).toBeNull();
  });
});
