import { afterEach, describe, expect, it, vi } from 'vitest';
import { HUMAN_CHECK_PATH } from '#api/human-check';
import { validateHumanCheck } from '#web/lib/human-check/validate-recaptcha';
import { humanCheckWidgetOf } from '#infra/stacks/stateless.stack';

describe('validateHumanCheck: the browser’s GET /auth/v1/validate-recaptcha (accounts §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the token in X-Recaptcha and answers the route’s validated', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const answer = (validated: boolean) =>
      (async (url: string, init?: RequestInit) => {
        seen.push({ url, headers: init?.headers as Record<string, string> });
        return new Response(JSON.stringify({ validated }), { status: 200 });
      }) as unknown as typeof fetch;
    expect(await validateHumanCheck('tok', { fetchImpl: answer(false) })).toBe(false);
    expect(await validateHumanCheck('tok', { baseUrl: 'https://api.example', fetchImpl: answer(true) })).toBe(true);
    expect(seen[0]).toEqual({ url: HUMAN_CHECK_PATH, headers: { accept: 'application/json', 'X-Recaptcha': 'tok' } });
    expect(seen[1]!.url).toBe(`https://api.example${HUMAN_CHECK_PATH}`);
  });

  it('a failed call (network, 5xx, 429, an unknown answer) is treated as validated and logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const status = (code: number) => (async () => new Response('{}', { status: code })) as unknown as typeof fetch;
    const odd = (async () => new Response('{"ok":1}', { status: 200 })) as unknown as typeof fetch;
    for (const fetchImpl of [down, status(500), status(429), odd])
      expect(await validateHumanCheck('tok', { fetchImpl })).toBe(true);
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('which widget the web runs', () => {
  it('follows the functions’ provider: local with sandbox adapters, Turnstile with live ones and a key, else none', () => {
    expect(humanCheckWidgetOf('sandbox', undefined)).toEqual({ provider: 'local' });
    expect(humanCheckWidgetOf('sandbox', '0x4AAA')).toEqual({ provider: 'local' });
    expect(humanCheckWidgetOf('live', '0x4AAA')).toEqual({ provider: 'turnstile', siteKey: '0x4AAA' });
    expect(humanCheckWidgetOf('live', undefined)).toBeUndefined();
  });
});
