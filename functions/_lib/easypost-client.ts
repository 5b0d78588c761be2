import * as z from 'zod';

/**
 * The one HTTP client of EasyPost's REST API v2 (https://api.easypost.com/v2): HTTP basic auth
 * with the API key as user name, JSON bodies, a timeout per request. Adapters (address check,
 * carrier) build their requests on it and map its answers to their port's errors; it knows no
 * domain.
 */
export const EASYPOST_API_BASE = 'https://api.easypost.com/v2';
export const EASYPOST_DEFAULT_TIMEOUT_MS = 8000;

export interface EasyPostClientOptions {
  /** The key, or how to read it (Secrets Manager in AWS, read on first use and cached). */
  apiKey: string | (() => Promise<string>);
  fetch?: typeof fetch;
  /** `https://api.easypost.com/v2` unless told. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** One message of an EasyPost error or verification (code, field, message, suggestion). */
export const easyPostErrorMessageSchema = z.object({
  code: z.string().optional(),
  field: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  message: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  suggestion: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});

/** EasyPost's error body: `{ error: { code, message, errors: [{ field, message, … }] } }`. */
export const easyPostErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string().default(''),
    errors: z.array(easyPostErrorMessageSchema).default([]),
  }),
});
export type EasyPostError = z.output<typeof easyPostErrorSchema>['error'];

/** The request never got an answer: the key could not be read, or the network failed or timed out. */
export class EasyPostTransportError extends Error {
  constructor(
    readonly stage: 'credentials' | 'network',
    message: string,
  ) {
    super(`${stage}: ${message}`);
  }
}

export interface EasyPostResponse {
  status: number;
  ok: boolean;
  /** The parsed JSON body (undefined when the body was not JSON). */
  body: unknown;
  /** The error body, when the answer is one. */
  error?: EasyPostError;
}

export interface EasyPostRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path under the base URL (`/shipments`) or an absolute URL. */
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface EasyPostClient {
  request(request: EasyPostRequest): Promise<EasyPostResponse>;
  /** A file EasyPost links to (a label on its file host): fetched without the API key, which stays with the API. */
  download(url: string): Promise<Uint8Array>;
}

export function makeEasyPostClient(options: EasyPostClientOptions): EasyPostClient {
  const send = options.fetch ?? fetch;
  const base = (options.baseUrl ?? EASYPOST_API_BASE).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? EASYPOST_DEFAULT_TIMEOUT_MS;
  const apiKey = typeof options.apiKey === 'string' ? async () => options.apiKey as string : options.apiKey;

  function urlOf(path: string, query?: Record<string, string>): string {
    const url = /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
    const search = query ? new URLSearchParams(query).toString() : '';
    return search ? `${url}?${search}` : url;
  }

  return {
    async request({ method, path, query, json, headers }) {
      let authorization: string;
      try {
        authorization = `Basic ${Buffer.from(`${await apiKey()}:`).toString('base64')}`;
      } catch (err) {
        throw new EasyPostTransportError('credentials', (err as Error).message);
      }
      let response: Response;
      try {
        response = await send(urlOf(path, query), {
          method,
          headers: {
            authorization,
            accept: 'application/json',
            ...(json === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          ...(json === undefined ? {} : { body: JSON.stringify(json) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new EasyPostTransportError('network', (err as Error).message);
      }
      const body: unknown = await response.json().catch(() => undefined);
      const error = response.ok ? undefined : easyPostErrorSchema.safeParse(body);
      return {
        status: response.status,
        ok: response.ok,
        body,
        ...(error?.success ? { error: error.data.error } : {}),
      };
    },

    async download(url) {
      let response: Response;
      try {
        response = await send(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        throw new EasyPostTransportError('network', (err as Error).message);
      }
      if (!response.ok) throw new Error(`EasyPost file ${response.status}: ${url}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
