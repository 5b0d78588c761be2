import type { DailyHighsF, ForecastCache } from '#domain/automations/ports';
import { onTable } from '#lib/db/table';
import { logger } from '#lib/logger';
import { ForecastEntity } from '../db/forecast.entity';

/** A day's entry is kept through the next day (a function running past midnight UTC still reads it), then TTL'd. */
const KEEP_DAYS = 2;

/** Epoch seconds when the entry fetched on `day` (YYYY-MM-DD) may go. */
export function forecastExpiresAt(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + KEEP_DAYS * 86_400;
}

/**
 * Forecasts kept in the table per ZIP3 and day, shared by every function instance (forecast.entity.ts). The cache
 * never fails a forecast: a read that fails is a miss (the service is asked) and a write that fails is logged.
 */
export const dynamoForecastCache: ForecastCache = {
  async get(zip3, day) {
    try {
      const { data } = await onTable(ForecastEntity).get({ zip3, day }).go();
      return data ? (data.highsF as DailyHighsF) : undefined;
    } catch (err) {
      logger.warn('Forecast cache read failed; asking the forecast service', { zip3, day, error: err as Error });
      return undefined;
    }
  },
  async put(zip3, day, highs) {
    try {
      await onTable(ForecastEntity)
        .put({ zip3, day, highsF: highs, expiresAt: forecastExpiresAt(day) })
        .go();
    } catch (err) {
      logger.warn('Forecast cache write failed', { zip3, day, error: err as Error });
    }
  },
};
