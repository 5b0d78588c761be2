import { useCallback, useMemo, useState } from 'react';
import { AUTOMATION_SCREEN_MESSAGES as MSG } from '#domain/automations/automation-messages';
import { useApi } from '#web/api/api-context';
import { automationsApi, type AutomationList, type RuleView } from '#web/api/automations-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { planGateOf, type PlanGate } from '#web/components/plan-gate-modal';
import { useLoad } from '#web/hooks/use-load';
import { movedRuleIds } from './rules-list.rules';

/**
 * The rules in run order with the plan's active-rule limit, and the list's writes: activate, move, delete.
 * A 402 (the plan's limit) opens the upgrade prompt instead of a toast.
 */
export function useAutomations() {
  const { client } = useApi();
  const api = useMemo(() => automationsApi(client), [client]);
  const { notify, reportError } = useNotifications();
  const load = useCallback(async (): Promise<AutomationList> => {
    const list = await api.list();
    return { ...list, rules: [...list.rules].sort((a, b) => a.position - b.position) };
  }, [api]);
  const { data, loading, error, reload } = useLoad(load);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [gate, setGate] = useState<PlanGate | null>(null);

  async function write(rule: RuleView, action: () => Promise<unknown>, success: string) {
    setBusyId(rule.ruleId);
    try {
      await action();
      notify({ type: 'success', content: success });
    } catch (e) {
      const closed = planGateOf(e);
      if (closed) setGate(closed);
      else reportError(e);
    } finally {
      setBusyId(null);
      await reload();
    }
  }

  const rules = data?.rules ?? [];
  return {
    rules,
    activeLimit: data?.activeLimit,
    loading,
    error,
    reload,
    busyId,
    gate,
    dismissGate: () => setGate(null),
    setActive: (rule: RuleView, active: boolean) =>
      write(rule, () => api.setActive(rule.ruleId, active), (active ? MSG.activated : MSG.deactivated)(rule.name)),
    move: (rule: RuleView, delta: -1 | 1) =>
      write(rule, () => api.reorder(movedRuleIds(rules, rule.ruleId, delta)), MSG.reordered),
    remove: (rule: RuleView) => write(rule, () => api.remove(rule.ruleId), MSG.deleted(rule.name)),
  };
}

export type AutomationsState = ReturnType<typeof useAutomations>;
