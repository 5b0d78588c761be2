import {
  RULES_PER_ACCOUNT_MAX,
  type AutomationRuleStore,
  type RuleWriteOutcome,
} from '#domain/automations/automation-store.ports';
import type { RuleTrigger } from '#domain/automations/automation.constants';
import type { Rule } from '#domain/automations/rule.schema';
import { onTable } from '#lib/db/table';
import {
  describeReasons,
  isRaceLost,
  raceBudget,
  refused,
  writeTransaction,
  type TransactionParts,
  type TransactionResult,
} from '#lib/db/transaction';
import { activeRulesByTrigger } from '../automation-counts';
import { AutomationRuleCounterEntity } from '../db/automation-rule-counter.entity';
import { AutomationRuleEntity } from '../db/automation-rule.entity';

/** A rule's transaction: the rule and the account's rule counter. */
const RULE_WRITE = { rule: AutomationRuleEntity, counter: AutomationRuleCounterEntity };
type Part = 'rule' | 'counter';

type Item = {
  ruleId: string;
  position: number;
  active: boolean;
  version: number;
  rule: Pick<Rule, 'name' | 'triggers' | 'match' | 'conditions' | 'actions'>;
  createdAt: string;
  updatedAt: string;
};

/** Stored rules are read as saved: a rule saved under older rules of the model still lists (and is skipped). */
function toRule(item: Item): Rule {
  return {
    ...item.rule,
    ruleId: item.ruleId,
    position: item.position,
    active: item.active,
    version: item.version,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

const merchantPart = ({ name, triggers, match, conditions, actions }: Rule): Item['rule'] => ({
  name,
  triggers,
  match,
  conditions,
  actions,
});

export const byRunOrder = (a: Rule, b: Rule) =>
  a.position - b.position || a.createdAt.localeCompare(b.createdAt) || a.ruleId.localeCompare(b.ruleId);

async function readRule(accountId: string, ruleId: string): Promise<Rule | undefined> {
  const { data } = await onTable(AutomationRuleEntity).get({ accountId, ruleId }).go({ consistent: true });
  return data ? toRule(data as Item) : undefined;
}

async function readCounter(accountId: string): Promise<{ total: number; active: number }> {
  const { data } = await onTable(AutomationRuleCounterEntity).get({ accountId }).go({ consistent: true });
  return { total: data?.total ?? 0, active: data?.active ?? 0 };
}

/** Writes, trying again while it only lost a race on the counter item (concurrent activations meet there). */
async function withRetries(build: Parameters<typeof writeTransaction<typeof RULE_WRITE, Part>>[1]) {
  let result: TransactionResult<Part> = await writeTransaction(RULE_WRITE, build);
  for (const race = raceBudget(); !result.ok && isRaceLost(result.reasons, []) && race.open;) {
    await race.retry();
    result = await writeTransaction(RULE_WRITE, build);
  }
  return result;
}

/** Why the counter refused a write that adds `addsRule` rules and activates one when `activates`. */
async function counterRefusal(accountId: string, addsRule: boolean): Promise<RuleWriteOutcome> {
  const counter = await readCounter(accountId);
  return { ok: false, refusal: addsRule && counter.total >= RULES_PER_ACCOUNT_MAX ? 'rules_limit' : 'active_limit' };
}

type Tx = Parameters<Parameters<typeof writeTransaction<typeof RULE_WRITE, Part>>[1]>[0];

/** What a rule adds to the counter's per-trigger counts: 1 for each of the two triggers it holds while active. */
function triggerCounts(rule: Pick<Rule, 'active' | 'triggers'> | undefined) {
  const holds = (trigger: RuleTrigger) => (rule?.active && rule.triggers.includes(trigger) ? 1 : 0);
  return { activeImport: holds('import'), activeBeforeRating: holds('before_rating') };
}

/**
 * The counter's change: `total` by `addTotal`, `active` by `addActive`, the per-trigger counts by the rule going
 * from `before` to `after`; adding to total or active is guarded by its cap (an unlimited plan's Infinity guards
 * nothing), so the cap holds however many activations race.
 */
function counterItem(
  tx: Tx,
  accountId: string,
  change: { addTotal: number; before?: Rule; after?: Rule },
  activeMax: number,
) {
  const { addTotal } = change;
  const addActive = Number(change.after?.active ?? false) - Number(change.before?.active ?? false);
  const [was, is] = [triggerCounts(change.before), triggerCounts(change.after)];
  const addImport = is.activeImport - was.activeImport;
  const addBeforeRating = is.activeBeforeRating - was.activeBeforeRating;
  if (addTotal === 0 && addActive === 0 && addImport === 0 && addBeforeRating === 0) return [];
  const op = tx.counter
    .upsert({ accountId })
    .add({ total: addTotal, active: addActive, activeImport: addImport, activeBeforeRating: addBeforeRating });
  const guardTotal = addTotal > 0;
  const guardActive = addActive > 0 && Number.isFinite(activeMax);
  if (!guardTotal && !guardActive) return [op.commit()];
  return [
    op
      .where((attr, { notExists, lt }) =>
        [
          guardTotal ? `(${notExists(attr.total)} OR ${lt(attr.total, RULES_PER_ACCOUNT_MAX)})` : '',
          guardActive ? `(${notExists(attr.active)} OR ${lt(attr.active, activeMax)})` : '',
        ]
          .filter(Boolean)
          .join(' AND '),
      )
      .commit(),
  ];
}

function failure(result: TransactionResult<Part>, what: string): never {
  throw new Error(`Automation rule ${what} cancelled: ${describeReasons(result.reasons)}`);
}

export const dynamoAutomationRuleStore: AutomationRuleStore = {
  async list(accountId) {
    const [{ data }, counter] = await Promise.all([
      onTable(AutomationRuleEntity).query.byAccount({ accountId }).go({ pages: 'all' }),
      readCounter(accountId),
    ]);
    return { rules: data.map((i) => toRule(i as Item)).sort(byRunOrder), active: counter.active };
  },

  get: (accountId, ruleId) => readRule(accountId, ruleId),

  activeByTrigger: (accountId) => activeRulesByTrigger(accountId),

  async create(accountId, rule, activeMax) {
    const result = await withRetries((tx): TransactionParts<Part> => ({
      rule: [
        tx.rule
          .create({
            accountId,
            ruleId: rule.ruleId,
            position: rule.position,
            active: rule.active,
            version: rule.version,
            rule: merchantPart(rule),
          })
          .commit(),
      ],
      counter: counterItem(tx, accountId, { addTotal: 1, after: rule }, activeMax),
    }));
    if (!result.ok) {
      if (refused(result.reasons.counter)) return counterRefusal(accountId, true);
      failure(result, 'create');
    }
    return { ok: true, rule: (await readRule(accountId, rule.ruleId)) as Rule };
  },

  async replace(accountId, before, after, activeMax) {
    const result = await withRetries((tx): TransactionParts<Part> => ({
      rule: [
        tx.rule
          .patch({ accountId, ruleId: before.ruleId })
          .set({
            position: after.position,
            active: after.active,
            version: before.version + 1,
            rule: merchantPart(after),
          })
          .where((attr, { eq }) => eq(attr.version, before.version))
          .commit(),
      ],
      counter: counterItem(tx, accountId, { addTotal: 0, before, after }, activeMax),
    }));
    if (!result.ok) {
      if (refused(result.reasons.rule)) return { ok: false, refusal: 'stale' };
      if (refused(result.reasons.counter)) return counterRefusal(accountId, false);
      failure(result, 'update');
    }
    return { ok: true, rule: (await readRule(accountId, before.ruleId)) as Rule };
  },

  async remove(accountId, rule) {
    const result = await withRetries((tx): TransactionParts<Part> => ({
      rule: [
        tx.rule
          .delete({ accountId, ruleId: rule.ruleId })
          .where((attr, { eq }) => eq(attr.version, rule.version))
          .commit(),
      ],
      counter: counterItem(tx, accountId, { addTotal: -1, before: rule }, Number.POSITIVE_INFINITY),
    }));
    if (!result.ok) {
      if (refused(result.reasons.rule)) return { ok: false, refusal: 'stale' };
      failure(result, 'delete');
    }
    return { ok: true, rule };
  },

  async reorder(accountId, positions) {
    if (positions.length === 0) return true;
    const result = await withRetries((tx): TransactionParts<Part> => ({
      rule: positions.map(({ ruleId, position }) =>
        tx.rule
          .patch({ accountId, ruleId })
          .set({ position })
          .where((attr, { exists }) => exists(attr.ruleId))
          .commit(),
      ),
      counter: [],
    }));
    if (!result.ok && !refused(result.reasons.rule)) failure(result, 'reorder');
    return result.ok;
  },
};
