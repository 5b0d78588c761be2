import type { CarrierCode } from '#domain/carriers/carrier-services.constants';
import type { RateSheet, SandboxTariffs, SurchargeTable } from '#domain/carriers/sandbox-tariff.models';
import type { Zip3Centroid } from '#domain/carriers/zone.rules';
import fedex from './rate-sheets/fedex.json';
import upsSurePost from './rate-sheets/ups-surepost.json';
import ups from './rate-sheets/ups.json';
import usps from './rate-sheets/usps.json';
import surcharges from './surcharges.json';
import centroids from './zip3-centroids.json';

/**
 * The sandbox carriers' data, bundled into the function (≈180 kB of JSON): the rate sheets and
 * surcharges (scripts/build-rate-sheets.ts, surcharges.json) and the ZIP3 centroids
 * (scripts/build-zip3-centroids.ts, from the `zipcodes` package, BSD licence: LICENSE-zipcodes.txt).
 */
export const SANDBOX_TARIFFS: SandboxTariffs = {
  sheets: { UPS: ups, FedEx: fedex, USPS: usps, UPSSurePost: upsSurePost } as unknown as Record<CarrierCode, RateSheet>,
  surcharges: surcharges as unknown as SurchargeTable,
};

const ZIP3 = centroids as unknown as Record<string, Zip3Centroid>;

export function zip3Centroid(zip3: string): Zip3Centroid | undefined {
  return Object.hasOwn(ZIP3, zip3) ? ZIP3[zip3] : undefined;
}
