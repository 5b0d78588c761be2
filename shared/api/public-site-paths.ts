import { subdomainOfHost } from '#domain/tracking/tracking-page-host.rules';

/**
 * The public site (web/site.html: home, pricing, calculator, docs, blog, forms) is a separate entry
 * from the merchant app (web/index.html) on the same origin. This list decides, for every page
 * request, which of the two documents answers it: read by the CloudFront function, the local web
 * server and Vite's dev server alike.
 */

/** The site's home. `/` stays the app's door (signed out → sign-in, signed in → orders). */
export const PUBLIC_SITE_HOME_PATH = '/home';

/** Pages at exactly these paths. */
export const PUBLIC_SITE_PAGES = [
  PUBLIC_SITE_HOME_PATH,
  '/pricing',
  '/calculator',
  '/docs',
  '/blog',
  '/privacy-policy',
  '/terms-of-use',
  '/contact-us',
  '/request-a-demo',
  '/shipfare-plus-apply',
  '/partners',
] as const;

/** Sections whose pages sit below them: docs articles, blog articles, partner permalinks, short links. */
export const PUBLIC_SITE_SECTIONS = ['/docs', '/blog', '/partners', '/s'] as const;

export const SITE_DOCUMENT = '/site.html';
export const APP_DOCUMENT = '/index.html';

/**
 * Whether `path` (a URL path, query and fragment ignored) is a page of the public site. A last
 * segment with an extension is a file, never a page; one trailing slash is forgiven.
 */
export function isPublicSitePath(path: string): boolean {
  let p = path.split(/[?#]/, 1)[0];
  // The file test looks at the path as requested, as the CloudFront function does: `/docs/a.js/` is a page.
  if (!p.startsWith('/') || p.slice(p.lastIndexOf('/') + 1).includes('.')) return false;
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if ((PUBLIC_SITE_PAGES as readonly string[]).includes(p)) return true;
  return PUBLIC_SITE_SECTIONS.some((section) => p.startsWith(`${section}/`) && p.length > section.length + 1);
}

/**
 * The document a page request is answered with when no file matches: the site's for its paths,
 * the app's for everything else, and always the app's on a merchant's tracking-page host (those
 * hosts show the merchant's tracking page at every path).
 */
export function pageDocumentFor(path: string, hostname?: string, trackingPageHost?: string): string {
  if (hostname && subdomainOfHost(hostname, trackingPageHost)) return APP_DOCUMENT;
  return isPublicSitePath(path) ? SITE_DOCUMENT : APP_DOCUMENT;
}
