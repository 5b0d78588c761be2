import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** The `fetch` subset the outbound callers use: a URL string and a RequestInit. */
export type OutboundFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Redirect hops followed for `redirect: 'follow'` (fetch's own limit is 20; an API needs one or two). */
export const MAX_OUTBOUND_REDIRECTS = 5;

export interface OutboundFetchOptions {
  /**
   * Loopback, private, link-local and unique-local addresses reachable: the local runtime only,
   * whose store simulators listen on 127.0.0.1. Never set in AWS.
   */
  allowPrivateAddresses?: boolean;
  /** Exact addresses reachable although not public (a test's own server on loopback). */
  allowAddresses?: readonly string[];
  /** Plain http accepted (the local simulators); otherwise https only, on every hop. */
  allowHttp?: boolean;
  /** A resolver in place of the system's (tests that make a name resolve to loopback). */
  lookup?: LookupFunction;
}

/** A call refused before any byte reached the host: its address or its scheme is not one the server may call. */
export class OutboundRequestRefusedError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`Refused to call ${describeHost(url)}: ${reason}`);
    this.name = 'OutboundRequestRefusedError';
  }
}

const describeHost = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return 'an invalid URL';
  }
};

/** request-filtering-agent refuses an address with an Error whose message says so (it has no class or code). */
const isAgentRefusal = (err: unknown): err is Error =>
  err instanceof Error && !('code' in err) && /\bis not allowed\b/.test(err.message);

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers that never follow a redirect to another origin (fetch drops Authorization the same way). */
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * A `fetch` for hosts a merchant names (a WooCommerce site today): every connection goes through
 * request-filtering-agent, which checks the address the name resolved to at connect time (so a name
 * that resolves, or later re-resolves, to loopback, a private, link-local, unique-local or
 * IPv4-mapped address is refused, as is such an IP literal in any notation the URL parser accepts).
 * Redirects are followed as fetch follows them (unless the caller asks for `error` or `manual`), each
 * hop connecting through the same agents, with Authorization and cookies dropped across origins.
 */
export function makeOutboundFetch(options: OutboundFetchOptions = {}): OutboundFetch {
  const filter = {
    allowPrivateIPAddress: options.allowPrivateAddresses ?? false,
    allowMetaIPAddress: false,
    allowIPAddressList: [...(options.allowAddresses ?? [])],
  };
  // Sockets kept alive as Node's global agent keeps them (one idle for 5 s closes): a thawed Lambda reuses no dead one.
  const pooling = { keepAlive: true, scheduling: 'lifo' as const, timeout: 5_000 };
  const agents = {
    'http:': new RequestFilteringHttpAgent({ ...filter, ...pooling }),
    'https:': new RequestFilteringHttpsAgent({ ...filter, ...pooling }),
  };
  const schemes = options.allowHttp ? ['http:', 'https:'] : ['https:'];

  function send(
    url: URL,
    method: string,
    headers: OutgoingHttpHeaders,
    body: Buffer | undefined,
    signal?: AbortSignal,
  ) {
    if (!schemes.includes(url.protocol)) {
      return Promise.reject(new OutboundRequestRefusedError(url.href, `${url.protocol} is not an allowed scheme`));
    }
    if (url.username || url.password) {
      return Promise.reject(new OutboundRequestRefusedError(url.href, 'credentials in the URL'));
    }
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Readable }>((resolve, reject) => {
      const req = request(url, {
        method,
        headers: body ? { ...headers, 'content-length': body.byteLength } : headers,
        agent: agents[url.protocol as 'http:' | 'https:'],
        ...(options.lookup ? { lookup: options.lookup } : {}),
        ...(signal ? { signal } : {}),
      });
      req.once('error', (err) =>
        reject(isAgentRefusal(err) ? new OutboundRequestRefusedError(url.href, 'its address is not public') : err),
      );
      req.once('response', (res) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }));
      req.end(body);
    });
  }

  return async (input, init = {}) => {
    let url = new URL(input);
    let method = (init.method ?? 'GET').toUpperCase();
    let headers = toHeaderRecord(init.headers);
    let body = toBuffer(init.body);
    const redirect = init.redirect ?? 'follow';
    for (let hop = 0; ; hop++) {
      const answer = await send(url, method, headers, body, init.signal ?? undefined);
      const location = answer.headers.location;
      if (!REDIRECT_STATUSES.has(answer.status) || !location || redirect === 'manual') {
        return toResponse(answer);
      }
      answer.body.resume();
      if (redirect === 'error') throw new TypeError(`${describeHost(url.href)} answered a redirect`);
      if (hop >= MAX_OUTBOUND_REDIRECTS) throw new TypeError(`More than ${MAX_OUTBOUND_REDIRECTS} redirects`);
      const next = new URL(location, url);
      if (next.origin !== url.origin) {
        headers = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !ORIGIN_BOUND_HEADERS.includes(name.toLowerCase())),
        );
      }
      // As fetch does: a 303, or a 301/302 after a POST, continues as a GET without the body.
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        body = undefined;
        headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !/^content-/i.test(name)));
      }
      url = next;
    }
  };
}

function toHeaderRecord(headers: HeadersInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

function toBuffer(body: BodyInit | null | undefined): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new TypeError('Outbound requests send a string or bytes');
}

function toResponse(answer: { status: number; headers: IncomingHttpHeaders; body: Readable }): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  if (NULL_BODY_STATUSES.has(answer.status)) {
    answer.body.resume();
    return new Response(null, { status: answer.status, headers });
  }
  return new Response(Readable.toWeb(answer.body) as ReadableStream<Uint8Array>, { status: answer.status, headers });
}
