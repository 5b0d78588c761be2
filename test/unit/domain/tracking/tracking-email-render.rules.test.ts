import { describe, expect, it } from 'vitest';
import { notificationTemplateRequestSchema } from '#api/notifications';
import { TRACKING_EMAIL_STATUSES } from '#domain/statuses/tracking-email-status.constants';
import {
  TRACKING_EMAIL_COPY,
  defaultNotificationTemplate,
} from '#domain/tracking/notification-template-defaults.rules';
import { notificationTemplateSchema } from '#domain/tracking/notification-template.schema';
import {
  escapeHtml,
  formatPrice,
  priceText,
  renderTrackingEmail,
  safeHttpUrl,
  sampleTrackingEmailContent,
} from '#domain/tracking/tracking-email-render.rules';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';

const SCRIPT = '<script>alert(1)</script>';
const BREAKOUT = '"><img src=x onerror=alert(1)>';

const template = (over: Record<string, unknown> = {}) =>
  notificationTemplateSchema.parse({ ...defaultNotificationTemplate('in_transit'), ...over });

/** Tags the renderer itself writes; anything else in the HTML came from data. */
const OWN_TAGS = new Set([
  'html',
  'head',
  'meta',
  'body',
  'table',
  'tr',
  'td',
  'h1',
  'h2',
  'p',
  'a',
  'span',
  'strong',
  'br',
  'img',
  '!doctype',
]);

function foreignTags(html: string): string[] {
  return [...html.matchAll(/<\/?([!a-z0-9]+)/gi)].map((m) => m[1].toLowerCase()).filter((t) => !OWN_TAGS.has(t));
}

describe('tracking email rendering: every merchant and shopper value escaped', () => {
  const hostile = template({
    subject: `Hi ${SCRIPT}`,
    faq: { isActive: true, questions: [{ question: SCRIPT, answer: BREAKOUT }] },
    productUpsell: {
      isActive: true,
      products: [
        {
          name: BREAKOUT,
          image: `https://cdn.example.com/a.png${BREAKOUT}`,
          url: 'javascript:alert(1)',
          price: SCRIPT,
        },
      ],
    },
  });
  const content = {
    ...sampleTrackingEmailContent('in_transit', `Shop ${SCRIPT}`),
    orderNumber: BREAKOUT,
    recipientName: SCRIPT,
    items: [
      { title: SCRIPT, quantity: 1, price: 5 },
      { title: BREAKOUT, quantity: 2 },
    ],
    history: [{ datetime: '2024-05-01T10:00:00Z', message: BREAKOUT, location: SCRIPT }],
    links: [{ url: 'javascript:alert(1)', trackingCodes: [SCRIPT] }],
  };
  const email = renderTrackingEmail(hostile, content);

  it('a product name <script> or "><img onerror> never becomes markup', () => {
    expect(foreignTags(email.html)).toEqual([]);
    expect(email.html).not.toMatch(/<img src=x/i);
    expect(email.html).not.toMatch(/<[^>]* onerror=/i);
    expect(email.html).toContain(escapeHtml(BREAKOUT));
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('no javascript: link and no image whose URL would break out of its attribute', () => {
    expect(email.html).not.toMatch(/javascript:/i);
    expect(email.html).not.toContain('src="https://cdn.example.com/a.png"');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,x')).toBeUndefined();
    expect(safeHttpUrl('shop.example.com/crab')).toBe('https://shop.example.com/crab');
    expect(safeHttpUrl('https://a.example.com/x"y')).toBeUndefined();
  });

  it('a colour that is no hex colour falls back to the default rather than reaching a style', () => {
    const css = renderTrackingEmail(
      template({ colors: { header: 'red;background:url(https://evil.example)', text: '#111111', details: '#4c66a0' } }),
      content,
    );
    expect(css.html).not.toContain('evil.example');
    expect(css.html).toContain('background:#000000');
    expect(css.html).toContain('color:#111111');
  });

  it('the subject fills its placeholders and stays one header line', () => {
    const s = renderTrackingEmail(template({ subject: 'Order {orderNumber}\r\nBcc: x@evil.example' }), {
      ...content,
      orderNumber: '#1001',
    });
    expect(s.subject).toBe('Order #1001 Bcc: x@evil.example');
  });

  it('the plain text keeps the values as they are (nothing to escape in text)', () => {
    expect(email.text).toContain(`Hi ${SCRIPT},`);
    expect(email.text).not.toContain('javascript:');
  });
});

describe('tracking email rendering: sections follow the template', () => {
  const content = sampleTrackingEmailContent('delivered', 'Crab Shack');

  it('header with the company, status line, tracking link, history, items, contact', () => {
    const { html, text } = renderTrackingEmail(defaultNotificationTemplate('delivered'), content);
    expect(html).toContain('Crab Shack');
    expect(html).toContain(TRACKING_EMAIL_COPY.delivered.headline);
    expect(html).toContain('href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490"');
    expect(html).toContain('Tracking history');
    expect(html).toContain('Items in your order');
    expect(html).toContain('Contact us');
    expect(html).not.toContain('Frequently asked questions');
    expect(text).toContain('Track your package: https://tools.usps.com/');
    // The number under the button, on its own line, not squeezed beside it.
    expect(html).toMatch(
      /Track your package<\/a><br><span[^>]*>Tracking number: <strong>9400111899223197428490<\/strong>/,
    );
  });

  it('sections turned off are left out; FAQ and upsell show when active', () => {
    const { html } = renderTrackingEmail(
      template({
        trackingHistory: false,
        itemsBought: false,
        contactUs: false,
        colors: { header: '#ffffff', text: '#222222', details: '#ff0000' },
        faq: { isActive: true, questions: [{ question: 'Frozen?', answer: 'Dry ice.' }] },
        productUpsell: {
          isActive: true,
          products: [
            {
              name: 'Crab cakes',
              image: 'https://cdn.example.com/c.png',
              url: 'https://shop.example.com/c',
              price: 30,
            },
          ],
        },
      }),
      content,
    );
    expect(html).not.toContain('Tracking history');
    expect(html).not.toContain('Items in your order');
    expect(html).not.toContain('Contact us');
    expect(html).toContain('Frozen?');
    expect(html).toContain('href="https://shop.example.com/c"');
    expect(html).toContain('$30.00');
    // A light header gets dark ink.
    expect(html).toContain('background:#ffffff;padding:20px 24px;font-family:Arial,Helvetica,sans-serif;color:#000000');
  });
});

describe('prices read with two decimals (24.50, not 24.5)', () => {
  it.each([
    [24.5, '24.50', '$24.50'],
    [30, '30.00', '$30.00'],
    [0.1 + 0.2, '0.30', '$0.30'],
    ['24.5', '24.50', '$24.50'],
    [' 18 ', '18.00', '$18.00'],
    ['', '', ''],
    ['ask us', 'ask us', 'ask us'],
    [undefined, '', ''],
  ])('%j → form %j, email %j', (price, text, email) => {
    expect(priceText(price)).toBe(text);
    expect(formatPrice(price)).toBe(email);
  });

  it('an upsell product and an item bought at 24.5 read $24.50 in the HTML and the text', () => {
    const email = renderTrackingEmail(
      template({
        productUpsell: {
          isActive: true,
          products: [{ name: 'Crab', image: 'https://cdn.example.com/c.png', url: 'https://x.example/c', price: 24.5 }],
        },
      }),
      { ...sampleTrackingEmailContent('in_transit', 'Shop'), items: [{ title: 'Brisket', quantity: 1, price: 24.5 }] },
    );
    for (const part of [email.html, email.text]) {
      expect(part).toContain('$24.50');
      expect(part).not.toMatch(/\$24\.5(?!0)/);
    }
  });
});

describe('accounts §3 notification template defaults', () => {
  it.each(TRACKING_EMAIL_STATUSES)(
    '%s: a subject, the spec colours, and valid against the request schema',
    (status) => {
      const t = defaultNotificationTemplate(status);
      expect(t.subject).not.toBe('');
      expect(t.colors).toEqual({ header: '#000000', text: '#000000', details: '#4c66a0' });
      expect(notificationTemplateRequestSchema.safeParse(t).success).toBe(true);
    },
  );

  it('carrier-driven delivery emails and late_shipment are on; awaiting_shipment and the protection outcomes are off', () => {
    const active = TRACKING_EMAIL_STATUSES.filter((s) => defaultNotificationTemplate(s).isActive);
    expect(active).toEqual([
      'in_transit',
      'out_for_delivery',
      'delivered',
      'returned',
      'failed_to_deliver',
      'late_shipment',
    ]);
  });
});

describe('accounts §5 Templates: the request schema answers the spec messages', () => {
  const base = { ...defaultNotificationTemplate('in_transit') };
  const issues = (value: unknown) =>
    Object.fromEntries(
      (notificationTemplateRequestSchema.safeParse(value).error?.issues ?? []).map((i) => [
        i.path.join('.'),
        i.message,
      ]),
    );

  it.each([
    ['subject required for email type', { ...base, subject: '' }, { subject: MESSAGES.required }],
    [
      'FAQ needs a question when active',
      { ...base, faq: { isActive: true, questions: [] } },
      { 'faq.questions': OUR_MESSAGES.atLeastOne('question') },
    ],
    [
      'upsell needs a product when active',
      { ...base, productUpsell: { isActive: true, products: [] } },
      { 'productUpsell.products': OUR_MESSAGES.atLeastOne('product') },
    ],
    [
      'upsell product: valid URL and a price',
      {
        ...base,
        productUpsell: {
          isActive: true,
          products: [{ name: 'A', image: 'https://x.example/a.png', url: 'nope', price: '' }],
        },
      },
      { 'productUpsell.products.0.url': MESSAGES.invalidUrl, 'productUpsell.products.0.price': MESSAGES.required },
    ],
    [
      'colours are hex',
      { ...base, colors: { ...base.colors, details: 'blue' } },
      { 'colors.details': MESSAGES.invalid },
    ],
  ])('%s', (_, value, expected) => {
    expect(issues(value)).toEqual(expected);
  });
});
