import { LIST_MAX, UNITS_PER_ORDER_MAX } from '../../validation/bounded.schema';

/**
 * Limits on one packing, so no request can make the engine run away even if a bound on its
 * input were missing. They are counted, not timed, so a packing is refused (or not) the same way
 * on every machine; every order of the benchmark set stays far inside them.
 */
export const PACKING_LIMITS = {
  /** Units over all lines: an order holds no more (UNITS_PER_ORDER_MAX). */
  units: UNITS_PER_ORDER_MAX,
  /** Boxes of one packing: each becomes a shipment, and an order holds no more shipments. */
  boxes: LIST_MAX.shipmentsPerOrder,
  /**
   * Fill work: each step of a fill (a block placed or a free space given up) costs the item
   * types it ranks plus the free spaces it scans. About 2 s of the engine's time; the costliest
   * order of the benchmark set uses 2.5 % of it (251,216).
   */
  work: 10_000_000,
} as const;

export type PackingLimit = keyof typeof PACKING_LIMITS;

const MESSAGES: Record<PackingLimit, string> = {
  units: `Box packing takes at most ${PACKING_LIMITS.units} units at a time`,
  boxes: `Box packing would need more than ${PACKING_LIMITS.boxes} boxes; pack part of the items at a time`,
  work: 'These items are too many to pack automatically; pack part of them at a time',
};

/** A packing past one of PACKING_LIMITS: the engine stops and nothing is packed. */
export class PackingTooLargeError extends Error {
  constructor(readonly limit: PackingLimit) {
    super(MESSAGES[limit]);
    this.name = 'PackingTooLargeError';
  }
}

/** The fill work one packing may spend; throws PackingTooLargeError('work') once it is spent. */
export class WorkBudget {
  private spent = 0;
  constructor(readonly limit: number = PACKING_LIMITS.work) {}

  spend(work: number): void {
    this.spent += work;
    if (this.spent > this.limit) throw new PackingTooLargeError('work');
  }

  get used(): number {
    return this.spent;
  }
}

/** For callers outside a packing request (container loading, benchmarks): counts, never stops. */
export const unlimitedBudget = () => new WorkBudget(Infinity);
