import type { CatalogEntries, CatalogReferences } from './automation-catalog.rules';

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

/**
 * Orders handed to the automations worker after an import wrote them (the CSV import, a store webhook, the
 * public API): the importer only names them, the worker reads and applies the account's rules.
 */
export interface AutomationRunQueue {
  /** Sends the ids in messages of at most AUTOMATION_MESSAGE_ORDERS_MAX (automation-run.message); none sends nothing. Throws when refused. */
  enqueue(accountId: string, orderIds: readonly string[]): Promise<void>;
}

/**
 * The account's catalog as rules name it: boxes, products, packagings (coolants among them) and warehouses,
 * read by id, so a run reads what its rules name and nothing else (bounded by the rules, not the catalog).
 */
export interface AutomationCatalogReader {
  /** The named entries the account still has; a name absent from the answer refers to something deleted. */
  entries(accountId: string, refs: CatalogReferences): Promise<CatalogEntries>;
}
