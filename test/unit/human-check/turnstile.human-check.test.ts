import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HumanCheckUnavailableError } from '#domain/human-check/ports';
import {
  makeTurnstileHumanCheck,
  TURNSTILE_SITEVERIFY_URL,
} from '#functions/human-check/adapters/turnstile.human-check';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/turnstile/${name}.json`, import.meta.url), 'utf8')) as {
    status: number;
    body: unknown;
  };

/** A fetch answering one recorded siteverify response, keeping what it was sent. */
function recorded(name: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init: init ?? {} });
    const { status, body } = fixture(name);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}

const SECRET = '1x0000000000000000000000000000000AA';
const check = (fetch: (url: string, init?: RequestInit) => Promise<Response>) =>
  makeTurnstileHumanCheck({ secret: async () => SECRET, fetch });

describe('Cloudflare Turnstile siteverify against recorded responses', () => {
  it('success → validated; the secret, token and visitor IP are posted form-encoded with a deadline', async () => {
    const { calls, fetch } = recorded('success');
    expect(await check(fetch).verify('XXXX.DUMMY.TOKEN', '203.0.113.9')).toBe('validated');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(TURNSTILE_SITEVERIFY_URL);
    expect(calls[0]!.init.method).toBe('POST');
    const sent = new URLSearchParams(String(calls[0]!.init.body));
    expect(Object.fromEntries(sent)).toEqual({ secret: SECRET, response: 'XXXX.DUMMY.TOKEN', remoteip: '203.0.113.9' });
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('invalid-input-response → not validated (a forged or foreign token)', async () => {
    expect(await check(recorded('invalid-input-response').fetch).verify('forged')).toBe('not_validated');
  });

  it('timeout-or-duplicate → not validated (an expired or spent token)', async () => {
    expect(await check(recorded('timeout-or-duplicate').fetch).verify('spent')).toBe('not_validated');
  });

  it('our secret wrong or Cloudflare failing → unavailable, for the rule to count as validated', async () => {
    await expect(check(recorded('invalid-input-secret').fetch).verify('t')).rejects.toBeInstanceOf(
      HumanCheckUnavailableError,
    );
    await expect(check(recorded('internal-error').fetch).verify('t')).rejects.toThrow(/internal-error/);
  });

  it('network error, non-200 and an unknown answer → unavailable', async () => {
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(check(down).verify('t')).rejects.toThrow(/unreachable/);
    const bad = async () => new Response('<html>bad gateway</html>', { status: 502 });
    await expect(check(bad).verify('t')).rejects.toThrow(/502/);
    const odd = async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 });
    await expect(check(odd).verify('t')).rejects.toThrow(/unknown shape/);
    const text = async () => new Response('not json', { status: 200 });
    await expect(check(text).verify('t')).rejects.toThrow(/no JSON/);
  });

  it('a slow siteverify is abandoned at the deadline', async () => {
    const slow = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
      );
    const started = Date.now();
    await expect(
      makeTurnstileHumanCheck({ secret: async () => SECRET, fetch: slow, timeoutMs: 50 }).verify('t'),
    ).rejects.toThrow(/TimeoutError/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
