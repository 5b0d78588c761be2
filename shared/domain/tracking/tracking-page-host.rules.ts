import { RESERVED_SUBDOMAIN_PREFIXES, isSubdomain } from '../validation/patterns';

// Where a tracking page is served; apart from the page's rules so the app's entry chunk, which
// decides between the app and a tracking page, carries only this.

/**
 * A subdomain a tracking page may be served on: the accounts §5 rule, and not one of the host names
 * that rule reserves as prefixes (`www`, `mail`, …) on its own: those hosts are the app's or mail's,
 * never a shop's.
 */
export function isTrackingPageSubdomain(value: string): boolean {
  const v = value.trim().toLowerCase();
  return isSubdomain(v) && !RESERVED_SUBDOMAIN_PREFIXES.some((prefix) => v === prefix.slice(0, -1));
}

/**
 * The merchant subdomain a browser host names: `<subdomain>.<tracking host>`, one label, a valid
 * subdomain (accounts §5); undefined for the app's own host or any other.
 */
export function subdomainOfHost(hostname: string, trackingHost: string | undefined): string | undefined {
  if (!trackingHost) return undefined;
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const base = trackingHost.trim().toLowerCase();
  if (!host.endsWith(`.${base}`)) return undefined;
  const label = host.slice(0, -(base.length + 1));
  return label && !label.includes('.') && isTrackingPageSubdomain(label) ? label : undefined;
}

/** The path of the lookup form on a subdomain host; `/track/<tracking number>` looks one up at once. */
export const TRACK_PATH = '/track';

/** The fallback on the app's own origin where subdomains are not served. */
export const TRACKING_PAGE_FALLBACK_PATH = '/tracking-page';

/**
 * The public address of a merchant's tracking page, from where the app runs: the subdomain of the
 * tracking host when there is one (`http://demo-foods.localhost:3000/track`), else the fallback on
 * the app's own origin.
 */
export function trackingPageAddress(
  app: { protocol: string; port: string; origin: string },
  trackingHost: string | undefined,
  subDomain: string,
): string {
  if (!subDomain) return '';
  if (!trackingHost) return `${app.origin}${TRACKING_PAGE_FALLBACK_PATH}?subdomain=${encodeURIComponent(subDomain)}`;
  return `${app.protocol}//${subDomain}.${trackingHost}${app.port ? `:${app.port}` : ''}${TRACK_PATH}`;
}
