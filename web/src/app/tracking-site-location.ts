import type { RuntimeConfig } from '#api/runtime-config';
import {
  isTrackingPageSubdomain,
  subdomainOfHost,
  TRACKING_PAGE_FALLBACK_PATH,
} from '#domain/tracking/tracking-page-host.rules';

/**
 * The merchant whose tracking page this location is: the subdomain of the tracking host
 * (`demo-foods.localhost:3000`), or `?subdomain=` on the fallback path of the app's own origin.
 * Undefined: this is the app.
 */
export function trackingSiteOf(
  location: Pick<Location, 'hostname' | 'pathname' | 'search'>,
  config: Pick<RuntimeConfig, 'trackingPageHost'>,
): string | undefined {
  const byHost = subdomainOfHost(location.hostname, config.trackingPageHost);
  if (byHost) return byHost;
  if (location.pathname !== TRACKING_PAGE_FALLBACK_PATH) return undefined;
  const named = new URLSearchParams(location.search).get('subdomain')?.trim().toLowerCase() ?? '';
  return named && named.length <= 63 && isTrackingPageSubdomain(named) ? named : undefined;
}
