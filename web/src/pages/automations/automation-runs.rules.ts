import { AUTOMATION_SCREEN_MESSAGES as MSG } from '#domain/automations/automation-messages';
import { AUTOMATION_RUN_ORDERS_MAX } from '#domain/automations/automation.constants';
import type { RunResult, UndoResult } from '#web/api/automations-api';

/** The selection in requests the routes accept (at most AUTOMATION_RUN_ORDERS_MAX orders each), in order. */
export function runBatches<T>(ids: readonly T[], size = AUTOMATION_RUN_ORDERS_MAX): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < ids.length; i += size) batches.push(ids.slice(i, i + size));
  return batches;
}

/** One run's answers as one result: how many orders changed and which did not. */
export function mergeRuns(runs: readonly RunResult[]): { applied: number; unchanged: number } {
  return runs.reduce((t, r) => ({ applied: t.applied + r.applied, unchanged: t.unchanged + r.unchanged }), {
    applied: 0,
    unchanged: 0,
  });
}

export const runMessage = (runs: readonly RunResult[]) => {
  const { applied, unchanged } = mergeRuns(runs);
  return MSG.applied(applied, unchanged);
};

/** The undo's toasts: how many orders were reverted, then each order that was not with its reason. */
export function undoSummary(undos: readonly UndoResult[], numberOf: (orderId: string) => string) {
  const reverted = undos.reduce((n, u) => n + u.reverted, 0);
  const refused = undos.flatMap((u) => u.results.filter((r) => !r.reverted));
  return {
    success: reverted ? MSG.undone(reverted) : null,
    notReverted: refused.map((r) => `${numberOf(r.orderId)}: ${r.reason ?? MSG.nothingToUndo}`),
  };
}
