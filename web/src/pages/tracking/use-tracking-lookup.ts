import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TrackingLookupRequest, TrackingLookupView, TrackingPageBrandingView } from '#api/tracking-page';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#web/api/api-error';
import { publicTrackingApi } from '#web/api/tracking-page-api';
import type { FieldErrors } from '#web/lib/field-errors';

export interface TrackingLookupState {
  /** The page's branding: undefined while loading. */
  branding: TrackingPageBrandingView | undefined;
  /** The page itself failed to load (an unknown subdomain answers 404). */
  pageError: string | null;
  result: TrackingLookupView | undefined;
  searching: boolean;
  /** The lookup's failure: one message (not found, …) and the server's field messages. */
  lookupError: string | null;
  fieldErrors: FieldErrors;
  lookup: (request: Omit<TrackingLookupRequest, 'subDomain'>) => Promise<void>;
}

/** Every miss answers one 404, so one sentence says it. */
export const NO_MATCH = 'We could not find a shipment matching these details. Check them and try again.';

const messageOf = (e: unknown) =>
  e instanceof ApiError ? (e.status === 404 ? NO_MATCH : e.message) : GENERIC_ERROR_MESSAGE;

/**
 * The public tracking page's data: the branding of `subDomain` on load, then each lookup (a newer
 * lookup aborts the one before). Outside the app's providers: a shopper has no session to end.
 */
export function useTrackingLookup(subDomain: string, apiBaseUrl: string): TrackingLookupState {
  const api = useMemo(() => publicTrackingApi(apiBaseUrl), [apiBaseUrl]);
  const [branding, setBranding] = useState<TrackingPageBrandingView>();
  const [pageError, setPageError] = useState<string | null>(null);
  const [result, setResult] = useState<TrackingLookupView>();
  const [searching, setSearching] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    api.branding(subDomain, abort.signal).then(setBranding, (e: unknown) => {
      if (!abort.signal.aborted) setPageError(messageOf(e));
    });
    return () => abort.abort();
  }, [api, subDomain]);

  const lookup = useCallback(
    async (request: Omit<TrackingLookupRequest, 'subDomain'>) => {
      inFlight.current?.abort();
      const abort = (inFlight.current = new AbortController());
      setSearching(true);
      setLookupError(null);
      setFieldErrors({});
      try {
        const found = await api.lookup({ ...request, subDomain }, abort.signal);
        if (abort.signal.aborted) return;
        setResult(found);
        setBranding(found.branding);
      } catch (e) {
        if (abort.signal.aborted) return;
        setResult(undefined);
        setLookupError(messageOf(e));
        if (e instanceof ApiError) setFieldErrors(e.fieldErrors);
      } finally {
        if (!abort.signal.aborted) setSearching(false);
      }
    },
    [api, subDomain],
  );

  return { branding, pageError, result, searching, lookupError, fieldErrors, lookup };
}
