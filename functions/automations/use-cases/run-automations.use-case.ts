import type { PreviewRequest, PreviewResponse, RunResponse, UndoResponse } from '#api/automations';
import type { IdGenerator } from '#domain/accounts/ports';
import {
  changesReferences,
  compileRules,
  rulesReferences,
  rulesReadForecasts,
  undoPatch,
  type RuleChange,
  type RuleForEngine,
  type RunResult,
} from '#domain/automations/apply-rules.rules';
import { changeSentence, keptChanges } from '#domain/automations/automation-activity.rules';
import { catalogOf, mergeReferences, type CatalogReferences } from '#domain/automations/automation-catalog.rules';
import { isAutomationPending, withoutAutomationPending } from '#domain/automations/automation-pending.rules';
import type { AutomationContext, AutomationFields, AutomationOrder } from '#domain/automations/automation-order';
import type {
  AutomationActivity,
  AutomationOrders,
  AutomationRuleStore,
  AutomationRunStore,
  RuleStatsStore,
  RunWrite,
} from '#domain/automations/automation-store.ports';
import type { RuleTrigger } from '#domain/automations/automation.constants';
import { lastRunOf, type AutomationLastRun } from '#domain/automations/last-run.rules';
import {
  applyAutomationPatch,
  automationView,
  type AutomatedOrder,
  type PatchOptions,
} from '#domain/automations/order-fields.rules';
import type { AutomationCatalogReader } from '#domain/automations/ports';
import type { RuleInput } from '#domain/automations/rule.schema';
import type { WeightContext } from '#domain/units/weight.rules';

/** What the rules know about each order beyond the order itself (ship day, quotes, forecast). */
export type AutomationContexts = (
  orders: readonly { view: AutomationOrder; order: AutomatedOrder }[],
  today: string,
  /** Whether to ask for the destinations' forecasts (no rule of the run compares one: none asked). */
  options?: { forecasts: boolean },
) => Promise<Map<string, AutomationContext>>;

export interface RunAutomationsDeps {
  rules: Pick<AutomationRuleStore, 'list'>;
  runs: AutomationRunStore;
  orders: AutomationOrders;
  stats: RuleStatsStore;
  ids: IdGenerator;
  /** Without it rules know the ship day only. */
  contexts?: AutomationContexts;
  /** The catalog entries rules name; without it no name is checked and chosen ids stay in the order's state. */
  catalog?: AutomationCatalogReader;
  /** The account's weight settings for the recomputed shipment weights; without it the defaults (lb). */
  weights?: (accountId: string) => Promise<WeightContext>;
  clock?: () => Date;
}

export const UNDO_REASONS = {
  notFound: 'Order not found',
  nothing: 'No automation run to undo',
  editedSince: 'Every field the run set was changed since',
  movedOn: 'The order changed meanwhile; try again',
} as const;

/** A run's attempts at one order when another write lands between reading and writing it. */
const WRITE_ATTEMPTS = 3;

/** A draft rule set as the engine takes it: its list order is its run order. */
export function draftRules(inputs: readonly RuleInput[]): RuleForEngine[] {
  return inputs.map((r, i) => ({ ...r, ruleId: `draft-${i}`, position: r.position ?? i }));
}

/** The order's last run while it can still be undone or taken back. */
const activeLastRun = (order: AutomatedOrder | undefined): AutomationLastRun | undefined => {
  const last = order?.automation?.lastRun;
  return last && !last.undone ? last : undefined;
};

/**
 * Running rules on orders (orders §9): "Apply automations" on a selection, its undo, and the preview.
 * A run writes each changed order, its last run kept inside it, with its activity entry in one transaction; an order
 * the rules leave as it is gets no write and no activity, so applying twice changes nothing the second time.
 */
export function makeRunAutomations(deps: RunAutomationsDeps) {
  const now = deps.clock ?? (() => new Date());

  /** The catalog entries named and the weight settings, read once per run; one catalog object serves every order. */
  async function catalogFor(accountId: string, refs: CatalogReferences) {
    const [entries, weights] = await Promise.all([deps.catalog?.entries(accountId, refs), deps.weights?.(accountId)]);
    const patchOptions: PatchOptions = { ...(entries ? { entries } : {}), ...(weights ? { weights } : {}) };
    return { catalog: entries && catalogOf(entries), patchOptions };
  }

  async function contextsFor(
    orders: readonly AutomatedOrder[],
    forecasts: boolean,
    catalog?: AutomationContext['catalog'],
  ) {
    const today = now().toISOString().slice(0, 10);
    const pairs = orders.flatMap((order) => {
      const view = automationView(order);
      return view ? [{ view, order }] : [];
    });
    const found = deps.contexts
      ? await deps.contexts(pairs, today, { forecasts })
      : new Map<string, AutomationContext>();
    const withCatalog = (ctx: AutomationContext) => (catalog ? { ...ctx, catalog } : ctx);
    const contexts = new Map([...found].map(([id, ctx]) => [id, withCatalog(ctx)]));
    const bare = withCatalog({ today });
    return (orderId: string): AutomationContext => contexts.get(orderId) ?? bare;
  }

  type Planned = { result: RunResult; run: AutomationLastRun };

  /**
   * The write of one order's run: the order with the run's patch and its last run (and, for `settle`, the import
   * rules' run, its automation-pending mark cleared) with its activity entry; when the rules change nothing, the
   * mark cleared alone, or no write at all.
   */
  function runWrite(
    order: AutomatedOrder,
    planned: Planned | undefined,
    actor: string,
    patchOptions: PatchOptions,
    settle: boolean,
  ): RunWrite | undefined {
    if (!planned)
      return settle && isAutomationPending(order)
        ? { before: order, after: withoutAutomationPending(order), pendingClearedOnly: true }
        : undefined;
    const { result, run } = planned;
    const kept = keptChanges(result.changes);
    const patched = withLastRun(applyAutomationPatch(order, result.patch, patchOptions), run);
    return {
      before: order,
      after: settle ? withoutAutomationPending(patched) : patched,
      activity: {
        type: 'automation_applied',
        message: kept.map(changeSentence).join('; '),
        actor,
        details: { runId: run.runId, changes: kept },
      },
    };
  }

  /** Writes one order's run alone, reading the order again when another write moved it on. */
  async function writeRun(
    accountId: string,
    first: AutomatedOrder,
    attempt: (order: AutomatedOrder) => RunWrite | undefined,
    reread: () => Promise<AutomatedOrder | undefined>,
    at: string,
  ): Promise<RunWrite | undefined> {
    let order: AutomatedOrder | undefined = first;
    for (let i = 0; order && i < WRITE_ATTEMPTS; i++) {
      const write = attempt(order);
      if (!write) return undefined;
      if ((await deps.runs.commit(accountId, [write], at)).has(order.id)) return write;
      order = await reread();
    }
    return undefined;
  }

  return {
    /**
     * "Apply automations" on a selection: the account's active rules holding the `manual` trigger (or `trigger`'s).
     * The `import` run is the import's outbox worker: it also clears each order's automation-pending mark.
     */
    async run(
      accountId: string,
      actor: string,
      orderIds: readonly string[],
      trigger: RuleTrigger = 'manual',
    ): Promise<RunResponse> {
      const [{ rules }, orders] = await Promise.all([deps.rules.list(accountId), deps.orders.get(accountId, orderIds)]);
      const runner = compileRules(rules);
      const names = new Map(rules.map((r) => [r.ruleId, r.name]));
      const byId = new Map(orders.map((o) => [o.id, o]));
      // The previous runs' entries too: a re-run first takes their box, warehouse or coolant back.
      const previous = orders.flatMap((o) => activeLastRun(o) ?? []);
      const { catalog, patchOptions } = await catalogFor(
        accountId,
        mergeReferences(rulesReferences(rules), ...previous.map((r) => changesReferences(r.changes))),
      );
      const contextOf = await contextsFor(orders, rulesReadForecasts(rules, trigger), catalog);
      const runId = deps.ids.newId();
      const at = now().toISOString();
      const hits = new Map<string, number>();
      const results: RunResponse['results'] = [];

      const settle = trigger === 'import';
      const plan = (current: AutomatedOrder): Planned | undefined => {
        const view = automationView(current);
        if (!view) return undefined;
        const result = runner(view, contextOf(current.id), {
          trigger,
          manualFields: current.automation?.manualFields ?? [],
          previous: activeLastRun(current)?.changes ?? [],
        });
        if (Object.keys(result.patch).length === 0) return undefined;
        return { result, run: lastRunOf(runId, at, result.changes) };
      };
      const plans = new Map<string, Planned>();
      const attempt = (current: AutomatedOrder) => {
        const planned = plan(current);
        if (planned) plans.set(current.id, planned);
        else plans.delete(current.id);
        return runWrite(current, planned, actor, patchOptions, settle);
      };

      // Every order's write together (as few transactions as the table takes); an order whose transaction was
      // refused (one of its orders moved on) is written again alone from a fresh read.
      const unique = [...new Set(orderIds)];
      const writes = unique.flatMap((id) => {
        const order = byId.get(id);
        return (order && attempt(order)) || [];
      });
      const landed = writes.length > 1 ? await deps.runs.commit(accountId, writes, at) : new Set<string>();
      const writtenAlone = new Set<string>();
      for (const { before } of writes) {
        if (landed.has(before.id)) continue;
        const reread = async () => (await deps.orders.get(accountId, [before.id]))[0];
        if (await writeRun(accountId, before, attempt, reread, at)) writtenAlone.add(before.id);
      }

      for (const orderId of unique) {
        const written = plans.get(orderId);
        if (!written || !(landed.has(orderId) || writtenAlone.has(orderId))) {
          results.push({ orderId, changed: false, fired: [] });
          continue;
        }
        const changedBy = new Set(keptChanges(written.result.changes).map((c) => c.ruleId));
        for (const ruleId of changedBy) hits.set(ruleId, (hits.get(ruleId) ?? 0) + 1);
        results.push({ orderId, changed: true, fired: written.result.fired.map((id) => names.get(id) ?? id) });
      }
      if (hits.size > 0) await deps.stats.record(accountId, hits, at);
      const applied = results.filter((r) => r.changed).length;
      return { runId, applied, unchanged: results.length - applied, results };
    },

    /**
     * "Undo automations": each order's last run taken back where the field still holds what the run wrote;
     * a field changed since (by hand or otherwise) is kept and said so.
     */
    async undo(accountId: string, actor: string, orderIds: readonly string[]): Promise<UndoResponse> {
      const orders = await deps.orders.get(accountId, orderIds);
      const byId = new Map(orders.map((o) => [o.id, o]));
      const { patchOptions } = await catalogFor(
        accountId,
        mergeReferences(...orders.map((o) => changesReferences(activeLastRun(o)?.changes ?? []))),
      );
      const at = now().toISOString();
      const results: UndoResponse['results'] = [];
      for (const orderId of new Set(orderIds)) {
        let order: AutomatedOrder | undefined = byId.get(orderId);
        if (!order) {
          results.push({ orderId, reverted: false, reason: UNDO_REASONS.notFound });
          continue;
        }
        if (!activeLastRun(order)) {
          results.push({ orderId, reverted: false, reason: UNDO_REASONS.nothing });
          continue;
        }
        let outcome: UndoResponse['results'][number] = { orderId, reverted: false, reason: UNDO_REASONS.movedOn };
        for (let i = 0; order && i < WRITE_ATTEMPTS; i++) {
          // Read from the order as it is now: a retry after another write sees that write's last run.
          const last = activeLastRun(order);
          if (!last) {
            outcome = { orderId, reverted: false, reason: UNDO_REASONS.nothing };
            break;
          }
          const view = automationView(order);
          const patch: Partial<AutomationFields> = view
            ? undoPatch(view, last.changes, order.automation?.manualFields ?? [])
            : {};
          const reverted: RuleChange[] = keptChanges(last.changes).filter((c) => c.field in patch);
          const keptFields = [...new Set(last.changes.map((c) => c.field))].filter((f) => !(f in patch));
          if (reverted.length === 0) {
            outcome = { orderId, reverted: false, reason: UNDO_REASONS.editedSince };
            break;
          }
          const after = withLastRun(applyAutomationPatch(order, patch, patchOptions), { ...last, undone: true });
          const activity: AutomationActivity = {
            type: 'automation_undone',
            message: reverted
              .map((c) => changeSentence({ ...c, before: c.after, after: c.before, ruleName: `${c.ruleName} undone:` }))
              .join('; '),
            actor,
            details: { runId: last.runId, reverted, kept: keptFields },
          };
          if ((await deps.runs.commit(accountId, [{ before: order, after, activity }], at)).has(orderId)) {
            outcome = {
              orderId,
              reverted: true,
              ...(keptFields.length ? { reason: `Kept ${keptFields.join(', ')}: changed since the run` } : {}),
            };
            break;
          }
          order = (await deps.orders.get(accountId, [orderId]))[0];
        }
        results.push(outcome);
      }
      return { reverted: results.filter((r) => r.reverted).length, results };
    },

    /** What the rules (a draft set, or the saved active ones) would change on recent or open orders; no writes. */
    async preview(accountId: string, request: PreviewRequest): Promise<PreviewResponse> {
      const limit = request.limit ?? 50;
      const [rules, orders] = await Promise.all([
        request.rules ? Promise.resolve(draftRules(request.rules)) : deps.rules.list(accountId).then((l) => l.rules),
        request.scope === 'open' ? deps.orders.open(accountId, limit) : deps.orders.recent(accountId, limit),
      ]);
      // A draft is previewed as if active: the merchant is deciding whether to turn it on.
      const runnable = request.rules ? rules.map((r) => ({ ...r, active: true })) : rules;
      const runner = compileRules(runnable);
      const names = new Map(rules.map((r) => [r.ruleId, r.name]));
      const views = orders.map(automationView).filter((v): v is AutomationOrder => v !== undefined);
      const { catalog } = await catalogFor(accountId, rulesReferences(rules));
      const contextOf = await contextsFor(orders, rulesReadForecasts(runnable), catalog);
      const byId = new Map(orders.map((o) => [o.id, o]));
      const previewed: PreviewResponse['orders'] = [];
      for (const view of views) {
        const order = byId.get(view.orderId) as AutomatedOrder;
        const result = runner(view, contextOf(view.orderId), {
          manualFields: order.automation?.manualFields ?? [],
        });
        if (result.fired.length === 0) continue;
        const draft = Boolean(request.rules);
        previewed.push({
          orderId: view.orderId,
          orderNumber: order.orderNumber,
          destination: [order.shippingAddress?.city, order.shippingAddress?.state, order.shippingAddress?.zip]
            .filter(Boolean)
            .join(', '),
          matched: result.fired.map((id) => ({
            ...(draft ? {} : { ruleId: id }),
            ruleName: names.get(id) ?? id,
          })),
          changes: result.changes.map((c: RuleChange) => ({
            ruleName: c.ruleName,
            field: c.item === undefined ? c.field : `${c.field}:${c.item}`,
            before: c.before,
            after: c.after,
            ...(c.overriddenByRuleId ? { overriddenBy: names.get(c.overriddenByRuleId) ?? c.overriddenByRuleId } : {}),
          })),
        });
      }
      return { scanned: orders.length, orders: previewed };
    },
  };
}

export type RunAutomations = ReturnType<typeof makeRunAutomations>;

function withLastRun(order: AutomatedOrder, lastRun: AutomationLastRun): AutomatedOrder {
  return { ...order, automation: { ...order.automation, lastRun } };
}
