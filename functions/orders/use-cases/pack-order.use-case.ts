import type { PackOrderResponse } from '#api/packing';
import type { BoxRecord, BoxStore } from '#domain/catalog/ports';
import { fromCents } from '#domain/money/cents.rules';
import { packShipment } from '#domain/packing/pack-order.rules';
import { BOX_FLAG_BY_ALGORITHM, type PackingAlgorithm } from '#domain/packing/packing.schema';
import { PackingTooLargeError } from '#domain/packing/placement/work-budget.rules';
import { packingItemsOf, shipmentsFromPacking } from '#domain/packing/shipments-from-packing.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { computeShipmentWeights } from '#domain/units/weight.rules';
import { packForMeAlgorithm, shipmentNeedsBox, type BoxPackingFlags } from '#domain/settings/box-packing-default.rules';
import { ValidationError } from '#lib/errors';

export const NO_PACKING_BOXES = 'Mark at least one box "Use in box packing" to let Shipdeck choose boxes';

/** The account's boxes flagged for the algorithm, read once per request. */
export async function packingBoxesOf(
  boxes: Pick<BoxStore, 'all'>,
  accountId: string,
  algorithm: PackingAlgorithm,
): Promise<BoxRecord[]> {
  const flag = BOX_FLAG_BY_ALGORITHM[algorithm];
  return (await boxes.all(accountId)).filter((b) => b[flag]);
}

/** "Pack for me": choose boxes for the editor's lines with the merchant's flagged boxes. */
export function makePackOrder({
  boxes,
  accountSettings,
}: {
  boxes: BoxStore;
  accountSettings: (accountId: string) => Promise<BoxPackingFlags>;
}) {
  return async (
    accountId: string,
    request: { shipments: Shipment[]; algorithm?: PackingAlgorithm },
  ): Promise<PackOrderResponse> => {
    const algorithm = packForMeAlgorithm(request.algorithm, request.algorithm ? {} : await accountSettings(accountId));
    return packWithBoxes(await packingBoxesOf(boxes, accountId, algorithm), {
      shipments: request.shipments,
      algorithm,
    });
  };
}

/** Packs the lines of `shipments` into `eligible` boxes: one shipment per box used. */
export function packWithBoxes(
  eligible: readonly BoxRecord[],
  request: { shipments: Shipment[]; algorithm: PackingAlgorithm },
): PackOrderResponse {
  if (eligible.length === 0) throw new ValidationError({ boxes: NO_PACKING_BOXES }, NO_PACKING_BOXES);
  try {
    return packLines(eligible, request);
  } catch (error) {
    // Past the engine's limits: the merchant's to split, a 400 on the shipments with the engine's words.
    if (error instanceof PackingTooLargeError) throw new ValidationError({ shipments: error.message }, error.message);
    throw error;
  }
}

/** packWithBoxes without the checks: throws PackingTooLargeError past the engine's limits. */
function packLines(
  eligible: readonly BoxRecord[],
  request: { shipments: Shipment[]; algorithm: PackingAlgorithm },
): PackOrderResponse {
  const { items, lines } = packingItemsOf(request.shipments);
  const packing = packShipment(
    items,
    eligible.map((b) => ({ ...b, cost: fromCents(b.costCents) })),
    { algorithm: request.algorithm },
  );
  const [template] = request.shipments;
  const shipments = shipmentsFromPacking(
    packing,
    lines,
    (i) => {
      const { costCents, createdAt: _c, updatedAt: _u, ...box } = eligible[i];
      return { ...box, cost: fromCents(costCents) };
    },
    { options: template.options, internationalSettings: template.internationalSettings, weights: template.weights },
  ).map((s) => ({ ...s, weights: { ...s.weights, ...computeShipmentWeights(s as Shipment) } }) as Shipment);
  return { shipments, packing };
}

/**
 * New orders (import, create) with box packing on: each shipment with lines and no box becomes
 * one shipment per box chosen for it; a shipment keeps its lines as they came when one of its
 * units fits no eligible box or lacks dimensions, or it is past the packer's limits (the
 * merchant then picks the box).
 */
export function packUnboxedShipments(
  shipments: Shipment[],
  eligible: readonly BoxRecord[],
  algorithm: PackingAlgorithm,
): Shipment[] {
  if (eligible.length === 0) return shipments;
  return shipments.flatMap((shipment) => {
    if (!shipmentNeedsBox(shipment)) return [shipment];
    try {
      const { shipments: packed, packing } = packLines(eligible, { shipments: [shipment], algorithm });
      return packing.unpacked.length || packed.length === 0 ? [shipment] : packed;
    } catch (error) {
      // Too large to pack automatically: kept as it came, like a unit that fits no box.
      if (error instanceof PackingTooLargeError) return [shipment];
      throw error;
    }
  });
}
