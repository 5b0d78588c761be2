import { describe, expect, it, vi } from 'vitest';
import { cachedWeather } from '#functions/automations/adapters/cached.weather';
import { makeMemoryForecastCache } from '#test/support/memory-forecast-cache';
import { WeatherUnavailableError, type WeatherForecasts } from '#domain/automations/ports';

/** A source answering 80 °F for every date, counting its calls. */
function countingSource(fail = false) {
  const asked: string[][] = [];
  const source: WeatherForecasts = {
    async dailyHighsF(_zip3, dates) {
      asked.push([...dates]);
      if (fail) throw new WeatherUnavailableError('down');
      return Object.fromEntries(dates.map((d) => [d, 80]));
    },
  };
  return { asked, source };
}

describe('forecasts cached per ZIP3 and day', () => {
  it('asks the source once per ZIP3 a day, for the whole window, and answers only the dates asked', async () => {
    let today = '2026-07-14';
    const { asked, source } = countingSource();
    const weather = cachedWeather(source, makeMemoryForecastCache(), { today: () => today, windowDays: 3 });
    expect(await weather.dailyHighsF('752', ['2026-07-15'])).toEqual({ '2026-07-15': 80 });
    expect(await weather.dailyHighsF('752', ['2026-07-14', '2026-07-16'])).toEqual({
      '2026-07-14': 80,
      '2026-07-16': 80,
    });
    expect(asked).toEqual([['2026-07-14', '2026-07-15', '2026-07-16']]);
    await weather.dailyHighsF('554', ['2026-07-14']);
    today = '2026-07-15';
    await weather.dailyHighsF('752', ['2026-07-15']);
    expect(asked).toHaveLength(3);
  });

  it('questions for a ZIP3 being fetched wait for that fetch', async () => {
    const { asked, source } = countingSource();
    const weather = cachedWeather(source, makeMemoryForecastCache(), { today: () => '2026-07-14' });
    await Promise.all(Array.from({ length: 20 }, () => weather.dailyHighsF('752', ['2026-07-14'])));
    expect(asked).toHaveLength(1);
  });

  it('keeps a day of forecasts in the warm container: a later batch reads neither the source nor the shared cache', async () => {
    let clock = 0;
    const { asked, source } = countingSource();
    const shared = makeMemoryForecastCache();
    let reads = 0;
    const counted = { ...shared, get: (zip3: string, day: string) => (reads++, shared.get(zip3, day)) };
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      const weather = cachedWeather(source, counted, { today: () => '2026-07-14', windowDays: 2, memoryTtlMs: 1_000 });
      await weather.dailyHighsF('752', ['2026-07-14']);
      clock = 999;
      expect(await weather.dailyHighsF('752', ['2026-07-15'])).toEqual({ '2026-07-15': 80 });
      expect({ reads, asked: asked.length }).toEqual({ reads: 1, asked: 1 });
      // Past the memory's time the shared cache is read again (still without asking the source).
      clock = 1_000;
      await weather.dailyHighsF('752', ['2026-07-15']);
      expect({ reads, asked: asked.length }).toEqual({ reads: 2, asked: 1 });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('does not cache a failure', async () => {
    const { asked, source } = countingSource(true);
    const weather = cachedWeather(source, makeMemoryForecastCache(), { today: () => '2026-07-14' });
    await expect(weather.dailyHighsF('752', [])).rejects.toBeInstanceOf(WeatherUnavailableError);
    await expect(weather.dailyHighsF('752', [])).rejects.toBeInstanceOf(WeatherUnavailableError);
    expect(asked).toHaveLength(2);
  });
});
