import { addDays } from '#domain/automations/rule-conditions.rules';
import type { DailyHighsF, ForecastCache, WeatherForecasts } from '#domain/automations/ports';
import { warmCache } from '#lib/warm-cache';

/**
 * Forecasts fetched once per ZIP3 a day: the first question of the day asks the source for the whole
 * forecast window (and the dates asked), later ones read the cache. Questions for a ZIP3 already being
 * fetched wait for that fetch, so an import of many orders to one area fetches once. A failed fetch is
 * not cached. What a warm container has read stays in its memory too, so a later batch of the same day
 * reads neither the source nor the shared cache again.
 */
export interface CachedWeatherOptions {
  /** Today, YYYY-MM-DD (UTC unless the caller says otherwise). */
  today?: () => string;
  /** Days from today asked on a miss: about as far as a forecast reaches. */
  windowDays?: number;
  /** How long a ZIP3's day of forecasts stays in the container's memory. */
  memoryTtlMs?: number;
}

/** About every US ZIP3 (some 900), so a container's memory holds the whole country's day. */
const MEMORY_MAX_ZIP3_DAYS = 1_000;

export function cachedWeather(
  source: WeatherForecasts,
  cache: ForecastCache,
  {
    today = () => new Date().toISOString().slice(0, 10),
    windowDays = 8,
    memoryTtlMs = 3_600_000,
  }: CachedWeatherOptions = {},
): WeatherForecasts {
  async function highsOfDay(zip3: string, day: string, dates: readonly string[]): Promise<DailyHighsF> {
    const cached = await cache.get(zip3, day);
    if (cached) return cached;
    const ask = new Set(dates);
    for (let d = 0; d < windowDays; d++) ask.add(addDays(day, d));
    const highs = await source.dailyHighsF(zip3, [...ask].sort());
    await cache.put(zip3, day, highs);
    return highs;
  }

  // The dates of the question that loads a key: warmCache calls `load` synchronously from `held`.
  let asking: readonly string[] = [];
  const held = warmCache(
    (key) => {
      const [zip3, day] = key.split('|') as [string, string];
      return highsOfDay(zip3, day, asking);
    },
    { ttlMs: memoryTtlMs, maxKeys: MEMORY_MAX_ZIP3_DAYS },
  );

  return {
    async dailyHighsF(zip3, dates) {
      asking = dates;
      const highs = await held(`${zip3}|${today()}`);
      const out: Record<string, number> = {};
      for (const date of dates) if (Object.hasOwn(highs, date)) out[date] = highs[date]!;
      return out;
    },
  };
}
