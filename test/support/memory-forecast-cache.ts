import type { DailyHighsF, ForecastCache } from '#domain/automations/ports';

/** A forecast cache in memory, for tests of the cache's rules and the engine bench; a new day drops the previous day's entries. */
export function makeMemoryForecastCache(): ForecastCache {
  let day: string | undefined;
  const entries = new Map<string, DailyHighsF>();
  return {
    async get(zip3, d) {
      return d === day ? entries.get(zip3) : undefined;
    },
    async put(zip3, d, highs) {
      if (d !== day) {
        entries.clear();
        day = d;
      }
      entries.set(zip3, highs);
    },
  };
}
