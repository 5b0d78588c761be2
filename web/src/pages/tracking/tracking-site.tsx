import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { TRACK_PATH } from '#domain/tracking/tracking-page-host.rules';
import { TrackingBrandSections } from './tracking-brand-sections';
import { TRACKING_FONT, TrackingHeader } from './tracking-header';
import { TrackingLookupForm } from './tracking-lookup-form';
import { TrackingResult } from './tracking-result';
import { useTrackingLookup } from './use-tracking-lookup';
import { useEffect, type ReactNode } from 'react';

/** The tracking number in `/track/<tracking number>`, or in `?tracking=` on the fallback path. */
export function trackingNumberInLocation(location: Pick<Location, 'pathname' | 'search'>): string {
  const prefix = `${TRACK_PATH}/`;
  if (location.pathname.startsWith(prefix)) return decodeURIComponent(location.pathname.slice(prefix.length));
  return new URLSearchParams(location.search).get('tracking') ?? '';
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
  const initialTracking = trackingNumberInLocation(window.location);
  const { lookup, branding } = state;

  useEffect(() => {
    if (initialTracking) void lookup({ tracking: initialTracking });
  }, [initialTracking, lookup]);

  useEffect(() => {
    if (branding) document.title = `Track your order · ${branding.companyName || subDomain}`;
  }, [branding, subDomain]);

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
      header={<TrackingHeader branding={branding}>Order tracking</TrackingHeader>}
      color={branding.colors.text}
    >
      <SpaceBetween size="l">
        <TrackingLookupForm
          initialTracking={initialTracking}
          searching={state.searching}
          error={state.lookupError}
          serverErrors={state.fieldErrors}
          onLookup={(request) => void lookup(request)}
        />
        {state.result && <TrackingResult view={state.result} />}
        <TrackingBrandSections branding={branding} />
      </SpaceBetween>
    </TrackingFrame>
  );
}
