import type { ActiveRuleLimit, RuleView } from '#web/api/automations-api';

/** The rule ids in run order after moving one up (-1) or down (+1); unchanged at either end. */
export function movedRuleIds(rules: readonly RuleView[], ruleId: string, delta: -1 | 1): string[] {
  const ids = [...rules].sort((a, b) => a.position - b.position).map((r) => r.ruleId);
  const from = ids.indexOf(ruleId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  return ids;
}

export type RuleHealth =
  | { kind: 'invalid'; text: string }
  | { kind: 'dead'; text: string }
  | { kind: 'inactive'; text: string }
  | { kind: 'ok'; text: string };

/** Invalid rules are skipped with their reason; an active rule that changed no order in 30 days never fires. */
export function ruleHealth(rule: Pick<RuleView, 'invalid' | 'active' | 'hits30d'>): RuleHealth {
  if (rule.invalid) return { kind: 'invalid', text: `Invalid: ${rule.invalid.reason}` };
  if (!rule.active) return { kind: 'inactive', text: 'Inactive' };
  if (rule.hits30d === 0) return { kind: 'dead', text: 'No hits in 30 days' };
  return { kind: 'ok', text: 'Firing' };
}

/** "2 of 3 active rules", or the count alone on a plan without a limit. */
export function activeLimitText({ active, max }: ActiveRuleLimit): string {
  const noun = (n: number) => (n === 1 ? 'active rule' : 'active rules');
  return max === null ? `${active} ${noun(active)} (unlimited on your plan)` : `${active} of ${max} ${noun(max)}`;
}

/** Whether one more rule may be activated on this plan. */
export const atActiveLimit = ({ active, max }: ActiveRuleLimit) => max !== null && active >= max;
