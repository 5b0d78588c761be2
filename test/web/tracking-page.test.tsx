import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/validation/messages';
import { trackingSiteOf } from '#web/app/tracking-site-location';
import { breadcrumbsFor } from '#web/app/shell/navigation';
import {
  samplePreview,
  toTrackingPageRequest,
  trackingPageToFormValues,
} from '#web/pages/settings/tracking-page/tracking-page-form.values';
import { TrackingResult } from '#web/pages/tracking/tracking-result';
import { trackingNumberInLocation } from '#web/pages/tracking/tracking-site';
import { defaultTrackingPageSettings } from '#domain/tracking/tracking-page.schema';
import { trackingPageSettingsRequestSchema } from '#api/tracking-page';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

const at = (hostname: string, pathname = '/', search = '') => ({ hostname, pathname, search });

describe('which site a location is: a merchant tracking page, or the app', () => {
  it.each([
    [at('hill-country.localhost', '/track'), 'localhost', 'hill-country'],
    [at('hill-country.localhost', '/orders'), 'localhost', 'hill-country'],
    [at('localhost', '/track'), 'localhost', undefined],
    [at('localhost', '/orders'), 'localhost', undefined],
    [at('localhost', '/tracking-page', '?subdomain=Hill-Country'), undefined, 'hill-country'],
    [at('localhost', '/tracking-page', '?subdomain=www.shop'), 'localhost', undefined],
    [at('localhost', '/tracking-page', ''), 'localhost', undefined],
    [at('shop.app.example.com', '/'), 'app.example.com', 'shop'],
    [at('d111.cloudfront.net', '/'), undefined, undefined],
  ])('%j with tracking host %s: %s', (location, trackingPageHost, site) => {
    expect(trackingSiteOf(location, { trackingPageHost })).toBe(site);
  });

  it('the tracking number of /track/<number> or ?tracking=', () => {
    expect(trackingNumberInLocation({ pathname: '/track/1Z%20AB', search: '' })).toBe('1Z AB');
    expect(trackingNumberInLocation({ pathname: '/tracking-page', search: '?subdomain=x&tracking=1ZAB' })).toBe('1ZAB');
    expect(trackingNumberInLocation({ pathname: '/track', search: '' })).toBe('');
  });

  it('Settings › Tracking page has its breadcrumb', () => {
    expect(breadcrumbsFor('/settings/tracking-page').map((c) => c.text)).toEqual([
      'Shipdeck',
      'Settings',
      'Tracking page',
    ]);
  });
});

describe('Settings › Tracking page form values', () => {
  it('round-trip to the PUT body the API accepts, prices typed as text read as numbers', () => {
    const loaded = { ...defaultTrackingPageSettings(), version: 3, isDefault: false, updatedAt: null };
    const values = trackingPageToFormValues(loaded);
    values.subDomain = 'hill-country';
    values.productUpsell = {
      isActive: true,
      products: [{ name: 'Rub', image: '/r.svg', url: 'https://x.co/r', price: '12.50' }],
    };
    const request = toTrackingPageRequest(values, loaded);
    expect(request.version).toBe(3);
    expect(trackingPageSettingsRequestSchema.parse(request).productUpsell.products[0].price).toBe(12.5);
  });

  it('the preview keeps a colour default until the typed one is valid, and uses the account name when none is set', () => {
    const values = trackingPageToFormValues({
      ...defaultTrackingPageSettings(),
      version: 0,
      isDefault: true,
      updatedAt: null,
    });
    values.colors.header = '#12';
    const view = samplePreview(values, 'Hill Country Smokehouse');
    expect(view.branding.colors.header).toBe('#000000');
    expect(view.branding.companyName).toBe('Hill Country Smokehouse');
    values.colors.header = '#123456';
    expect(samplePreview(values, 'x').branding.colors.header).toBe('#123456');
  });
});

describe('the public result', () => {
  const values = trackingPageToFormValues({
    ...defaultTrackingPageSettings(),
    version: 0,
    isDefault: true,
    updatedAt: null,
  });
  const personal = samplePreview(values, 'Shop');

  it('with the order proven: greeting, destination, items and the timeline', async () => {
    const out = await html(<TrackingResult view={personal} />);
    expect(out).toContain('Hi Maria');
    expect(out).toContain('Smoked brisket 5 lb');
    expect(out).toContain('Departed from facility');
    expect(out).toContain('Estimated delivery');
  });

  it('by tracking number alone (no order, no items): neither name nor items are drawn', async () => {
    const { order: _order, ...rest } = personal;
    const anonymous = { ...rest, shipments: rest.shipments.map(({ items: _items, ...s }) => s) };
    const out = await html(<TrackingResult view={anonymous} />);
    expect(out).not.toContain('Maria');
    expect(out).not.toContain('Smoked brisket');
    expect(out).toContain('1Z999AA10123456784');
    expect(out).not.toContain(MESSAGES.required);
  });
});
