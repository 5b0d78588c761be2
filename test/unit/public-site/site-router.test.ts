import { describe, expect, it } from 'vitest';
import { isPublicSitePath } from '#api/public-site-paths';
import { hasAppSession } from '#web/site/layout/app-session';
import { FOOTER_COLUMNS, HEADER_LINKS } from '#web/site/layout/site-links';
import { matchSiteRoute } from '#web/site/site-route-match';
import { SITE_ROUTES } from '#web/site/site-routes';

describe("the public site's router", () => {
  const routes = [{ path: '/blog' }, { path: '/blog/:slug' }, { path: '/docs/what-is-the-confidence-score' }];

  it('matches exact paths and :name segments, with one trailing slash forgiven', () => {
    expect(matchSiteRoute(routes, '/blog')).toEqual({ route: routes[0], params: {} });
    expect(matchSiteRoute(routes, '/blog/')).toEqual({ route: routes[0], params: {} });
    expect(matchSiteRoute(routes, '/blog/dry-ice%20guide')).toEqual({
      route: routes[1],
      params: { slug: 'dry-ice guide' },
    });
    expect(matchSiteRoute(routes, '/blog/a/b')).toBeUndefined();
    expect(matchSiteRoute(routes, '/blog/%E0%A4%A')).toBeUndefined();
    expect(matchSiteRoute(routes, '/docs')).toBeUndefined();
  });

  it('every route is a path the servers answer with the site', () => {
    for (const route of SITE_ROUTES) expect(isPublicSitePath(route.path.replace(/:\w+/g, 'x'))).toBe(true);
  });

  it('header links go to site pages; the footer also reaches the app’s terms pages', () => {
    for (const link of HEADER_LINKS) expect(isPublicSitePath(link.href)).toBe(true);
    const footer = FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href));
    expect(footer).toEqual(expect.arrayContaining(['/privacy-policy', '/terms-of-use', '/full-coverage-terms']));
    expect(footer).toContain('/order-protection-terms');
  });
});

describe('hasAppSession', () => {
  const storage = (keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });

  it('finds the last user Amplify keeps per user-pool client', () => {
    expect(hasAppSession(storage(['CognitoIdentityServiceProvider.abc123.LastAuthUser']))).toBe(true);
    expect(hasAppSession(storage(['CognitoIdentityServiceProvider.abc123.user.idToken', 'theme']))).toBe(false);
    expect(hasAppSession(storage([]))).toBe(false);
    expect(hasAppSession(undefined)).toBe(false);
  });

  it('treats refused storage as signed out', () => {
    const refusing = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(hasAppSession(refusing)).toBe(false);
  });
});
