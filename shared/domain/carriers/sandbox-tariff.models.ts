import type { CarrierCode } from './carrier-services.constants';

/**
 * The shape of the sandbox carriers' tariffs (functions/carriers/data/): rate sheets in the
 * carriers' published shape and the surcharge table. Sandbox tariffs only: they look like the
 * carriers' 2025/2026 published rates but are generated, never the carriers' own figures.
 */
export interface RateSheetService {
  service: string;
  /** Weight unit of the rows: pounds, or ounces for a letter/under-1-lb service. */
  unit: 'lb' | 'oz';
  /** Column keys: zones ('2'…'11') for a domestic service, ISO countries for an international one. */
  columns: string[];
  /** rows[w − 1][c] is the retail price in cents of weight w (whole units) in column c. */
  rows: number[][];
}

export interface RateSheet {
  carrier: CarrierCode;
  sandbox: true;
  note: string;
  /** YYYY-MM-DD the tariff takes effect. */
  effective: string;
  currency: 'USD';
  /** Shipdeck's daily (negotiated) rate: percent off the retail base rate, by ground/air service. */
  dailyDiscountPct: { ground: number; air: number };
  services: RateSheetService[];
}

export interface GroundAir {
  ground: number;
  air: number;
}

export interface CarrierSurcharges {
  /** Percent of the transportation charges (base and the distance-bound surcharges). */
  fuelPct: GroundAir;
  /** Absent: the carrier does not charge it (USPS, SurePost whose price assumes a home). */
  residentialCents?: GroundAir;
  deliveryAreaCents: GroundAir;
  extendedDeliveryAreaCents: GroundAir;
  /** Absent: no Saturday option (USPS delivers Saturdays without one). */
  saturdayCents?: number;
  signatureCents: { signature: number; adult_signature: number };
  /** Declared value: the first `includedCents` free, then `perHundredCents` per $100 of the whole value, at least `minimumCents`. */
  insurance: { includedCents: number; perHundredCents: number; minimumCents: number };
  /** UN1845 handling per package; absent when the carrier does not charge for it. */
  dryIceCents?: number;
  carbonNeutralCents: GroundAir;
  /** A parcel heavier or longer than the thresholds costs extra to handle. */
  additionalHandling: { cents: GroundAir; overWeightLb?: number; longestOverIn: number; secondLongestOverIn?: number };
}

export interface SurchargeTable {
  sandbox: true;
  note: string;
  effective: string;
  carriers: Record<CarrierCode, CarrierSurcharges>;
  /** Sandbox list of remote ZIP codes (a realistic sample, not a carrier's list). */
  deliveryArea: { zip3: string[]; zip5: string[]; extendedZip3: string[]; extendedZip5: string[] };
}

export interface SandboxTariffs {
  sheets: Record<CarrierCode, RateSheet>;
  surcharges: SurchargeTable;
}
