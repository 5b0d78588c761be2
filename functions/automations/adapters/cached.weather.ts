import { addDays } from '#domain/automations/rule-conditions.rules';
import type { DailyHighsF, ForecastCache, WeatherForecasts } from '#domain/automations/ports';

/**
 * Forecasts fetched once per ZIP3 a day: the first question of the day asks the source for the whole
 * forecast window (and the dates asked), later ones read the cache. Questions for a ZIP3 already being
 * fetched wait for that fetch, so an import of many orders to one area fetches once. A failed fetch is
 * not cached.
 */
export interface CachedWeatherOptions {
  /** Today, YYYY-MM-DD (UTC unless the caller says otherwise). */
  today?: () => string;
  /** Days from today asked on a miss: about as far as a forecast reaches. */
  windowDays?: number;
}

export function cachedWeather(
  source: WeatherForecasts,
  cache: ForecastCache,
  { today = () => new Date().toISOString().slice(0, 10), windowDays = 8 }: CachedWeatherOptions = {},
): WeatherForecasts {
  const inFlight = new Map<string, Promise<DailyHighsF>>();

  async function highsOfDay(zip3: string, day: string, dates: readonly string[]): Promise<DailyHighsF> {
    const cached = await cache.get(zip3, day);
    if (cached) return cached;
    const ask = new Set(dates);
    for (let d = 0; d < windowDays; d++) ask.add(addDays(day, d));
    const highs = await source.dailyHighsF(zip3, [...ask].sort());
    await cache.put(zip3, day, highs);
    return highs;
  }

  return {
    async dailyHighsF(zip3, dates) {
      const day = today();
      const key = `${zip3}|${day}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = highsOfDay(zip3, day, dates).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const highs = await pending;
      const out: Record<string, number> = {};
      for (const date of dates) if (Object.hasOwn(highs, date)) out[date] = highs[date]!;
      return out;
    },
  };
}
