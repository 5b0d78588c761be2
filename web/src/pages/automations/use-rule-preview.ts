import { useState } from 'react';
import type { RuleInput } from '#domain/automations/rule.schema';
import { AUTOMATION_SCREEN_MESSAGES as MSG } from '#domain/automations/automation-messages';
import { useApi } from '#web/api/api-context';
import { automationsApi, type PreviewResult, type PreviewScope } from '#web/api/automations-api';
import { useNotifications } from '#web/app/notifications/notifications-context';

/** Orders a preview looks at: the open ones, or the most recent. */
export const PREVIEW_LIMIT = 50;

/** Runs the draft rule set over open or recent orders without writing anything. */
export function useRulePreview() {
  const { client } = useApi();
  const { reportError } = useNotifications();
  const [scope, setScope] = useState<PreviewScope>('open');
  const [result, setResult] = useState<PreviewResult | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(rules: RuleInput[], at: PreviewScope = scope) {
    setRunning(true);
    setError(null);
    try {
      setResult(await automationsApi(client).preview({ rules, scope: at, limit: PREVIEW_LIMIT }));
    } catch (e) {
      reportError(e, { showIn: (message) => setError(message || MSG.previewFailed) });
    } finally {
      setRunning(false);
    }
  }

  return { scope, setScope, result, running, error, run };
}

export type RulePreviewState = ReturnType<typeof useRulePreview>;
