import * as z from 'zod';
import { WeatherUnavailableError, type DailyHighsF, type WeatherForecasts } from '#domain/automations/ports';
import { zip3Location, type Zip3Location } from './zip3-locations';

/**
 * The live forecast: the US National Weather Service API (no key; a User-Agent naming the caller is
 * required). A ZIP3's point (`GET /points/{lat},{lon}`) names its gridpoint forecast URL, kept for the
 * life of the function; the forecast's daytime periods give each day's high, dated by the local date
 * the period starts on. api.weather.gov covers the US only: a point it does not know answers {}.
 */
export const NWS_BASE_URL = 'https://api.weather.gov';

const pointSchema = z.object({ properties: z.object({ forecast: z.string() }) });
const temperatureSchema = z.union([
  z.number(),
  z.object({ value: z.number().nullable(), unitCode: z.string().optional() }).transform((t) => t),
]);
const forecastSchema = z.object({
  properties: z.object({
    periods: z.array(
      z.object({
        startTime: z.string(),
        isDaytime: z.boolean(),
        temperature: temperatureSchema.nullable(),
        temperatureUnit: z.string().nullable().optional(),
      }),
    ),
  }),
});

export interface NwsWeatherOptions {
  /** NWS asks every caller to identify itself, e.g. "(shipdeck.app, ops@shipdeck.app)". */
  userAgent: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  locate?: (zip3: string) => Zip3Location | undefined;
}

const toF = (c: number) => (c * 9) / 5 + 32;
/** At most 4 decimals without trailing zeros: NWS redirects any other spelling of a point. */
const coordinate = (n: number) => String(Math.round(n * 10_000) / 10_000);

/** °F from a period's temperature: a number in `temperatureUnit`, or a WMO quantity (`wmoUnit:degC`). */
function highF(temperature: z.output<typeof temperatureSchema> | null, unit: string | null | undefined) {
  if (temperature === null) return undefined;
  if (typeof temperature === 'number') return unit === 'C' ? Math.round(toF(temperature)) : temperature;
  if (temperature.value === null) return undefined;
  return temperature.unitCode?.endsWith('degC') ? Math.round(toF(temperature.value)) : temperature.value;
}

export function makeNwsWeather(options: NwsWeatherOptions): WeatherForecasts {
  const { userAgent, timeoutMs = 5_000, locate = zip3Location } = options;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const forecastUrls = new Map<string, string | null>();

  async function getJson(url: string): Promise<{ status: number; body?: unknown }> {
    let res: Response;
    try {
      res = await fetchFn(url, {
        headers: { 'user-agent': userAgent, accept: 'application/geo+json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new WeatherUnavailableError(`NWS unreachable: ${(e as Error).name}`);
    }
    if (res.status === 404) return { status: 404 };
    if (!res.ok) throw new WeatherUnavailableError(`NWS answered ${res.status}`);
    try {
      return { status: res.status, body: await res.json() };
    } catch {
      throw new WeatherUnavailableError('NWS answered something other than JSON');
    }
  }

  async function forecastUrl(zip3: string, at: Zip3Location): Promise<string | null> {
    const known = forecastUrls.get(zip3);
    if (known !== undefined) return known;
    const { status, body } = await getJson(`${NWS_BASE_URL}/points/${coordinate(at.lat)},${coordinate(at.lon)}`);
    const point = status === 404 ? undefined : pointSchema.safeParse(body);
    if (point && !point.success) throw new WeatherUnavailableError('NWS point without a forecast link');
    // Only NWS's own host is followed: the link comes from a response, not from our configuration.
    const url = point?.data.properties.forecast;
    const found = url && url.startsWith(`${NWS_BASE_URL}/`) ? url : null;
    forecastUrls.set(zip3, found);
    return found;
  }

  return {
    async dailyHighsF(zip3) {
      const at = locate(zip3);
      if (!at) return {};
      const url = await forecastUrl(zip3, at);
      if (!url) return {};
      const { status, body } = await getJson(url);
      if (status === 404) return {};
      const forecast = forecastSchema.safeParse(body);
      if (!forecast.success) throw new WeatherUnavailableError('NWS forecast of an unknown shape');
      const highs: Record<string, number> = {};
      for (const period of forecast.data.properties.periods) {
        if (!period.isDaytime) continue;
        const high = highF(period.temperature, period.temperatureUnit);
        const date = period.startTime.slice(0, 10);
        if (high !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date))
          highs[date] = Math.max(high, highs[date] ?? -Infinity);
      }
      return highs satisfies DailyHighsF;
    },
  };
}
