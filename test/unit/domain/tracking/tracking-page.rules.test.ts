import { describe, expect, it } from 'vitest';
import { trackingLookupRequestSchema, trackingPageSettingsRequestSchema } from '#api/tracking-page';
import type { OrderRecord } from '#domain/orders/order-record';
import type { Shipment } from '#domain/shipments/shipment.schema';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import { subdomainOfHost, trackingPageAddress } from '#domain/tracking/tracking-page-host.rules';
import {
  emailMatchesOrder,
  firstNameOf,
  trackingPageProgressOf,
  trackingPageViewFor,
} from '#domain/tracking/tracking-page.rules';
import { defaultTrackingPageSettings, storedTrackingPageSettings } from '#domain/tracking/tracking-page.schema';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';

const scan = (status: string, datetime: string): TrackingEvent => ({
  message: `${status} scan`,
  description: '',
  status,
  status_detail: '',
  datetime,
  source: 'UPS',
  tracking_location: { city: 'Austin', state: 'TX', country: 'US', zip: '78701' },
});

const labelled = (id: string, code: string, status: string, events: TrackingEvent[] = []): Shipment =>
  ({
    id,
    products: [{ title: 'Smoked brisket', sku: 'BRISKET', quantity: 2, productId: 'p1' }],
    packagings: [],
    shipmentStatus: status,
    billOfLading: {
      trackingCode: code,
      carrier: 'UPS',
      service: 'Ground',
      labelDate: '2030-01-02',
      purchaseKey: `${id}#1`,
      sequence: 1,
      carrierShipmentId: 'shp_1',
      purchasedAt: '2030-01-02T10:00:00Z',
    },
    label: { trackingCode: code, trackingUrl: 'https://track.example.com/x' },
    tracking: { events, estimatedDeliveryDate: '2030-01-05', emails: [] },
  }) as unknown as Shipment;

const order = {
  id: 'o1',
  orderNumber: 'SD-1001',
  shippingAddress: {
    name: 'Maria Lopez',
    email: 'Maria@Example.com',
    phone: '512-555-0100',
    address1: '1100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    company: 'Lopez BBQ',
  },
  shipments: [
    labelled('s1', '1ZAAA', 'in_transit', [
      scan('pre_transit', '2030-01-02T10:00:00Z'),
      scan('in_transit', '2030-01-03T10:00:00Z'),
    ]),
    labelled('s2', '1ZBBB', 'delivered', [scan('delivered', '2030-01-04T10:00:00Z')]),
    { id: 's3', products: [{ title: 'Unshipped rub', quantity: 1 }], packagings: [] },
  ],
} as unknown as OrderRecord;

const branding = (({ subDomain: _s, ...b }) => b)(defaultTrackingPageSettings());

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('the tracking page progress bar: label created / in transit / out for delivery / delivered', () => {
  it.each([
    ['processing (bought, no scan yet)', 'processing', [], 0, 'Label created', undefined],
    ['pre_transit', 'pre_transit', [], 0, 'Label created', undefined],
    ['in_transit', 'in_transit', [], 1, 'In transit', undefined],
    ['out_for_delivery', 'out_for_delivery', [], 2, 'Out for delivery', undefined],
    ['delivered', 'delivered', [], 3, 'Delivered', undefined],
    ['available_for_pickup is named, at the last mile', 'available_for_pickup', [], 2, 'Available for pickup', 'info'],
    [
      'a failed delivery keeps the furthest step reached',
      'failure',
      ['in_transit', 'out_for_delivery'],
      2,
      'Delivery attempt failed',
      'error',
    ],
    [
      'a return keeps in transit, said plainly',
      'return_to_sender',
      ['in_transit'],
      1,
      'Returning to sender',
      'warning',
    ],
    ['a cancelled label', 'cancelled', [], 0, 'Shipment cancelled', 'warning'],
  ] as const)('%s', (_, status, history, step, statusLabel, kind) => {
    const progress = trackingPageProgressOf(
      status,
      history.map((s) => ({ status: s })),
    );
    expect(progress.step).toBe(step);
    expect(progress.statusLabel).toBe(statusLabel);
    expect(progress.exception?.kind).toBe(kind);
  });
});

describe('accounts §3 Tracking lookup: what the page shows', () => {
  it('by tracking number: that shipment only, and no personal data at all (no name, address, email, phone, items, order number)', () => {
    const view = trackingPageViewFor({ branding, order, shipmentId: 's1' });
    expect(view.order).toBeUndefined();
    expect(view.shipments).toHaveLength(1);
    expect(view.shipments[0]).toMatchObject({
      trackingCode: '1ZAAA',
      carrier: 'UPS',
      service: 'UPS Ground',
      step: 1,
      estimatedDeliveryDate: '2030-01-05',
      trackingLink: 'https://www.ups.com/track?loc=en_US&tracknum=1ZAAA',
    });
    expect(view.shipments[0].items).toBeUndefined();
    const text = stringsOf(view).join('\n');
    for (const personal of ['Maria', 'Lopez', 'aria@', '512-555', 'Congress', '78701', 'SD-1001', 'brisket'])
      expect(text.toLowerCase()).not.toContain(personal.toLowerCase());
  });

  it('the timeline: newest first, city/state/country only (no zip)', () => {
    const [shipment] = trackingPageViewFor({ branding, order, shipmentId: 's1' }).shipments;
    expect(shipment.events).toEqual([
      {
        message: 'in_transit scan',
        status: 'in_transit',
        datetime: '2030-01-03T10:00:00Z',
        location: { city: 'Austin', state: 'TX', country: 'US' },
      },
      {
        message: 'pre_transit scan',
        status: 'pre_transit',
        datetime: '2030-01-02T10:00:00Z',
        location: { city: 'Austin', state: 'TX', country: 'US' },
      },
    ]);
  });

  it('by email and order: every labelled shipment with items, the first name, destination city and state, the order number', () => {
    const view = trackingPageViewFor({ branding, order });
    expect(view.order).toEqual({
      orderNumber: 'SD-1001',
      recipientFirstName: 'Maria',
      destination: { city: 'Austin', state: 'TX' },
    });
    expect(view.shipments.map((s) => s.trackingCode)).toEqual(['1ZAAA', '1ZBBB']);
    expect(view.shipments[0].items).toEqual([{ name: 'Smoked brisket', quantity: 2 }]);
    const text = stringsOf(view).join('\n');
    for (const never of ['Lopez', '512-555', 'Congress', '78701', 'Maria@Example.com'])
      expect(text).not.toContain(never);
  });

  it('a tracking number of an unlabelled shipment shows nothing', () => {
    expect(trackingPageViewFor({ branding, order, shipmentId: 's3' }).shipments).toEqual([]);
  });

  it.each([
    ['maria@example.com', true],
    ['  MARIA@EXAMPLE.COM ', true],
    ['maria@example.org', false],
    ['', false],
  ])('the recipient email matches %j case-insensitively: %s', (email, matches) => {
    expect(emailMatchesOrder(order, email)).toBe(matches);
  });

  it('an order without a recipient email matches no email', () => {
    expect(emailMatchesOrder({ shippingAddress: { email: '' } } as OrderRecord, '')).toBe(false);
  });

  it.each([
    ['Maria Lopez', 'Maria'],
    ['  Jo  ', 'Jo'],
    ['', ''],
    [null, ''],
  ])('first name of %j is %j', (name, first) => expect(firstNameOf(name)).toBe(first));
});

describe('accounts §5 Tracking lookup: email and order required when no tracking number is given', () => {
  it.each([
    [{ subDomain: 'demo', tracking: '1ZAAA' }, undefined],
    [{ subDomain: 'demo', email: 'a@b.co', order: '1001' }, undefined],
    [{ subDomain: 'demo' }, { email: MESSAGES.required, order: MESSAGES.required }],
    [{ subDomain: 'demo', tracking: '  ', email: 'a@b.co' }, { order: MESSAGES.required }],
    [{ subDomain: 'demo', email: 'nope', order: '1' }, { email: MESSAGES.invalidEmail }],
    [{ subDomain: 'www.demo', tracking: '1' }, { subDomain: MESSAGES.invalidSubdomain }],
    [{ tracking: '1' }, { subDomain: MESSAGES.required }],
  ])('%j', (request, errors) => {
    const parsed = trackingLookupRequestSchema.safeParse(request);
    const fieldErrors = parsed.error
      ? Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
      : undefined;
    expect(fieldErrors).toEqual(errors);
  });
});

describe('tracking page settings: the template rules (accounts §5 Templates, Subdomain)', () => {
  const valid = { subDomain: 'Demo-Foods', logoUrl: 'https://cdn.example.com/logo.png' };
  const errorsOf = (input: unknown) =>
    Object.fromEntries(
      (trackingPageSettingsRequestSchema.safeParse(input).error?.issues ?? []).map((i) => [
        i.path.join('.'),
        i.message,
      ]),
    );

  it('defaults: no subdomain and the template colours (orders §9)', () => {
    expect(defaultTrackingPageSettings()).toMatchObject({
      subDomain: '',
      colors: { header: '#000000', text: '#000000', details: '#4c66a0' },
      faq: { isActive: false, questions: [] },
      productUpsell: { isActive: false, products: [] },
      contact: { email: '', phone: '', url: '' },
    });
  });

  it('the subdomain is kept lowercased', () => {
    expect(trackingPageSettingsRequestSchema.parse(valid).subDomain).toBe('demo-foods');
  });

  it.each([
    [{ subDomain: 'mail.shop' }, { subDomain: MESSAGES.invalidSubdomain }],
    [{ subDomain: 'my shop' }, { subDomain: MESSAGES.invalidSubdomain }],
    [{ subDomain: 'WWW' }, { subDomain: MESSAGES.invalidSubdomain }],
    [{ subDomain: 'imap' }, { subDomain: MESSAGES.invalidSubdomain }],
    [{ subDomain: 'www-shop' }, {}],
    [{ logoUrl: 'http://cdn.example.com/logo.png' }, { logoUrl: MESSAGES.invalidUrl }],
    [{ logoUrl: 'javascript:alert(1)' }, { logoUrl: MESSAGES.invalidUrl }],
    [{ logoUrl: `https://cdn.example.com/${'x'.repeat(1_100)}` }, { logoUrl: MESSAGES.tooLong }],
    [
      { colors: { header: 'red;background:url(x)', text: '#000', details: '#4c66a0' } },
      { 'colors.header': MESSAGES.invalid },
    ],
    [{ faq: { isActive: true, questions: [] } }, { 'faq.questions': OUR_MESSAGES.atLeastOne('question') }],
    [
      { productUpsell: { isActive: true, products: [] } },
      { 'productUpsell.products': OUR_MESSAGES.atLeastOne('product') },
    ],
    [
      { productUpsell: { isActive: true, products: [{ name: 'Rub', image: 'x', url: 'not a url', price: 9 }] } },
      { 'productUpsell.products.0.url': MESSAGES.invalidUrl },
    ],
    [
      { contact: { email: 'nope', phone: 'call me', url: 'nope' } },
      {
        'contact.email': MESSAGES.invalidEmail,
        'contact.phone': MESSAGES.phoneFormat,
        'contact.url': MESSAGES.invalidUrl,
      },
    ],
  ])('%j', (change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });

  it('stored settings read defensively: missing fields take defaults, a broken item reads as the defaults', () => {
    expect(storedTrackingPageSettings({ subDomain: 'demo' })).toMatchObject({ subDomain: 'demo', companyName: '' });
    expect(storedTrackingPageSettings({ colors: 'broken' })).toEqual(defaultTrackingPageSettings());
    expect(storedTrackingPageSettings(undefined)).toEqual(defaultTrackingPageSettings());
  });
});

describe('the tracking page host: <subdomain>.<tracking host>', () => {
  it.each([
    ['demo-foods.localhost', 'localhost', 'demo-foods'],
    ['Demo-Foods.LOCALHOST', 'localhost', 'demo-foods'],
    ['demo-foods.track.example.com', 'track.example.com', 'demo-foods'],
    ['localhost', 'localhost', undefined],
    ['a.b.localhost', 'localhost', undefined],
    ['www.localhost', 'localhost', undefined],
    ['mail.localhost', 'localhost', undefined],
    ['evil-localhost', 'localhost', undefined],
    ['demo-foods.localhost', undefined, undefined],
  ])('%s on %s: %s', (host, base, sub) => expect(subdomainOfHost(host, base)).toBe(sub));

  it('the public address: the subdomain with the app port, else the fallback on the app origin', () => {
    const app = { protocol: 'http:', port: '3000', origin: 'http://localhost:3000' };
    expect(trackingPageAddress(app, 'localhost', 'demo-foods')).toBe('http://demo-foods.localhost:3000/track');
    expect(trackingPageAddress(app, undefined, 'demo-foods')).toBe(
      'http://localhost:3000/tracking-page?subdomain=demo-foods',
    );
    expect(trackingPageAddress(app, 'localhost', '')).toBe('');
  });
});
