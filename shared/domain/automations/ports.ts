/** What the automation use cases talk through; adapters live in functions/automations/adapters. */

/** Forecast daily highs (°F) by YYYY-MM-DD. */
export type DailyHighsF = Readonly<Record<string, number>>;

/** Weather forecasts at a destination, located by the first three digits of its ZIP code. */
export interface WeatherForecasts {
  /**
   * Daily highs for the dates asked, where a forecast exists (a forecast reaches about a week ahead); an
   * answer may hold more dates than asked. An unknown ZIP3 answers {}. Refuses (WeatherUnavailableError)
   * when the service cannot be reached, so a caller can run its rules without weather.
   */
  dailyHighsF(zip3: string, dates: readonly string[]): Promise<DailyHighsF>;
}

/** Forecasts kept per ZIP3 for the day they were fetched: one fetch per destination area a day. */
export interface ForecastCache {
  get(zip3: string, day: string): Promise<DailyHighsF | undefined>;
  put(zip3: string, day: string, highs: DailyHighsF): Promise<void>;
}

export class WeatherUnavailableError extends Error {
  constructor(readonly reason: string) {
    super('The weather forecast is unavailable right now.');
  }
}
