import { describe, expect, it } from 'vitest';
import {
  storeAddressOf,
  storeLineOf,
  storeOrderMetaOf,
  storeTotalsOf,
  type PlatformAddressParts,
} from '#domain/stores/store-order.rules';
import { TEXT_MAX } from '#domain/validation/bounded.schema';

describe('store order blocks every platform mapper fills with its own field names', () => {
  it.each<[string, PlatformAddressParts, { phone?: string | null; email?: string | null }, Record<string, string>]>([
    [
      'a full name wins over first and last names',
      { name: 'Ada L.', firstName: 'Ada', lastName: 'Lovelace', streets: ['1 Main St'] },
      {},
      { name: 'Ada L.', street1: '1 Main St', street2: '' },
    ],
    [
      'first and last names join; a missing last name leaves no space',
      { firstName: 'Ada', lastName: null, streets: ['1 Main St'] },
      {},
      { name: 'Ada' },
    ],
    [
      'street lines after the first join into street2 (the import has two), blanks dropped',
      { streets: [' 1 Main St', ' Suite 2 ', null, 'Floor 3'] },
      {},
      { street1: ' 1 Main St', street2: 'Suite 2, Floor 3' },
    ],
    [
      "the order's contact fills a phone and an email the address lacks",
      { streets: ['1 Main St'], phone: '', email: null },
      { phone: '5125550100', email: 'buyer@example.com' },
      { phone: '5125550100', email: 'buyer@example.com' },
    ],
    [
      "the address's own phone and email win over the contact",
      { streets: ['1 Main St'], phone: '111', email: 'own@example.com' },
      { phone: '222', email: 'other@example.com' },
      { phone: '111', email: 'own@example.com' },
    ],
    [
      'every missing part is an empty text',
      { streets: [] },
      {},
      {
        name: '',
        company: '',
        street1: '',
        street2: '',
        city: '',
        state: '',
        zip: '',
        country: '',
        phone: '',
        email: '',
      },
    ],
  ])('storeAddressOf: %s', (_, parts, contact, expected) => {
    expect(storeAddressOf(parts, contact)).toMatchObject(expected);
  });

  it.each([
    [
      { title: 'Hoodie', variant: 'Large', quantity: 2, priceCents: 4500 },
      { sku: '', title: 'Hoodie - Large', weight: 0 },
    ],
    [
      { sku: 'MUG', title: null, quantity: 1, priceCents: 0, weight: 0.75 },
      { sku: 'MUG', title: '', weight: 0.75 },
    ],
    [{ title: 'Gift', variant: '', quantity: 1, priceCents: 100 }, { title: 'Gift' }],
  ])('storeLineOf: %j', (line, expected) => {
    expect(storeLineOf(line)).toMatchObject({ quantity: line.quantity, priceCents: line.priceCents, ...expected });
  });

  it('storeTotalsOf: cents become dollars kept to the cent; USD when the platform names no currency', () => {
    expect(
      storeTotalsOf({ currency: null, subtotalCents: 2499, shippingCents: 500, taxCents: 206, totalCents: 3205 }),
    ).toEqual({ currency: 'USD', subtotal: 24.99, shipping: 5, tax: 2.06, total: 32.05 });
  });

  it.each([
    ['2026-03-02T10:00:00.000Z', '2026-03-01T09:00:00.000Z', '2026-03-02T10:00:00.000Z'],
    [undefined, '2026-03-01T09:00:00.000Z', '2026-03-01T09:00:00.000Z'],
    [undefined, undefined, ''],
  ])('storeOrderMetaOf: last change %s, created %s → updatedAt %j', (updatedAt, createdAt, expected) => {
    const meta = storeOrderMetaOf({
      platform: 'shopify',
      ctx: { storeId: 's1', importOptions: {} },
      orderNumber: '#1001',
      platformOrderId: '42',
      createdAt,
      updatedAt,
      cancelled: false,
      adminUrl: null,
      requestedService: ` ${'Express '.repeat(40)}`,
      note: null,
      totals: storeTotalsOf({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 }),
    });
    expect(meta.updatedAt).toBe(expected);
    expect(meta.storeId).toBe('s1');
    expect(meta.requestedService.startsWith('Express')).toBe(true);
    expect(meta.requestedService).toHaveLength(TEXT_MAX.name);
    expect(meta.note).toBe('');
  });
});
