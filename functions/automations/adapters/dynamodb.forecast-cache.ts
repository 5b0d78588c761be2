import type { DailyHighsF, ForecastCache } from '#domain/automations/ports';
import { onTable } from '#lib/db/table';
import { ForecastEntity } from '../db/forecast.entity';

/** A day's entry is kept through the next day (a function running past midnight UTC still reads it), then TTL'd. */
const KEEP_DAYS = 2;

/** Epoch seconds when the entry fetched on `day` (YYYY-MM-DD) may go. */
export function forecastExpiresAt(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + KEEP_DAYS * 86_400;
}

/** Forecasts kept in the table per ZIP3 and day, shared by every function instance (forecast.entity.ts). */
export const dynamoForecastCache: ForecastCache = {
  async get(zip3, day) {
    const { data } = await onTable(ForecastEntity).get({ zip3, day }).go();
    return data ? (data.highsF as DailyHighsF) : undefined;
  },
  async put(zip3, day, highs) {
    await onTable(ForecastEntity)
      .put({ zip3, day, highsF: highs, expiresAt: forecastExpiresAt(day) })
      .go();
  },
};
