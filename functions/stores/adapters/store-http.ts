import { StoreApiError } from '#domain/stores/ports';
import { OutboundRequestRefusedError } from '#lib/http/outbound-fetch';

/** The `fetch` the adapters call: the global one, or a test's recorder. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A store call that has not answered in this long is abandoned (and may be retried). */
export const STORE_CALL_TIMEOUT_MS = 10_000;
/** Larger answers are refused rather than buffered: no order or list the adapters read comes near it. */
const MAX_RESPONSE_CHARS = 4 * 1024 * 1024;

/** The store's address is one the server may not call (it resolves to a private or loopback address). */
export class StoreAddressRefusedError extends StoreApiError {
  constructor(platformName: string) {
    super(`${platformName} site address is not a public one`, false);
    this.name = 'StoreAddressRefusedError';
  }
}

export interface StoreRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded instead (OAuth token endpoints such as Login with Amazon's). */
  form?: Record<string, string>;
}

/**
 * One call to a store platform, its failures as StoreApiError: the network, a timeout, 429 and 5xx
 * may pass on a retry; 401/403 (token revoked), 404 (order gone), 422 and every other 4xx will not.
 */
export async function storeCall<T = unknown>(
  fetchFn: FetchLike,
  platformName: string,
  url: string,
  request: StoreRequest = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...request.headers,
      },
      ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
      ...(request.form === undefined ? {} : { body: new URLSearchParams(request.form).toString() }),
      redirect: 'error',
      signal: AbortSignal.timeout(STORE_CALL_TIMEOUT_MS),
    });
  } catch (err) {
    if (err instanceof OutboundRequestRefusedError) throw new StoreAddressRefusedError(platformName);
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new StoreApiError(`${platformName} could not be reached${timedOut ? ' in time' : ''}`, true);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const status = response.status;
    const retryable = status === 429 || status >= 500;
    throw new StoreApiError(`${platformName} answered ${status}${describeError(text)}`, retryable, status);
  }
  if (text.length > MAX_RESPONSE_CHARS) throw new StoreApiError(`${platformName} answered too much data`, false);
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new StoreApiError(`${platformName} answered something that is not JSON`, true, response.status);
  }
}

/** The platform's own words for a refusal, briefly (`errors`, `message`, `title`, Square's `errors[].detail`). */
function describeError(text: string): string {
  let detail: unknown;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    detail = body.errors ?? body.error_description ?? body.message ?? body.title ?? body.error;
    if (Array.isArray(detail)) {
      detail = detail
        .map((e) =>
          typeof e === 'object' && e
            ? ((e as Record<string, unknown>).detail ?? (e as Record<string, unknown>).message ?? JSON.stringify(e))
            : e,
        )
        .join('; ');
    } else if (detail && typeof detail === 'object') detail = JSON.stringify(detail);
  } catch {
    detail = undefined;
  }
  return typeof detail === 'string' && detail ? `: ${detail.slice(0, 200)}` : '';
}

/** An API origin with its path, without a trailing slash. */
export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

/** A path segment from a platform id: ids are opaque, so they are encoded, never trusted as paths. */
export const segment = (id: string): string => encodeURIComponent(id);
