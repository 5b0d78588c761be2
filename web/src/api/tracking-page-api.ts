import type {
  TrackingLookupRequest,
  TrackingLookupView,
  TrackingPageBrandingView,
  TrackingPageSettingsRequest,
  TrackingPageSettingsView,
} from '#api/tracking-page';
import type {
  ProtectionClaimReceiptView,
  ProtectionClaimRequest,
  ProtectionPhotoConfirmRequest,
  ProtectionPhotoUploadAnswer,
  ProtectionPhotoUploadRequest,
  ProtectionPhotoView,
} from '#api/protection-claims';
import type { ApiClient } from './api-client';
import { toApiError } from './api-error';

const SETTINGS = '/api/v1/settings/tracking-page';

/** GET/PUT /api/v1/settings/tracking-page: the merchant's branded tracking page. */
export function trackingPageApi(client: ApiClient) {
  return {
    get: (): Promise<TrackingPageSettingsView> => client.get(SETTINGS),
    save: (request: TrackingPageSettingsRequest): Promise<TrackingPageSettingsView> => client.put(SETTINGS, request),
  };
}

/**
 * The public tracking page's calls: no token and no session (a shopper has none), so not the app's
 * API client; a failure is the same ApiError with the server's field messages.
 */
export function publicTrackingApi(baseUrl: string, fetchImpl: typeof fetch = (i, init) => fetch(i, init)) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const parsed = parseBody(await response.text());
    if (!response.ok) throw toApiError(response.status, parsed);
    return parsed as T;
  }
  return {
    branding: (subDomain: string, signal?: AbortSignal): Promise<TrackingPageBrandingView> =>
      call('GET', `/api/v1/public/tracking-pages/${encodeURIComponent(subDomain)}`, undefined, signal),
    lookup: (request: TrackingLookupRequest, signal?: AbortSignal): Promise<TrackingLookupView> =>
      call('POST', '/api/v1/public/tracking-lookup', request, signal),
    /** accounts §2 protection-claim: a shopper's order-protection claim on this page. */
    fileProtectionClaim: (request: ProtectionClaimRequest, signal?: AbortSignal): Promise<ProtectionClaimReceiptView> =>
      call('POST', '/api/v1/public/protection-claims', request, signal),
    startPhoto: (request: ProtectionPhotoUploadRequest): Promise<ProtectionPhotoUploadAnswer> =>
      call('POST', '/api/v1/public/protection-claims/photos', request),
    confirmPhoto: (request: ProtectionPhotoConfirmRequest): Promise<ProtectionPhotoView> =>
      call('POST', '/api/v1/public/protection-claims/photos/confirm', request),
    /** The file itself, straight to storage under the presigned POST's policy. */
    async uploadToStorage(upload: ProtectionPhotoUploadAnswer['upload'], file: Blob): Promise<void> {
      const form = new FormData();
      for (const [key, value] of Object.entries(upload.fields)) form.append(key, value);
      form.append('file', file);
      const response = await fetchImpl(upload.url, { method: 'POST', body: form });
      if (!response.ok) throw toApiError(response.status, { code: 'UploadFailed', message: 'The upload failed.' });
    },
  };
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
