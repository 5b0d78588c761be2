import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NWS_BASE_URL, makeNwsWeather } from '#functions/automations/adapters/nws.weather';
import { WeatherUnavailableError } from '#domain/automations/ports';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/weather/${name}.json`, import.meta.url), 'utf8')) as {
    status: number;
    body: unknown;
  };

/** A fetch answering recorded responses by URL, keeping the requests it was given. */
function recorded(routes: Record<string, string>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const name = routes[url];
    if (!name) throw new TypeError(`no recorded response for ${url}`);
    const { status, body } = fixture(name);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/geo+json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

const DALLAS_POINT = `${NWS_BASE_URL}/points/32.8007,-96.7949`;
const DALLAS_FORECAST = `${NWS_BASE_URL}/gridpoints/FWD/88,104/forecast`;
const USER_AGENT = '(shipdeck.test, ops@shipdeck.test)';
const JULY_WEEK = ['2026-07-14', '2026-07-15', '2026-07-16', '2026-07-17', '2026-07-18', '2026-07-19', '2026-07-20'];

describe('NWS weather against recorded responses', () => {
  it('finds the ZIP3’s point, follows its forecast link and reads each day’s high', async () => {
    const { calls, fetchFn } = recorded({
      [DALLAS_POINT]: 'nws-points-dallas',
      [DALLAS_FORECAST]: 'nws-forecast-dallas',
    });
    const weather = makeNwsWeather({ userAgent: USER_AGENT, fetch: fetchFn });
    const highs = await weather.dailyHighsF('752', ['2026-07-14']);
    expect(highs).toEqual(Object.fromEntries(JULY_WEEK.map((d, i) => [d, [99, 101, 103, 100, 97, 95, 96][i]])));
    expect(calls.map((c) => c.url)).toEqual([DALLAS_POINT, DALLAS_FORECAST]);
    expect((calls[0]!.init.headers as Record<string, string>)['user-agent']).toBe(USER_AGENT);
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('asks for the point once per ZIP3 and the forecast each time', async () => {
    const { calls, fetchFn } = recorded({
      [DALLAS_POINT]: 'nws-points-dallas',
      [DALLAS_FORECAST]: 'nws-forecast-dallas',
    });
    const weather = makeNwsWeather({ userAgent: USER_AGENT, fetch: fetchFn });
    await weather.dailyHighsF('752', []);
    await weather.dailyHighsF('752', []);
    expect(calls.map((c) => c.url)).toEqual([DALLAS_POINT, DALLAS_FORECAST, DALLAS_FORECAST]);
  });

  it('reads temperatures given as WMO quantities in °C', async () => {
    const { fetchFn } = recorded({
      [DALLAS_POINT]: 'nws-points-dallas',
      [DALLAS_FORECAST]: 'nws-forecast-dallas-quantitative',
    });
    const highs = await makeNwsWeather({ userAgent: USER_AGENT, fetch: fetchFn }).dailyHighsF('752', []);
    expect(highs['2026-07-14']).toBe(99);
    expect(highs['2026-07-16']).toBe(103);
  });

  it('answers {} for a ZIP3 it cannot place or a point NWS does not cover', async () => {
    const { calls, fetchFn } = recorded({ [`${NWS_BASE_URL}/points/18.4,-66.1`]: 'nws-points-outside' });
    const outside = makeNwsWeather({
      userAgent: USER_AGENT,
      fetch: fetchFn,
      locate: () => ({ lat: 18.4, lon: -66.1, state: 'PR' }),
    });
    expect(await outside.dailyHighsF('009', ['2026-07-14'])).toEqual({});
    expect(await makeNwsWeather({ userAgent: USER_AGENT, fetch: fetchFn }).dailyHighsF('000', [])).toEqual({});
    expect(calls).toHaveLength(1);
  });

  it('refuses with WeatherUnavailableError when NWS fails or cannot be reached', async () => {
    const failing = recorded({ [DALLAS_POINT]: 'nws-points-dallas', [DALLAS_FORECAST]: 'nws-forecast-error' });
    await expect(
      makeNwsWeather({ userAgent: USER_AGENT, fetch: failing.fetchFn }).dailyHighsF('752', []),
    ).rejects.toBeInstanceOf(WeatherUnavailableError);
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(
      makeNwsWeather({ userAgent: USER_AGENT, fetch: offline }).dailyHighsF('752', []),
    ).rejects.toBeInstanceOf(WeatherUnavailableError);
  });

  it('follows only NWS’s own forecast links', async () => {
    const fetchFn = (async (url: string) => {
      const body =
        url === DALLAS_POINT
          ? { properties: { forecast: 'https://elsewhere.example/forecast' } }
          : { properties: { periods: [] } };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await makeNwsWeather({ userAgent: USER_AGENT, fetch: fetchFn }).dailyHighsF('752', [])).toEqual({});
  });
});
