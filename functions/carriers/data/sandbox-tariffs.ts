import { readFileSync } from 'node:fs';
import type { CarrierCode } from '#domain/carriers/carrier-services.constants';
import type { RateSheet, SandboxTariffs, SurchargeTable } from '#domain/carriers/sandbox-tariff.models';
import type { Zip3Centroid } from '#domain/carriers/zone.rules';
import { dataFilePath } from '#lib/data-file';

/**
 * The sandbox carriers' data (≈180 kB of JSON): the rate sheets and surcharges
 * (scripts/build-rate-sheets.ts, surcharges.json) and the ZIP3 centroids
 * (scripts/build-zip3-centroids.ts, from the `zipcodes` package, BSD licence: LICENSE-zipcodes.txt).
 * Read from disk on first use, not bundled: in Lambda the files sit beside the bundle (the
 * manifest's SANDBOX_CARRIER_ASSETS), in the source tree under this folder. A function wired to
 * the live carrier never reads them.
 */
export const SANDBOX_CARRIER_DATA_FILES = {
  UPS: 'rate-sheets/ups.json',
  FedEx: 'rate-sheets/fedex.json',
  USPS: 'rate-sheets/usps.json',
  UPSSurePost: 'rate-sheets/ups-surepost.json',
  surcharges: 'surcharges.json',
  zip3: 'zip3-centroids.json',
} as const;

function readJson(relative: string): unknown {
  const name = relative.split('/').pop()!;
  const file = dataFilePath(name, [new URL(`./${name}`, import.meta.url), new URL(`./${relative}`, import.meta.url)]);
  return JSON.parse(readFileSync(file, 'utf8'));
}

interface Loaded {
  sheets: Record<CarrierCode, RateSheet>;
  surcharges: SurchargeTable;
  zip3: Record<string, Zip3Centroid>;
}
let loaded: Loaded | undefined;
function data(): Loaded {
  const f = SANDBOX_CARRIER_DATA_FILES;
  loaded ??= {
    sheets: {
      UPS: readJson(f.UPS),
      FedEx: readJson(f.FedEx),
      USPS: readJson(f.USPS),
      UPSSurePost: readJson(f.UPSSurePost),
    } as Record<CarrierCode, RateSheet>,
    surcharges: readJson(f.surcharges) as SurchargeTable,
    zip3: readJson(f.zip3) as Record<string, Zip3Centroid>,
  };
  return loaded;
}

export const SANDBOX_TARIFFS: SandboxTariffs = {
  get sheets() {
    return data().sheets;
  },
  get surcharges() {
    return data().surcharges;
  },
};

export function zip3Centroid(zip3: string): Zip3Centroid | undefined {
  const map = data().zip3;
  return Object.hasOwn(map, zip3) ? map[zip3] : undefined;
}
