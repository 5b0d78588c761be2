import type { AutomatedOrder } from './order-fields.rules';
import type { Rule } from './rule.schema';

/**
 * Where automation rules are kept. The account's counter of rules and of active rules is written in the
 * same transaction as the rule, so the plan's active-rule limit holds under concurrent activations.
 */

/** Rules an account may hold at all: a reorder rewrites every position in one transaction (DynamoDB's 100 items). */
export const RULES_PER_ACCOUNT_MAX = 99;

/** Why a rule write did not happen: the version read moved on, the plan's active limit, the account's rule cap. */
export type RuleWriteRefusal = 'stale' | 'active_limit' | 'rules_limit' | 'missing';

export type RuleWriteOutcome = { ok: true; rule: Rule } | { ok: false; refusal: RuleWriteRefusal };

/** Active rules holding each trigger that has work beside it (an import's orders, a bulk "Get rates"). */
export interface ActiveRulesByTrigger {
  import: number;
  before_rating: number;
}

export interface AutomationRuleStore {
  /** Every rule of the account in run order (position, then creation), and how many are active. */
  list(accountId: string): Promise<{ rules: Rule[]; active: number }>;
  /** The account's active rules by trigger, from its rule counter (one read, no rule read). */
  activeByTrigger(accountId: string): Promise<ActiveRulesByTrigger>;
  get(accountId: string, ruleId: string): Promise<Rule | undefined>;
  /** Adds a rule; an active one counts against `activeMax` (Infinity: unlimited). */
  create(accountId: string, rule: Rule, activeMax: number): Promise<RuleWriteOutcome>;
  /** Replaces `before` (guarded by its version) with `after`, counting an activation against `activeMax`. */
  replace(accountId: string, before: Rule, after: Rule, activeMax: number): Promise<RuleWriteOutcome>;
  /** Deletes `rule` if it is still at its version. */
  remove(accountId: string, rule: Rule): Promise<RuleWriteOutcome>;
  /** Sets each rule's position; refused ('stale') when any rule is gone. */
  reorder(accountId: string, positions: readonly { ruleId: string; position: number }[]): Promise<boolean>;
}

/** When each rule last fired and how many orders it changed per day (the rules list's dead-rule signal). */
export interface RuleStatsStore {
  /** lastFiredAt of each rule that ever fired, and hits since `sinceDay` (YYYY-MM-DD, inclusive). */
  read(accountId: string, sinceDay: string): Promise<Map<string, { lastFiredAt?: string; hits: number }>>;
  /** Counts one run's hits: each rule id with the number of orders it changed, at `at`. */
  record(accountId: string, hits: ReadonlyMap<string, number>, at: string): Promise<void>;
}

/** One activity entry of the order, written with it. */
export interface AutomationActivity {
  type: 'automation_applied' | 'automation_undone';
  message: string;
  actor: string;
  details: Record<string, unknown>;
}

/** One order's write of a run: `before` (its version guards the write) replaced by `after`, with its activity entry. */
export interface RunWrite {
  before: AutomatedOrder;
  after: AutomatedOrder;
  activity?: AutomationActivity;
  /**
   * `after` is `before` with its automation-pending mark cleared and nothing else (the import rules changed
   * nothing): the store may clear the mark in place instead of writing the whole order again.
   */
  pendingClearedOnly?: boolean;
}

export interface AutomationRunStore {
  /**
   * Writes the orders (each with its last run inside it) and their activity entries, at `at`, in as few
   * transactions as the table takes; answers the ids of the orders written. A transaction is all or nothing:
   * when one of its orders moved on meanwhile, none of its orders is written.
   */
  commit(accountId: string, writes: readonly RunWrite[], at: string): Promise<Set<string>>;
}

/** An order still marked automation pending, with its account (the resend schedule reads across accounts). */
export interface PendingAutomationOrder {
  accountId: string;
  order: AutomatedOrder;
}

/** The orders still automation pending (automation-pending.rules), through the orders domain's face. */
export interface PendingAutomationOrders {
  /** Orders pending since before `before` (ISO time), oldest first, at most `limit`. */
  listBefore(before: string, limit: number): Promise<PendingAutomationOrder[]>;
  /**
   * Their message was sent again at `at`: the mark moves there and the resend is counted (guarded by the
   * version); false when it moved on.
   */
  markResent(pending: PendingAutomationOrder, at: string): Promise<boolean>;
  /**
   * The schedule stops resending it: the mark is cleared with an `automation_not_run` activity entry saying
   * `message`, in one write (guarded by the version); false when it moved on.
   */
  giveUp(pending: PendingAutomationOrder, at: string, message: string): Promise<boolean>;
}

/** The orders rules run on, through the orders domain's face. */
export interface AutomationOrders {
  get(accountId: string, orderIds: readonly string[]): Promise<AutomatedOrder[]>;
  /** The newest active orders. */
  recent(accountId: string, limit: number): Promise<AutomatedOrder[]>;
  /** Orders not bought yet. */
  open(accountId: string, limit: number): Promise<AutomatedOrder[]>;
}
