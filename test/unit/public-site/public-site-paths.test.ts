import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_DOCUMENT,
  PUBLIC_SITE_HOME_PATH,
  SITE_DOCUMENT,
  isPublicSitePath,
  pageDocumentFor,
} from '#api/public-site-paths';
import { pageDocumentRewriteCode } from '#infra/constructs/page-document-rewrite';

/** The CloudFront function as CloudFront runs it: its source evaluated, `handler` called with a viewer request. */
function cloudFrontRewrite(): (uri: string) => string {
  const handler = new Function(`${pageDocumentRewriteCode()}\nreturn handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  return (uri) => handler({ request: { uri } }).uri;
}

describe('public site paths (accounts §2: the public pages)', () => {
  it.each([
    PUBLIC_SITE_HOME_PATH,
    '/pricing',
    '/calculator',
    '/docs',
    '/docs/what-is-the-confidence-score',
    '/blog',
    '/blog/shipping-frozen-food',
    '/privacy-policy',
    '/terms-of-use',
    '/contact-us',
    '/request-a-demo',
    '/shipfare-plus-apply',
    '/partners',
    '/partners/coastal-farms',
    '/s/Xq7f2k9a',
    '/pricing/',
    '/pricing?ref=ad',
  ])('%s is a page of the public site', (path) => {
    expect(isPublicSitePath(path)).toBe(true);
  });

  it.each([
    '/',
    '/sign-in',
    '/sign-up',
    '/orders',
    '/orders/123',
    '/full-coverage-terms',
    '/order-protection-terms',
    '/tracking-page',
    '/track/1Z999',
    '/s',
    '/s/',
    '/docs.json',
    '/blog/cover.png',
    '/pricingx',
    '/documents/1',
    '/shortlink',
    'pricing',
  ])('%s is not', (path) => {
    expect(isPublicSitePath(path)).toBe(false);
  });

  it('site paths get site.html and app paths index.html, except on a tracking-page host, which is always the app', () => {
    expect(pageDocumentFor('/pricing')).toBe(SITE_DOCUMENT);
    expect(pageDocumentFor('/orders')).toBe(APP_DOCUMENT);
    expect(pageDocumentFor('/pricing', 'localhost', 'localhost')).toBe(SITE_DOCUMENT);
    expect(pageDocumentFor('/pricing', 'hill-country.localhost', 'localhost')).toBe(APP_DOCUMENT);
    expect(pageDocumentFor('/pricing', 'hill-country.localhost', undefined)).toBe(SITE_DOCUMENT);
  });
});

describe('the CloudFront viewer-request function', () => {
  const rewrite = cloudFrontRewrite();

  it('answers site pages with site.html, app routes with index.html and leaves files alone', () => {
    expect(rewrite(PUBLIC_SITE_HOME_PATH)).toBe('/site.html');
    expect(rewrite('/blog/dry-ice-shipping-guide')).toBe('/site.html');
    expect(rewrite('/s/Xq7f2k9a')).toBe('/site.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/orders/123')).toBe('/index.html');
    expect(rewrite('/full-coverage-terms')).toBe('/index.html');
    expect(rewrite('/assets/site-abc.js')).toBe('/assets/site-abc.js');
    expect(rewrite('/runtime-config.json')).toBe('/runtime-config.json');
  });

  it('a trailing slash after a dotted segment is a page in both (fast-check found /docs/a.js/ once)', () => {
    expect(isPublicSitePath('/docs/a.js/')).toBe(true);
    expect(rewrite('/docs/a.js/')).toBe(SITE_DOCUMENT);
  });

  it('agrees with isPublicSitePath on any path', () => {
    const segment = fc.constantFrom('pricing', 'docs', 'blog', 's', 'partners', 'home', 'orders', 'a.js', '', 'x');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const uri = `/${segments.join('/')}`;
        const last = uri.slice(uri.lastIndexOf('/') + 1);
        const expected = last.includes('.') ? uri : isPublicSitePath(uri) ? SITE_DOCUMENT : APP_DOCUMENT;
        expect(rewrite(uri)).toBe(expected);
      }),
    );
  });
});
