import type { RuleView, RulesListResponse, UpdateRuleRequest } from '#api/automations';
import type { IdGenerator } from '#domain/accounts/ports';
import { missingReferenceReason, rulesReferences } from '#domain/automations/apply-rules.rules';
import { catalogOf } from '#domain/automations/automation-catalog.rules';
import type { AutomationCatalogReader } from '#domain/automations/ports';
import {
  RULES_PER_ACCOUNT_MAX,
  type AutomationRuleStore,
  type RuleStatsStore,
  type RuleWriteOutcome,
} from '#domain/automations/automation-store.ports';
import { ruleInputSchema, ruleSchema, type Rule, type RuleInput } from '#domain/automations/rule.schema';
import { checkPlanLimit, planLimit } from '#domain/plans/plan-gating.rules';
import type { SubscriptionStore } from '#domain/plans/ports';
import { PLAN_GATE_MESSAGES, effectivePlanSubject } from '#domain/plans/subscription.rules';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { PlanGateClosedError } from '#lib/plan-gate';

/** Why a saved rule is skipped when rules run (a deleted box, product, …), by rule id; none when it is sound. */
export type RuleProblems = (accountId: string, rules: readonly Rule[]) => Promise<Map<string, string>>;

/** The rules naming a box, product, packaging, warehouse or service the account no longer has, with the reason. */
export function ruleProblemsFrom(reader: AutomationCatalogReader): RuleProblems {
  return async (accountId, rules) => {
    const catalog = catalogOf(await reader.entries(accountId, rulesReferences(rules)));
    const problems = new Map<string, string>();
    for (const rule of rules) {
      const reason = missingReferenceReason(rule, catalog);
      if (reason) problems.set(rule.ruleId, reason);
    }
    return problems;
  };
}

export interface AutomationRulesDeps {
  rules: AutomationRuleStore;
  stats: RuleStatsStore;
  subscriptions: SubscriptionStore;
  ids: IdGenerator;
  /** Rules that refer to something deleted; without it only the rule's own shape is checked. */
  problems?: RuleProblems;
  clock?: () => Date;
}

export const AUTOMATION_RULE_MESSAGES = {
  stale: 'This rule was changed meanwhile. Reload it and try again.',
  reorderStale: 'The rules changed meanwhile. Reload them and try again.',
  rulesLimit: `An account holds at most ${RULES_PER_ACCOUNT_MAX} automation rules. Delete one to add another.`,
  /** The plan's active-rule limit, as the other plan limits word their upgrade prompt. */
  feature: 'Another active automation rule',
} as const;

const HITS_DAYS = 30;
/** Activation retries when an edit lands between reading the rule and writing it. */
const ACTIVATION_ATTEMPTS = 3;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** What a saved rule's shape says against it (an active rule saved before an action became required). */
function shapeProblem(rule: Rule): string | undefined {
  const parsed = ruleSchema.safeParse(rule);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'Invalid rule');
}

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join('.') || 'rule'] ??= issue.message;
  return out;
}

/** Automation rules (orders §9): the rules list, saving, order, activation under the plan's limit (accounts §9). */
export function makeAutomationRules(deps: AutomationRulesDeps) {
  const now = deps.clock ?? (() => new Date());

  async function planSubject(accountId: string) {
    return effectivePlanSubject(await deps.subscriptions.get(accountId), now());
  }

  /** The plan's cap on active rules; a plan-gating bypass has none. */
  async function activeMaxOf(accountId: string): Promise<number> {
    const subject = await planSubject(accountId);
    return subject.bypassPlanGating ? Number.POSITIVE_INFINITY : planLimit(subject, 'automations');
  }

  /** The refusal as the merchant sees it: 409 for a stale read, 402 (the upgrade prompt) for the plan's limit. */
  async function settled(accountId: string, outcome: RuleWriteOutcome): Promise<Rule> {
    if (outcome.ok) return outcome.rule;
    switch (outcome.refusal) {
      case 'stale':
        throw new ConflictError(AUTOMATION_RULE_MESSAGES.stale);
      case 'missing':
        throw new NotFoundError('Automation rule');
      case 'rules_limit':
        throw new ConflictError(AUTOMATION_RULE_MESSAGES.rulesLimit);
      case 'active_limit': {
        const subject = await planSubject(accountId);
        const gate = checkPlanLimit(
          { ...subject, bypassPlanGating: false },
          'automations',
          planLimit(subject, 'automations'),
        );
        const outcomeName = gate.allowed ? 'upgrade_prompt' : gate.outcome;
        throw new PlanGateClosedError(outcomeName, PLAN_GATE_MESSAGES[outcomeName](AUTOMATION_RULE_MESSAGES.feature));
      }
    }
  }

  async function views(accountId: string, rules: readonly Rule[]): Promise<RuleView[]> {
    const since = new Date(now().getTime() - (HITS_DAYS - 1) * 86_400_000);
    const [stats, problems] = await Promise.all([
      deps.stats.read(accountId, dayOf(since)),
      deps.problems ? deps.problems(accountId, rules) : Promise.resolve(new Map<string, string>()),
    ]);
    return rules.map((rule) => {
      const s = stats.get(rule.ruleId);
      const reason = shapeProblem(rule) ?? problems.get(rule.ruleId);
      return {
        ...rule,
        invalid: reason ? { reason } : null,
        lastFiredAt: s?.lastFiredAt ?? null,
        hits30d: s?.hits ?? 0,
      };
    });
  }

  const viewOf = async (accountId: string, rule: Rule) => (await views(accountId, [rule]))[0] as RuleView;

  async function existing(accountId: string, ruleId: string): Promise<Rule> {
    const rule = await deps.rules.get(accountId, ruleId);
    if (!rule) throw new NotFoundError('Automation rule');
    return rule;
  }

  const merchantFields = (input: RuleInput) => ({
    name: input.name,
    active: input.active,
    triggers: input.triggers,
    match: input.match,
    conditions: input.conditions,
    actions: input.actions,
  });

  return {
    async list(accountId: string): Promise<RulesListResponse> {
      const [{ rules, active }, max] = await Promise.all([deps.rules.list(accountId), activeMaxOf(accountId)]);
      return {
        rules: await views(accountId, rules),
        activeLimit: { active, max: Number.isFinite(max) ? max : null },
      };
    },

    /** A new rule goes last unless it names its position; an active one counts against the plan at once. */
    async create(accountId: string, input: RuleInput): Promise<RuleView> {
      const [{ rules }, activeMax] = await Promise.all([deps.rules.list(accountId), activeMaxOf(accountId)]);
      const at = now().toISOString();
      const rule: Rule = {
        ...merchantFields(input),
        ruleId: deps.ids.newId(),
        position: input.position ?? rules.reduce((last, r) => Math.max(last, r.position + 1), 0),
        version: 1,
        createdAt: at,
        updatedAt: at,
      };
      return viewOf(accountId, await settled(accountId, await deps.rules.create(accountId, rule, activeMax)));
    },

    /** Saves an edit made on the version the editor read; a later save since answers 409. */
    async update(accountId: string, ruleId: string, input: UpdateRuleRequest): Promise<RuleView> {
      const before = await existing(accountId, ruleId);
      if (input.version !== before.version) throw new ConflictError(AUTOMATION_RULE_MESSAGES.stale);
      const after: Rule = { ...before, ...merchantFields(input), position: input.position ?? before.position };
      const outcome = await deps.rules.replace(accountId, before, after, await activeMaxOf(accountId));
      return viewOf(accountId, await settled(accountId, outcome));
    },

    async remove(accountId: string, ruleId: string): Promise<void> {
      const rule = await existing(accountId, ruleId);
      await settled(accountId, await deps.rules.remove(accountId, rule));
    },

    /** The full list of the account's rule ids in their new run order; anything else is a stale list. */
    async reorder(accountId: string, ruleIds: readonly string[]): Promise<{ rules: RuleView[] }> {
      const { rules } = await deps.rules.list(accountId);
      const known = new Set(rules.map((r) => r.ruleId));
      if (ruleIds.length !== known.size || !ruleIds.every((id) => known.has(id)))
        throw new ConflictError(AUTOMATION_RULE_MESSAGES.reorderStale);
      const byId = new Map(rules.map((r) => [r.ruleId, r]));
      const moved = ruleIds
        .map((ruleId, position) => ({ ruleId, position }))
        .filter(({ ruleId, position }) => byId.get(ruleId)?.position !== position);
      if (!(await deps.rules.reorder(accountId, moved))) throw new ConflictError(AUTOMATION_RULE_MESSAGES.reorderStale);
      return { rules: await views(accountId, (await deps.rules.list(accountId)).rules) };
    },

    /**
     * Turns a rule on or off. Turning on needs every action complete (orders §5) and room in the plan's
     * active-rule limit, counted in the same write (accounts §9): 402 with the upgrade prompt when full.
     */
    async setActive(accountId: string, ruleId: string, active: boolean): Promise<RuleView> {
      for (let attempt = 1; ; attempt++) {
        const before = await existing(accountId, ruleId);
        if (before.active === active) return viewOf(accountId, before);
        const after: Rule = { ...before, active };
        if (active) {
          const checked = ruleInputSchema.safeParse({ ...merchantFields(after), position: after.position });
          if (!checked.success) throw new ValidationError(fieldErrorsOf(checked.error.issues));
        }
        const outcome = await deps.rules.replace(accountId, before, after, await activeMaxOf(accountId));
        if (!outcome.ok && outcome.refusal === 'stale' && attempt < ACTIVATION_ATTEMPTS) continue;
        return viewOf(accountId, await settled(accountId, outcome));
      }
    },
  };
}

export type AutomationRules = ReturnType<typeof makeAutomationRules>;
