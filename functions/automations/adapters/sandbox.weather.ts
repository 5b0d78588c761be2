import type { DailyHighsF, WeatherForecasts } from '#domain/automations/ports';
import { zip3Location, type Zip3Location } from './zip3-locations';

/**
 * The local default forecast: no network, the same answer for the same ZIP3 and day, and seasonal, so
 * Texas in July is hot (95-105 °F) and Minnesota in January is cold. Normal highs come from latitude
 * with the Pacific coast's mild summers and winters, the desert Southwest's heat, Florida's capped summers, Alaska and Hawaii on their
 * own; a day's high follows a cosine over the year peaking in late July, plus a few degrees of noise
 * hashed from the ZIP3 and the date.
 */

/** Late July: the warmest day of the year for most of the US. */
const WARMEST_DAY_OF_YEAR = 201;
const NOISE_F = 4;

interface Normals {
  julyHigh: number;
  januaryHigh: number;
}

export function normalHighs({ lat, lon }: Zip3Location): Normals {
  if (lat > 51) return { julyHigh: 66, januaryHigh: 22 };
  if (lon < -150) return { julyHigh: 88, januaryHigh: 80 };
  let julyHigh = 106 - 0.9 * (lat - 25);
  let januaryHigh = 80 - 2.6 * (lat - 25);
  // The Pacific keeps the West Coast mild both ways; the desert Southwest bakes.
  if (lon < -117.5 && lat > 32) {
    julyHigh -= 12;
    januaryHigh += 18;
  } else if (lon < -105 && lat < 37) julyHigh += 8;
  if (lat < 29) julyHigh = Math.min(julyHigh, 92);
  return { julyHigh, januaryHigh };
}

function dayOfYear(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return (Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000 + 1;
}

/** FNV-1a of the text, as a number in [-1, 1). */
function noise(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Murmur3's finaliser spreads texts that differ in their last characters (consecutive dates).
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x80000000 - 1;
}

export function sandboxHighF(zip3: string, location: Zip3Location, isoDate: string): number {
  const { julyHigh, januaryHigh } = normalHighs(location);
  const mid = (julyHigh + januaryHigh) / 2;
  const amplitude = (julyHigh - januaryHigh) / 2;
  const season = Math.cos((2 * Math.PI * (dayOfYear(isoDate) - WARMEST_DAY_OF_YEAR)) / 365.25);
  return Math.round(mid + amplitude * season + NOISE_F * noise(`${zip3}|${isoDate}`));
}

function shiftedDate(isoDate: string, days: number): string {
  if (!days) return isoDate;
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Days from the 15th of `today`'s month to the 15th of `month` (1-12) at or after it, in the same or the next year. */
export function daysToSeason(today: string, month: number): number {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const from = Date.UTC(y, m - 1, 15);
  const to = Date.UTC(month >= m ? y : y + 1, month - 1, 15);
  return Math.round((to - from) / 86_400_000);
}

/**
 * `seasonMonth` plays a month's weather for every day asked (each date moved by one fixed number of
 * days, so a forecast window keeps its shape): a demo or a browser test in November can show a July
 * rule firing. Unset, every date is its own.
 */
export function makeSandboxWeather(options: { seasonMonth?: number; today?: string } = {}): WeatherForecasts {
  const shift = options.seasonMonth
    ? daysToSeason(options.today ?? new Date().toISOString().slice(0, 10), options.seasonMonth)
    : 0;
  return {
    async dailyHighsF(zip3, dates) {
      const location = zip3Location(zip3);
      if (!location) return {};
      const highs: Record<string, number> = {};
      for (const date of dates) highs[date] = sandboxHighF(zip3, location, shiftedDate(date, shift));
      return highs satisfies DailyHighsF;
    },
  };
}
