/**
 * Freight class from density (pounds per cubic foot). Two density tables are in use and both are
 * kept as data with the date each took effect: the legacy 18-class scale, and the NMFC 13-level
 * density scale that replaced it on 2025-07-19. The table in force on the pickup date decides;
 * the screen shows both so a merchant can compare with what a carrier quoted before the change.
 */
import { roundTo } from '../validation/bounded.schema';

/** The 18 NMFC classes a carrier accepts (and a freight piece may carry). */
export const FREIGHT_CLASSES = [
  '50',
  '55',
  '60',
  '65',
  '70',
  '77.5',
  '85',
  '92.5',
  '100',
  '110',
  '125',
  '150',
  '175',
  '200',
  '250',
  '300',
  '400',
  '500',
] as const;
export type FreightClass = (typeof FREIGHT_CLASSES)[number];

export function isFreightClass(value: string): value is FreightClass {
  return (FREIGHT_CLASSES as readonly string[]).includes(value.trim());
}

/** One step of a density scale: densities at or above `minPcf` (and below the next step's) take `freightClass`. */
export interface DensityStep {
  minPcf: number;
  freightClass: FreightClass;
}

export interface DensityTable {
  id: 'legacy-18' | 'nmfc-2025';
  name: string;
  /** YYYY-MM-DD the table took effect. */
  effectiveFrom: string;
  /** Highest density first. */
  steps: readonly DensityStep[];
}

export const LEGACY_DENSITY_TABLE: DensityTable = {
  id: 'legacy-18',
  name: 'Legacy 18-class density scale',
  effectiveFrom: '1900-01-01',
  steps: [
    { minPcf: 50, freightClass: '50' },
    { minPcf: 35, freightClass: '55' },
    { minPcf: 30, freightClass: '60' },
    { minPcf: 22.5, freightClass: '65' },
    { minPcf: 15, freightClass: '70' },
    { minPcf: 13.5, freightClass: '77.5' },
    { minPcf: 12, freightClass: '85' },
    { minPcf: 10.5, freightClass: '92.5' },
    { minPcf: 9, freightClass: '100' },
    { minPcf: 8, freightClass: '110' },
    { minPcf: 7, freightClass: '125' },
    { minPcf: 6, freightClass: '150' },
    { minPcf: 5, freightClass: '175' },
    { minPcf: 4, freightClass: '200' },
    { minPcf: 3, freightClass: '250' },
    { minPcf: 2, freightClass: '300' },
    { minPcf: 1, freightClass: '400' },
    { minPcf: 0, freightClass: '500' },
  ],
};

export const NMFC_2025_DENSITY_TABLE: DensityTable = {
  id: 'nmfc-2025',
  name: 'NMFC 13-level density scale',
  effectiveFrom: '2025-07-19',
  steps: [
    { minPcf: 50, freightClass: '50' },
    { minPcf: 35, freightClass: '55' },
    { minPcf: 30, freightClass: '60' },
    { minPcf: 22.5, freightClass: '65' },
    { minPcf: 15, freightClass: '70' },
    { minPcf: 12, freightClass: '85' },
    { minPcf: 10, freightClass: '92.5' },
    { minPcf: 8, freightClass: '100' },
    { minPcf: 6, freightClass: '125' },
    { minPcf: 4, freightClass: '175' },
    { minPcf: 2, freightClass: '250' },
    { minPcf: 1, freightClass: '300' },
    { minPcf: 0, freightClass: '400' },
  ],
};

/** Every table, newest first. */
export const DENSITY_TABLES: readonly DensityTable[] = [NMFC_2025_DENSITY_TABLE, LEGACY_DENSITY_TABLE];

/** The table in force on a YYYY-MM-DD date (an empty or unreadable date means today's, the newest). */
export function densityTableOn(date: string): DensityTable {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return DENSITY_TABLES[0]!;
  return DENSITY_TABLES.find((t) => t.effectiveFrom <= date) ?? LEGACY_DENSITY_TABLE;
}

const CUBIC_INCHES_PER_FOOT = 1728;

/**
 * Pounds per cubic foot of one pallet: its weight (pallet included) over its outer volume,
 * measured with the pallet's own height. Rounded to 2 places as carriers print it.
 */
export function densityPcf(p: { lengthIn: number; widthIn: number; heightIn: number; weightLb: number }): number {
  const cubicFeet = (p.lengthIn * p.widthIn * p.heightIn) / CUBIC_INCHES_PER_FOOT;
  if (!(cubicFeet > 0) || !(p.weightLb > 0)) return 0;
  return roundTo(p.weightLb / cubicFeet, 2);
}

export function cubicFeet(p: { lengthIn: number; widthIn: number; heightIn: number }): number {
  return roundTo((p.lengthIn * p.widthIn * p.heightIn) / CUBIC_INCHES_PER_FOOT, 2);
}

export function classForDensity(pcf: number, table: DensityTable): FreightClass {
  return (table.steps.find((s) => pcf >= s.minPcf) ?? table.steps[table.steps.length - 1]!).freightClass;
}

/** Within this share of a break, a little less cube (tighter wrap, a shorter stack) moves the class. */
export const CLASS_BREAK_MARGIN = 0.05;

export interface ClassBreakHint {
  /** The density of the next (lower, cheaper) class's break. */
  nextBreakPcf: number;
  nextClass: FreightClass;
  /** Pounds per cubic foot still missing. */
  shortByPcf: number;
}

/** When the density sits just under the break to a cheaper class, that break (else undefined). */
export function nearClassBreak(pcf: number, table: DensityTable): ClassBreakHint | undefined {
  const index = table.steps.findIndex((s) => pcf >= s.minPcf);
  if (index <= 0) return undefined;
  const next = table.steps[index - 1]!;
  const shortBy = next.minPcf - pcf;
  if (shortBy <= 0 || shortBy > next.minPcf * CLASS_BREAK_MARGIN) return undefined;
  return { nextBreakPcf: next.minPcf, nextClass: next.freightClass, shortByPcf: roundTo(shortBy, 2) };
}

export interface ClassEstimate {
  densityPcf: number;
  cubicFeet: number;
  /** The table in force on the pickup date and its class. */
  inForce: { table: DensityTable['id']; name: string; freightClass: FreightClass; nearBreak?: ClassBreakHint };
  /** Both tables' classes, for the side-by-side view. */
  byTable: { table: DensityTable['id']; name: string; effectiveFrom: string; freightClass: FreightClass }[];
}

/** The "Calculate class" helper: density, the class in force on `pickupDate`, and both tables' answers. */
export function estimateClass(
  pallet: { lengthIn: number; widthIn: number; heightIn: number; weightLb: number },
  pickupDate: string,
): ClassEstimate {
  const pcf = densityPcf(pallet);
  const table = densityTableOn(pickupDate);
  const near = nearClassBreak(pcf, table);
  return {
    densityPcf: pcf,
    cubicFeet: cubicFeet(pallet),
    inForce: {
      table: table.id,
      name: table.name,
      freightClass: classForDensity(pcf, table),
      ...(near ? { nearBreak: near } : {}),
    },
    byTable: DENSITY_TABLES.map((t) => ({
      table: t.id,
      name: t.name,
      effectiveFrom: t.effectiveFrom,
      freightClass: classForDensity(pcf, t),
    })),
  };
}
