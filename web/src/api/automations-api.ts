import type {
  AutomationsSummaryResponse,
  PreviewResponse,
  RuleView,
  RulesListResponse,
  RunResponse,
  UndoResponse,
} from '#api/automations';
import type { RuleInput } from '#domain/automations/rule.schema';
import type { ApiClient } from './api-client';

const BASE = '/api/v1/automations';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

// The answers' shapes are the routes' own (shared/api/automations.ts), named as the screens read them.
export type { PreviewChange, PreviewOrder, RuleView } from '#api/automations';
export type AutomationList = RulesListResponse;
/** Active rules against the plan's limit; `max` null is unlimited (accounts §9). */
export type ActiveRuleLimit = RulesListResponse['activeLimit'];
export type PreviewResult = PreviewResponse;
export type RunResult = RunResponse;
export type UndoResult = UndoResponse;

export type PreviewScope = 'open' | 'recent';

/** The automations routes: rules in run order, activation against the plan limit, preview, runs and undo. */
export function automationsApi(client: ApiClient) {
  return {
    list: (): Promise<AutomationList> => client.get(BASE),
    /** Active rules by trigger: what bulk "Get rates" reads to skip its before-rating run. */
    summary: (): Promise<AutomationsSummaryResponse> => client.get(`${BASE}/summary`),
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
