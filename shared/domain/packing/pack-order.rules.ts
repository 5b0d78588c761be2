import { round4, toInchesExact, toPoundsExact, type LengthUnit, type WeightUnit } from '../units/units.rules';
import {
  BOX_FLAG_BY_ALGORITHM,
  ORIENTATIONS,
  PACKING_ALGORITHMS,
  packingBoxSchema,
  packingItemSchema,
  packingOptionsSchema,
  type Orientation,
  type PackedBox,
  type PackingAlgorithm,
  type PackingBox,
  type PackingBoxInput,
  type PackingItem,
  type PackingItemInput,
  type PackingOptionsInput,
  type PackingResult,
} from './packing.schema';
import { unitsOf } from './placement/block-fill.rules';
import type { BoxType } from './placement/box-choice.rules';
import { cartonize } from './placement/cartonize.rules';
import { settle } from './placement/settle.rules';
import type { ItemType } from './placement/placement.types';

/** Lengths go to integers of a thousandth of the answer's unit: items round up, boxes down, so nothing placed can overhang. */
export const LENGTH_SCALE = 1000;
const LINER_INCHES: Record<string, number> = { '0.25in': 0.25, '0.5in': 0.5, '1in': 1, '1.5in': 1.5, '2in': 2 };

/** The algorithm an order turned on (orders §3: useBoxPackingAlgo, then its Quantity and Weight variants), if any. */
export function packingAlgorithmOf(order: Partial<Record<PackingAlgorithm, boolean>>): PackingAlgorithm | undefined {
  return PACKING_ALGORITHMS.find((a) => order[a] === true);
}

/**
 * Box packing: choose the boxes for the items and place every unit. Objective, in
 * order: fewest boxes, then least total cost (when every eligible box has a cost) or usable
 * volume, then weight spread evenly. `useBoxPackingAlgo` packs in 3D with the boxes flagged
 * useInBoxPackingAlgo; the Quantity and Weight variants use their own box flags and only count
 * units and weight against maxItemsAllowed and maxWeightAllowed (no positions).
 */
export function packShipment(
  itemsInput: readonly PackingItemInput[],
  boxesInput: readonly PackingBoxInput[],
  optionsInput: PackingOptionsInput = {},
): PackingResult {
  const options = packingOptionsSchema.parse(optionsInput);
  const items = itemsInput.map((i) => packingItemSchema.parse(i));
  const boxes = boxesInput.map((b) => packingBoxSchema.parse(b));
  const spatial = options.algorithm === 'useBoxPackingAlgo';
  const lengthUnit = options.lengthUnit;
  const weightUnit = options.weightUnit;
  const flag = BOX_FLAG_BY_ALGORITHM[options.algorithm];

  const unpacked: PackingResult['unpacked'] = [];
  const lines: Array<{ line: number; type: ItemType }> = [];
  items.forEach((item, line) => {
    const quantity = Math.max(0, Math.floor(item.quantity));
    if (quantity === 0) return;
    const dims = itemSides(item, lengthUnit);
    if (spatial && !dims) {
      unpacked.push({ item: line, id: item.id, sku: item.sku, quantity, reason: 'missingDimensions' });
      return;
    }
    const weight = Math.max(
      0,
      toPoundsExact(item.dimensions.weight.value, item.dimensions.weight.units) / toPoundsExact(1, weightUnit),
    );
    const upright: [boolean, boolean, boolean] = item.keepFlat ? [false, false, true] : [true, true, true];
    lines.push({
      line,
      type: { ref: line, dims: spatial && dims ? dims : [1, 1, 1], weight, count: quantity, upright },
    });
  });

  // Without geometry a flagged box needs no usable inside (its volume then only ranks it).
  const usable = boxes.map((b) =>
    b[flag]
      ? (usableSides(b, lengthUnit) ?? (spatial ? undefined : ([0, 0, 0] as [number, number, number])))
      : undefined,
  );
  const eligible = boxes.map((_, i) => i).filter((i) => usable[i] !== undefined);
  const byCost = eligible.length > 0 && eligible.every((i) => boxes[i].cost > 0);
  const totalUnits = lines.reduce((s, l) => s + l.type.count, 0);
  const boxTypes: BoxType[] = eligible.map((i) => {
    const box = boxes[i];
    const dims = usable[i] as [number, number, number];
    const volume = dims[0] * dims[1] * dims[2];
    const emptyWeight = boxWeight(box.weight.value, box.weight.units, weightUnit);
    const maxGross =
      box.weight.maxWeightAllowed && box.weight.maxWeightAllowed > 0
        ? boxWeight(box.weight.maxWeightAllowed, box.weight.units, weightUnit)
        : Infinity;
    return {
      ref: i,
      // Without geometry every unit is a 1×1×1 cube in a row long enough for all of them.
      dims: spatial ? dims : [Math.max(1, totalUnits), 1, 1],
      volume: spatial ? volume : Math.max(1, totalUnits),
      rank: byCost ? box.cost : volume,
      emptyWeight,
      maxLoad: maxGross - emptyWeight,
      maxItems: box.maxItemsAllowed && box.maxItemsAllowed > 0 ? Math.floor(box.maxItemsAllowed) : Infinity,
    };
  });

  if (boxTypes.length === 0) {
    for (const l of lines)
      unpacked.push({
        item: l.line,
        id: items[l.line].id,
        sku: items[l.line].sku,
        quantity: l.type.count,
        reason: 'noBoxes',
      });
    return {
      algorithm: options.algorithm,
      lengthUnit,
      weightUnit,
      boxes: [],
      unpacked: sortUnpacked(unpacked),
      totalCost: 0,
      totalVolume: 0,
    };
  }

  const types = lines.map((l) => l.type);
  const c = cartonize(types, boxTypes);
  c.unpacked.forEach((n, t) => {
    if (n > 0)
      unpacked.push({
        item: lines[t].line,
        id: items[lines[t].line].id,
        sku: items[lines[t].line].sku,
        quantity: n,
        reason: 'fitsNoBox',
      });
  });

  const packedBoxes: PackedBox[] = c.boxes.map((pb) => {
    const bt = boxTypes[pb.box];
    const box = boxes[bt.ref];
    const dims = usable[bt.ref] as [number, number, number];
    const units = spatial ? settle(unitsOf(pb.blocks)) : unitsOf(pb.blocks);
    const itemsWeight = pb.load;
    return {
      box: bt.ref,
      id: box.id,
      name: box.name,
      usableDimensions: {
        length: dims[0] / LENGTH_SCALE,
        width: dims[1] / LENGTH_SCALE,
        height: dims[2] / LENGTH_SCALE,
      },
      grossWeight: round4(bt.emptyWeight + itemsWeight),
      itemsWeight: round4(itemsWeight),
      itemCount: units.length,
      utilisation: spatial ? round4(pb.volume / (dims[0] * dims[1] * dims[2])) : undefined,
      items: units.map((u) => {
        const line = lines[u.type].line;
        const base = { item: line, id: items[line].id, sku: items[line].sku };
        if (!spatial) return base;
        return {
          ...base,
          position: { x: round4(u.x / LENGTH_SCALE), y: round4(u.y / LENGTH_SCALE), z: round4(u.z / LENGTH_SCALE) },
          size: {
            length: round4(u.dx / LENGTH_SCALE),
            width: round4(u.dy / LENGTH_SCALE),
            height: round4(u.dz / LENGTH_SCALE),
          },
          orientation: orientationName(u.perm),
        };
      }),
    };
  });
  const used = c.boxes.map((pb) => boxTypes[pb.box]);
  return {
    algorithm: options.algorithm,
    lengthUnit,
    weightUnit,
    boxes: packedBoxes,
    unpacked: sortUnpacked(unpacked),
    totalCost: round4(used.reduce((s, b) => s + boxes[b.ref].cost, 0)),
    totalVolume: round4(
      used.reduce((s, b) => {
        const d = usable[b.ref] as [number, number, number];
        return s + (d[0] / LENGTH_SCALE) * (d[1] / LENGTH_SCALE) * (d[2] / LENGTH_SCALE);
      }, 0),
    ),
  };
}

function sortUnpacked(list: PackingResult['unpacked']): PackingResult['unpacked'] {
  return list.sort((a, b) => a.item - b.item);
}

function convert(value: number, from: LengthUnit, to: LengthUnit): number {
  return toInchesExact(value, from) / toInchesExact(1, to);
}

function boxWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  return toPoundsExact(value, from) / toPoundsExact(1, to);
}

/** The item's length, width, height in scaled integers, or undefined when a side is missing. */
export function itemSides(item: PackingItem, unit: LengthUnit): [number, number, number] | undefined {
  const d = item.dimensions;
  const sides = [d.length, d.width, d.height];
  if (sides.some((s) => s === undefined || !(s > 0))) return undefined;
  return sides.map((s) => Math.ceil(convert(s as number, d.units, unit) * LENGTH_SCALE - 1e-6)) as [
    number,
    number,
    number,
  ];
}

/**
 * The box's usable inside in scaled integers: its internal dimensions when useInternalDimensions
 * gives all three, else its dimensions; less a liner's thickness on every side.
 */
export function usableSides(box: PackingBox, unit: LengthUnit): [number, number, number] | undefined {
  const inner = box.internalDimensions;
  const useInner =
    box.useInternalDimensions &&
    inner &&
    [inner.length, inner.width, inner.height].every((s) => s !== undefined && s > 0);
  const source = useInner
    ? {
        length: inner.length as number,
        width: inner.width as number,
        height: inner.height as number,
        units: inner.units ?? box.dimensions.units,
      }
    : box.dimensions;
  const liner = box.hasLiner && box.liner ? (LINER_INCHES[box.liner.thickness] ?? 0) : 0;
  const sides = [source.length, source.width, source.height].map(
    (s) => convert(s, source.units, unit) - 2 * convert(liner, 'in', unit),
  );
  if (sides.some((s) => !(s > 0))) return undefined;
  return sides.map((s) => Math.floor(s * LENGTH_SCALE + 1e-6)) as [number, number, number];
}

export function orientationName(perm: readonly number[]): Orientation {
  const name = perm.map((p) => 'LWH'[p]).join('') as Orientation;
  return ORIENTATIONS.includes(name) ? name : 'LWH';
}
