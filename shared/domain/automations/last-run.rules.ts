import type { RuleChange } from './apply-rules.rules';

/**
 * The last automation run that changed an order, kept inside the order (its `automation.lastRun`), written in the
 * same write as the run's changes: "Undo automations" and a re-run's take-back read the order alone.
 *
 * Bounded: one entry per field (or list element) the run changed, holding the value before the run (the first
 * change's `before`), the value the run left (the last change's `after`) and the rule that left it, since that is
 * all a revert compares and writes back; so its size follows the order's own fields, not the number of rules.
 * Past LAST_RUN_CHANGES_MAX entries the rest are left out (`truncated`): those stay as the run set them.
 */

/** Entries a last run keeps: far above an order's fields and lines, a guard on the order item's size. */
export const LAST_RUN_CHANGES_MAX = 200;

export interface AutomationLastRun {
  runId: string;
  at: string;
  /** One per field or element changed, in the order first changed; no entry is overridden. */
  changes: RuleChange[];
  /** Undone already: a second undo has nothing to revert, and a re-run takes nothing back. */
  undone: boolean;
  /** Some changes were left out past LAST_RUN_CHANGES_MAX. */
  truncated?: boolean;
}

const keyOf = (c: RuleChange) => (c.item === undefined ? c.field : `${c.field}\u0000${c.item}`);

/** A run's changes folded to what its revert needs: each field's (or element's) first before and last after. */
export function compactChanges(changes: readonly RuleChange[]): RuleChange[] {
  const byKey = new Map<string, RuleChange>();
  for (const c of changes) {
    const first = byKey.get(keyOf(c));
    const { overriddenByRuleId: _overridden, index: _index, ...last } = c;
    byKey.set(keyOf(c), {
      ...last,
      before: first ? first.before : c.before,
      ...((first ? first.index : c.index) !== undefined ? { index: first ? first.index : c.index } : {}),
    });
  }
  return [...byKey.values()];
}

/** The record of a run kept in the order it changed. */
export function lastRunOf(runId: string, at: string, changes: readonly RuleChange[]): AutomationLastRun {
  const compact = compactChanges(changes);
  return compact.length > LAST_RUN_CHANGES_MAX
    ? { runId, at, changes: compact.slice(0, LAST_RUN_CHANGES_MAX), undone: false, truncated: true }
    : { runId, at, changes: compact, undone: false };
}
