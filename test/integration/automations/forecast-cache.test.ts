import { describe, expect, it } from 'vitest';
import type { WeatherForecasts } from '#domain/automations/ports';
import { cachedWeather } from '#functions/automations/adapters/cached.weather';
import { dynamoForecastCache, forecastExpiresAt } from '#functions/automations/adapters/dynamodb.forecast-cache';
import { ForecastEntity } from '#functions/automations/db/forecast.entity';
import { resetConfigForTests } from '#lib/config';
import { onTable, resetDbForTests } from '#lib/db/table';

/** A source answering 90 °F for every date, counting its calls. */
function countingSource() {
  const asked: string[][] = [];
  const source: WeatherForecasts = {
    async dailyHighsF(_zip3, dates) {
      asked.push([...dates]);
      return Object.fromEntries(dates.map((d) => [d, 90]));
    },
  };
  return { asked, source };
}

describe('the forecast cache in the table (per ZIP3 and day, with a TTL)', () => {
  it('keeps a day’s highs per ZIP3; another day or ZIP3 misses; the item expires two days after its day', async () => {
    const highs = { '2031-07-14': 97, '2031-07-15': 99 };
    await dynamoForecastCache.put('787', '2031-07-14', highs);
    expect(await dynamoForecastCache.get('787', '2031-07-14')).toEqual(highs);
    expect(await dynamoForecastCache.get('787', '2031-07-15')).toBeUndefined();
    expect(await dynamoForecastCache.get('786', '2031-07-14')).toBeUndefined();
    const { data } = await onTable(ForecastEntity).get({ zip3: '787', day: '2031-07-14' }).go();
    expect(data?.expiresAt).toBe(Date.parse('2031-07-16T00:00:00Z') / 1000);
    expect(forecastExpiresAt('2031-07-14')).toBe(data?.expiresAt);
  });

  it('two function instances (each its own cachedWeather) ask the source once per ZIP3 a day between them', async () => {
    const { asked, source } = countingSource();
    const today = () => '2031-08-02';
    const first = cachedWeather(source, dynamoForecastCache, { today, windowDays: 3 });
    const second = cachedWeather(source, dynamoForecastCache, { today, windowDays: 3 });
    expect(await first.dailyHighsF('850', ['2031-08-03'])).toEqual({ '2031-08-03': 90 });
    expect(await second.dailyHighsF('850', ['2031-08-02', '2031-08-04'])).toEqual({
      '2031-08-02': 90,
      '2031-08-04': 90,
    });
    expect(asked).toEqual([['2031-08-02', '2031-08-03', '2031-08-04']]);
  });

  it('a cache that cannot be read or written never fails the forecast: the source answers', async () => {
    const table = process.env.TABLE_NAME;
    process.env.TABLE_NAME = 'shipdeck-no-such-table';
    resetConfigForTests();
    resetDbForTests();
    try {
      const { asked, source } = countingSource();
      const weather = cachedWeather(source, dynamoForecastCache, { today: () => '2031-09-01', windowDays: 1 });
      expect(await weather.dailyHighsF('100', ['2031-09-01'])).toEqual({ '2031-09-01': 90 });
      expect(asked).toHaveLength(1);
    } finally {
      process.env.TABLE_NAME = table;
      resetConfigForTests();
      resetDbForTests();
    }
  });
});
