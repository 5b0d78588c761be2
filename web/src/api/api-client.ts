import type { z } from 'zod';
import { ACCOUNT_HEADER } from '#api/accounts';
import { ApiError, SessionEndedError, isSessionEnding, toApiError } from './api-error';

export interface ApiClientDeps {
  /** '' for the same origin (runtime-config `apiBaseUrl`). */
  baseUrl: string;
  /** The current Cognito ID token, or null when there is no session. */
  getIdToken: () => Promise<string | null>;
  /** The merchant account selected in the switcher, if any. */
  getAccountId: () => string | null;
  /** Called once per session-ending answer; the app signs the user out. */
  onSessionEnd: () => void;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions<T> {
  body?: unknown;
  /** Parses the answer so a contract drift fails loudly here, not deep in a component. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one API client every page calls through: token in `x-authorization`, account in `x-shipdeck-account`. */
export function createApiClient(deps: ApiClientDeps) {
  const fetchImpl = deps.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request<T = unknown>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const token = await deps.getIdToken();
    if (!token) {
      deps.onSessionEnd();
      throw new SessionEndedError(401, 'unauthorized');
    }
    const headers: Record<string, string> = { accept: 'application/json', 'x-authorization': token };
    const accountId = deps.getAccountId();
    if (accountId) headers[ACCOUNT_HEADER] = accountId;
    if (options.body !== undefined) headers['content-type'] = 'application/json';

    const response = await fetchImpl(`${deps.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    const body = await readBody(response);

    if (isSessionEnding(response.status, body)) {
      deps.onSessionEnd();
      throw new SessionEndedError(
        response.status,
        typeof body === 'object' && body && 'code' in body ? String(body.code) : 'unauthorized',
      );
    }
    if (!response.ok) throw toApiError(response.status, body);
    if (!options.schema) return body as T;
    const parsed = options.schema.safeParse(body);
    if (!parsed.success)
      throw new ApiError(response.status, 'InvalidResponse', `Unexpected answer from ${method} ${path}`);
    return parsed.data;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
      request<T>('PUT', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
