import { useState } from 'react';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { useApi } from '#web/api/api-context';
import { automationsApi, type RunResult, type UndoResult } from '#web/api/automations-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { runBatches, runMessage, undoSummary } from './automation-runs.rules';

export type RunKind = 'apply' | 'undo';

/**
 * "Apply automations" and "Undo automations" on the grid's selection: in requests of at most 100 orders,
 * one after another, with the progress of a long selection; one toast with the result.
 */
export function useAutomationRuns({ selected, onDone }: { selected: readonly OrderGridRow[]; onDone: () => void }) {
  const { client } = useApi();
  const { notify, reportError } = useNotifications();
  const [running, setRunning] = useState<RunKind | null>(null);
  const [progress, setProgress] = useState({ done: 0, total: 0 });

  async function start(kind: RunKind) {
    const targets = [...selected];
    const api = automationsApi(client);
    const batches = runBatches(targets.map((o) => o.id));
    setRunning(kind);
    setProgress({ done: 0, total: targets.length });
    const runs: RunResult[] = [];
    const undos: UndoResult[] = [];
    try {
      for (const batch of batches) {
        if (kind === 'apply') runs.push(await api.run(batch));
        else undos.push(await api.undo(batch));
        setProgress((p) => ({ ...p, done: p.done + batch.length }));
      }
    } catch (e) {
      reportError(e);
    } finally {
      setRunning(null);
    }
    if (kind === 'apply' && runs.length) notify({ type: 'success', content: runMessage(runs) });
    if (kind === 'undo' && undos.length) {
      const numberOf = (id: string) => targets.find((o) => o.id === id)?.orderNumber ?? id;
      const summary = undoSummary(undos, numberOf);
      if (summary.success) notify({ type: 'success', content: summary.success });
      if (summary.notReverted.length)
        notify({
          type: 'warning',
          header: `${summary.notReverted.length} ${summary.notReverted.length === 1 ? 'order' : 'orders'} not reverted`,
          content: summary.notReverted.join('\n'),
        });
    }
    if (runs.length || undos.length) onDone();
  }

  return { running, progress, apply: () => start('apply'), undo: () => start('undo') };
}
