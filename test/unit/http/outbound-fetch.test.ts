import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOutboundFetch, OutboundRequestRefusedError } from '#lib/http/outbound-fetch';

// Outbound calls to hosts a merchant names are refused when the address they reach is not public.
// Only loopback servers and names take part: the refused addresses are refused before any connection.

interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
}

function start(
  host: string,
  handle: (req: IncomingMessage, hits: Recorded[]) => [number, Record<string, string>, string],
) {
  const hits: Recorded[] = [];
  const server = createServer((req, res) => {
    hits.push({ path: req.url ?? '', headers: req.headers });
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const [status, headers, text] = handle(Object.assign(req, { body }), hits);
      res.writeHead(status, headers).end(text);
    });
  });
  return new Promise<{ server: Server; hits: Recorded[]; origin: string }>((resolve) =>
    server.listen(0, host, () =>
      resolve({ server, hits, origin: `http://${host}:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** A resolver that answers each name with the address a test gives it (the machine's own may know none of them). */
function resolver(answers: Record<string, string | (() => string)>): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    const answer = answers[hostname];
    if (answer === undefined) {
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
      return;
    }
    const address = typeof answer === 'function' ? answer() : answer;
    const family = address.includes(':') ? 6 : 4;
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

let allowed: Awaited<ReturnType<typeof start>>;
let loopback: Awaited<ReturnType<typeof start>>;

beforeAll(async () => {
  loopback = await start('127.0.0.2', () => [200, { 'content-type': 'text/plain' }, 'internal secret']);
  allowed = await start('127.0.0.1', (req) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/to-loopback') return [302, { location: `${loopback.origin}/secret` }, ''];
    if (url.pathname === '/to-mapped') {
      return [301, { location: `http://[::ffff:127.0.0.2]:${new URL(loopback.origin).port}/secret` }, ''];
    }
    if (url.pathname === '/to-local-name') {
      return [307, { location: `http://localhost.:${new URL(loopback.origin).port}/secret` }, ''];
    }
    if (url.pathname === '/moved') return [308, { location: '/here' }, ''];
    const body = (req as IncomingMessage & { body: string }).body;
    return [
      200,
      { 'content-type': 'application/json', connection: 'close' },
      JSON.stringify({ path: url.pathname, body }),
    ];
  });
});

afterAll(() => {
  allowed.server.close();
  loopback.server.close();
});

const strict = (extra: Parameters<typeof makeOutboundFetch>[0] = {}) =>
  makeOutboundFetch({ allowHttp: true, allowAddresses: ['127.0.0.1'], ...extra });

const port = () => new URL(loopback.origin).port;

describe('outbound requests to merchant-supplied hosts', () => {
  it('reach a public (here: explicitly allowed) address and carry the method, headers and body', async () => {
    const res = await strict()(`${allowed.origin}/wp-json/wc/v3/orders`, {
      method: 'POST',
      headers: { authorization: 'Basic a2V5OnNlY3JldA==', 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'Shipped' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: '/wp-json/wc/v3/orders', body: '{"note":"Shipped"}' });
    expect(allowed.hits.at(-1)?.headers.authorization).toBe('Basic a2V5OnNlY3JldA==');
  });

  it.each([
    ['a loopback IP', () => `http://127.0.0.2:${port()}/`],
    ['another loopback IP', () => 'https://127.0.0.1/'],
    ['IPv6 loopback', () => 'https://[::1]/'],
    ['an IPv4-mapped IPv6 loopback', () => 'https://[::ffff:127.0.0.1]/'],
    ['loopback in hexadecimal', () => 'https://0x7f000001/'],
    ['loopback as one decimal number', () => 'https://2130706433/'],
    ['loopback in short dotted form', () => 'https://127.1/'],
    ['a private address', () => 'https://10.0.0.1/'],
    ['a private address (192.168/16)', () => 'https://192.168.1.1/'],
    ['the link-local metadata address', () => 'https://169.254.169.254/latest/meta-data/'],
    ['an IPv6 unique-local address', () => 'https://[fd00::1]/'],
    ['an IPv6 link-local address', () => 'https://[fe80::1]/'],
    ['the unspecified address', () => 'https://0.0.0.0/'],
  ])('refuse %s before connecting', async (_name, url) => {
    const before = loopback.hits.length;
    const call = makeOutboundFetch({ allowHttp: true })(url(), { signal: AbortSignal.timeout(5_000) });
    await expect(call).rejects.toBeInstanceOf(OutboundRequestRefusedError);
    await expect(call).rejects.toThrow(/its address is not public/);
    expect(loopback.hits.length).toBe(before);
  });

  it.each(['localhost.', 'localhost.localdomain', 'localhost', 'shop.example.com'])(
    'refuse a name that resolves to loopback (%s), checking the resolved address and not the name',
    async (name) => {
      const before = loopback.hits.length;
      const fetchFn = makeOutboundFetch({ allowHttp: true, lookup: resolver({ [name]: '127.0.0.2' }) });
      await expect(fetchFn(`http://${name}:${port()}/`)).rejects.toThrow(OutboundRequestRefusedError);
      const v6 = makeOutboundFetch({ lookup: resolver({ [name]: '::1' }) });
      await expect(v6(`https://${name}/`)).rejects.toThrow(OutboundRequestRefusedError);
      expect(loopback.hits.length).toBe(before);
    },
  );

  it('checks the address again on every new connection (a name that re-resolves to loopback is refused)', async () => {
    let answers = 0;
    const fetchFn = strict({
      lookup: resolver({ 'shop.rebind.test': () => (answers++ === 0 ? '127.0.0.1' : '127.0.0.2') }),
    });
    // The allowed server closes each connection, so the second call connects (and resolves) again.
    const first = await fetchFn(`http://shop.rebind.test:${new URL(allowed.origin).port}/first`);
    expect(first.status).toBe(200);
    await first.text();
    await expect(fetchFn(`http://shop.rebind.test:${new URL(allowed.origin).port}/second`)).rejects.toThrow(
      OutboundRequestRefusedError,
    );
    expect(answers).toBe(2);
  });

  it('follows a redirect only to an allowed address, checking each hop', async () => {
    const before = loopback.hits.length;
    for (const path of ['/to-loopback', '/to-mapped', '/to-local-name']) {
      const fetchFn = strict({ lookup: resolver({ 'localhost.': '127.0.0.2' }) });
      await expect(fetchFn(`${allowed.origin}${path}`)).rejects.toThrow(OutboundRequestRefusedError);
    }
    expect(loopback.hits.length).toBe(before);

    const moved = await strict()(`${allowed.origin}/moved`, { headers: { authorization: 'Basic same-origin' } });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ path: '/here' });
    expect(allowed.hits.at(-1)?.headers.authorization).toBe('Basic same-origin');
  });

  it("answers a redirect itself under redirect: 'manual' and refuses it under redirect: 'error'", async () => {
    const manual = await strict()(`${allowed.origin}/to-loopback`, { redirect: 'manual' });
    expect(manual.status).toBe(302);
    expect(manual.headers.get('location')).toBe(`${loopback.origin}/secret`);
    await expect(strict()(`${allowed.origin}/moved`, { redirect: 'error' })).rejects.toThrow(/redirect/);
  });

  it('refuses plain http unless allowed, and credentials in the URL', async () => {
    const httpsOnly = makeOutboundFetch({ allowAddresses: ['127.0.0.1'] });
    await expect(httpsOnly(`${allowed.origin}/`)).rejects.toThrow(/http: is not an allowed scheme/);
    await expect(strict()(`http://user:pass@127.0.0.1:${new URL(allowed.origin).port}/`)).rejects.toThrow(
      /credentials in the URL/,
    );
  });

  it('reaches loopback when private addresses are allowed (the local runtime and its store simulators)', async () => {
    const local = makeOutboundFetch({ allowHttp: true, allowPrivateAddresses: true });
    const res = await local(`${loopback.origin}/secret`);
    expect(await res.text()).toBe('internal secret');
  });
});
