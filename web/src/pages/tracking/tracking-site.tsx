import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { TRACK_PATH } from '#domain/tracking/tracking-page-host.rules';
import { inkOn } from '#domain/tracking/tracking-email-render.rules';
import { TermsPage } from '#web/pages/terms/terms-pages';
import { ProtectionClaimPage } from './protection-claim-page';
import { TrackingBrandSections } from './tracking-brand-sections';
import { TRACKING_FONT, TrackingHeader } from './tracking-header';
import { TrackingLookupForm } from './tracking-lookup-form';
import { TrackingResult } from './tracking-result';
import { trackingSiteHref, trackingSiteViewOf, type TrackingSiteView } from './tracking-site-view';
import { useTrackingLookup } from './use-tracking-lookup';
import { useEffect, type ReactNode } from 'react';

/** The tracking number in `/track/<tracking number>`, or in `?tracking=` on the fallback path. */
export function trackingNumberInLocation(location: Pick<Location, 'pathname' | 'search'>): string {
  const prefix = `${TRACK_PATH}/`;
  if (location.pathname.startsWith(prefix)) return decodeURIComponent(location.pathname.slice(prefix.length));
  return new URLSearchParams(location.search).get('tracking') ?? '';
}

const VIEW_TITLES: Record<TrackingSiteView, string> = {
  track: 'Track your order',
  'protection-claim': 'File a claim',
  'order-protection-terms': 'Order protection terms',
  'full-coverage-terms': 'Full coverage terms',
};

const inkOf = (branding: { colors: { header: string } }) => inkOn(branding.colors.header);

/** The site's two pages a shopper moves between, in the header band's ink. */
function TrackingSiteNav({
  view,
  href,
  color,
}: {
  view: TrackingSiteView;
  href: (to: TrackingSiteView) => string;
  color: string;
}) {
  const link = (to: TrackingSiteView, text: string) => (
    <a
      href={href(to)}
      aria-current={view === to ? 'page' : undefined}
      style={{ color, fontWeight: view === to ? 700 : 400, textDecoration: view === to ? 'underline' : 'none' }}
    >
      {text}
    </a>
  );
  return (
    <nav aria-label="Tracking site" style={{ display: 'flex', gap: 20 }}>
      {link('track', 'Order tracking')}
      {link('protection-claim', 'File a claim')}
    </nav>
  );
}

/** The page's frame: the brand band, then a centred column in the merchant's text colour. */
export function TrackingFrame({ header, color, children }: { header: ReactNode; color: string; children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', background: '#f8f8f8', fontFamily: TRACKING_FONT }}>
      {header}
      <main style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px 48px', color }}>{children}</main>
    </div>
  );
}

/**
 * The branded tracking page of one merchant, served on `<subdomain>.<tracking host>` (or the
 * fallback path): outside the app's shell and sign-in, as a shopper sees it.
 */
export function TrackingSite({ subDomain, apiBaseUrl }: { subDomain: string; apiBaseUrl: string }) {
  const state = useTrackingLookup(subDomain, apiBaseUrl);
  const view = trackingSiteViewOf(window.location);
  const initialTracking = view === 'track' ? trackingNumberInLocation(window.location) : '';
  const { lookup, branding } = state;
  const href = (to: TrackingSiteView) => trackingSiteHref(window.location, to);

  useEffect(() => {
    if (initialTracking) void lookup({ tracking: initialTracking });
  }, [initialTracking, lookup]);

  useEffect(() => {
    if (branding && view !== 'order-protection-terms' && view !== 'full-coverage-terms')
      document.title = `${VIEW_TITLES[view]} · ${branding.companyName || subDomain}`;
  }, [branding, subDomain, view]);

  if (state.pageError)
    return (
      <Box padding="xxxl" textAlign="center">
        <Alert type="error" header="Tracking page not found">
          There is no tracking page at this address.
        </Alert>
      </Box>
    );
  if (!branding)
    return (
      <Box padding="xxxl" textAlign="center">
        <Spinner size="large" />
      </Box>
    );
  return (
    <TrackingFrame
      header={
        <TrackingHeader branding={branding}>
          <TrackingSiteNav view={view} href={href} color={inkOf(branding)} />
        </TrackingHeader>
      }
      color={branding.colors.text}
    >
      <SpaceBetween size="l">
        {view === 'track' && (
          <>
            <TrackingLookupForm
              initialTracking={initialTracking}
              searching={state.searching}
              error={state.lookupError}
              serverErrors={state.fieldErrors}
              onLookup={(request) => void lookup(request)}
            />
            {state.result && <TrackingResult view={state.result} />}
          </>
        )}
        {view === 'protection-claim' && (
          <ProtectionClaimPage
            subDomain={subDomain}
            apiBaseUrl={apiBaseUrl}
            termsHref={href('order-protection-terms')}
          />
        )}
        {(view === 'order-protection-terms' || view === 'full-coverage-terms') && <TermsPage terms={view} />}
        <TrackingBrandSections branding={branding} />
      </SpaceBetween>
    </TrackingFrame>
  );
}
