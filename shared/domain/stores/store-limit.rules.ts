import { planLimit, type PlanSubject } from '../plans/plan-gating.rules';
import type { StoreConnectionRecord } from './store-connection';

/**
 * The plan limit on store integrations (accounts §6, §9 "Stores"): how many of the account's
 * stores count against it and how many the plan allows; `max` null when the plan has no limit (or
 * the bypass flag skips gating). A disconnected store no longer counts: it frees its place.
 */
export interface StoreLimit {
  used: number;
  max: number | null;
}

export const storesInUse = (connections: readonly Pick<StoreConnectionRecord, 'status'>[]): number =>
  connections.filter((c) => c.status !== 'disconnected').length;

export function storeLimit(
  subject: PlanSubject,
  connections: readonly Pick<StoreConnectionRecord, 'status'>[],
): StoreLimit {
  const max = subject.bypassPlanGating ? Number.POSITIVE_INFINITY : planLimit(subject, 'stores');
  return { used: storesInUse(connections), max: Number.isFinite(max) ? max : null };
}

/** "2 of 3 stores", "1 store (no limit)": the limit as the Stores page says it. */
export function storeLimitText({ used, max }: StoreLimit): string {
  const noun = (n: number) => (n === 1 ? 'store' : 'stores');
  return max === null ? `${used} ${noun(used)} (no limit on your plan)` : `${used} of ${max} ${noun(max)}`;
}

/** True when connecting one more store would pass the plan's limit (the connect route answers 402 then). */
export const storeLimitReached = ({ used, max }: StoreLimit): boolean => max !== null && used >= max;
