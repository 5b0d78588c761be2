/** The pages of a merchant's tracking site besides tracking itself (accounts §2 page list). */
export const TRACKING_SITE_VIEWS = ['protection-claim', 'order-protection-terms', 'full-coverage-terms'] as const;
export type TrackingSiteView = 'track' | (typeof TRACKING_SITE_VIEWS)[number];

/**
 * Which page of the tracking site a location shows: `/<page>` on the shop's subdomain, or `?view=<page>`
 * on the fallback path of the app's own origin; anything else is the tracking page.
 */
export function trackingSiteViewOf(location: Pick<Location, 'pathname' | 'search'>): TrackingSiteView {
  const isView = (v: string | null): v is TrackingSiteView =>
    (TRACKING_SITE_VIEWS as readonly (string | null)[]).includes(v);
  const byPath = location.pathname.replace(/^\/+|\/+$/g, '');
  if (isView(byPath)) return byPath;
  const byQuery = new URLSearchParams(location.search).get('view');
  return isView(byQuery) ? byQuery : 'track';
}

/** A link to another page of the same tracking site, kept on the fallback path when the site is served there. */
export function trackingSiteHref(location: Pick<Location, 'pathname' | 'search'>, view: TrackingSiteView): string {
  const subdomain = new URLSearchParams(location.search).get('subdomain');
  if (subdomain) {
    const params = new URLSearchParams({ subdomain, ...(view === 'track' ? {} : { view }) });
    return `${location.pathname}?${params.toString()}`;
  }
  return view === 'track' ? '/track' : `/${view}`;
}
