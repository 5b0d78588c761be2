import type { Rule, RuleInput } from '#domain/automations/rule.schema';
import type { ApiClient } from './api-client';

const BASE = '/api/v1/automations';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** A stored rule as the list shows it: why it is skipped (a deleted box, product or service), when it last fired. */
export type RuleView = Omit<Rule, 'lastFiredAt' | 'hits'> & {
  invalid: { reason: string } | null;
  lastFiredAt: string | null;
  hits30d: number;
};

/** Active rules against the plan's limit; `max` null is unlimited (accounts §9). */
export interface ActiveRuleLimit {
  active: number;
  max: number | null;
}

export interface AutomationList {
  rules: RuleView[];
  activeLimit: ActiveRuleLimit;
}

export type PreviewScope = 'open' | 'recent';

export interface PreviewChange {
  ruleName: string;
  field: string;
  before: unknown;
  after: unknown;
  /** The later rule that set the same field: this change is not the one the order keeps. */
  overriddenBy?: string;
}

export interface PreviewOrder {
  orderId: string;
  orderNumber: string;
  destination: string;
  matched: { ruleId?: string; ruleName: string }[];
  changes: PreviewChange[];
}

export interface PreviewResult {
  scanned: number;
  orders: PreviewOrder[];
}

export interface RunResult {
  runId: string;
  applied: number;
  unchanged: number;
  results: { orderId: string; changed: boolean; fired: string[] }[];
}

export interface UndoResult {
  reverted: number;
  results: { orderId: string; reverted: boolean; reason?: string }[];
}

/** Orders one run or undo request may name. */
export const RUN_BATCH_MAX = 100;

/** The automations routes: rules in run order, activation against the plan limit, preview, runs and undo. */
export function automationsApi(client: ApiClient) {
  return {
    list: (): Promise<AutomationList> => client.get(BASE),
    create: (rule: RuleInput): Promise<RuleView> => client.post(BASE, rule),
    update: (ruleId: string, rule: RuleInput, version: number): Promise<RuleView> =>
      client.put(one(ruleId), { ...rule, version }),
    remove: (ruleId: string): Promise<unknown> => client.delete(one(ruleId)),
    /** The full list of rule ids in their new run order. */
    reorder: (ruleIds: readonly string[]): Promise<{ rules: RuleView[] }> => client.put(`${BASE}/order`, { ruleIds }),
    setActive: (ruleId: string, active: boolean): Promise<RuleView> =>
      client.post(`${one(ruleId)}/activation`, { active }),
    /** Without `rules`, the saved active rules; nothing is written. */
    preview: (request: { rules?: RuleInput[]; scope: PreviewScope; limit?: number }): Promise<PreviewResult> =>
      client.post(`${BASE}/preview`, request),
    /** "Apply automations" (manual rules); bulk "Get rates" runs the before_rating ones first. */
    run: (orderIds: readonly string[], trigger: 'manual' | 'before_rating' = 'manual'): Promise<RunResult> =>
      client.post(`${BASE}/runs`, { orderIds, trigger }),
    undo: (orderIds: readonly string[]): Promise<UndoResult> => client.post(`${BASE}/runs/undo`, { orderIds }),
  };
}
