import { useEffect, useMemo, useRef, useState } from 'react';
import type { PrintJobRequest, PrintJobView } from '#api/printing';
import { useApi } from '#web/api/api-context';
import { errorMessageOf } from '#web/api/api-error';
import { printingApi } from '#web/api/printing-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { runPrintJob } from './print-job';
import { PrintJobResult } from './print-job-result';
import { GENERATING_PDF_LINK, failedHeader, failureOf, jobFinished } from './print-view';

/**
 * One print job at a time with its progress (grid and editor): a job built inline opens at once;
 * a queued one is polled with 'generating PDF link' shown, then announced with its "Open file"
 * link and the orders skipped, or its failure. A newer job or leaving the page stops the polling.
 */
export function usePrintJob({ onFinished }: { onFinished?: (job: PrintJobView) => void } = {}) {
  const { client } = useApi();
  const api = useMemo(() => printingApi(client), [client]);
  const { notify, dismiss, reportError } = useNotifications();
  const [job, setJob] = useState<PrintJobView | null>(null);
  const [running, setRunning] = useState(false);
  /** The request itself failed (refused, offline): no job to show. */
  const [failure, setFailure] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  async function start(request: PrintJobRequest, title: string) {
    current.current?.abort();
    const run = new AbortController();
    current.current = run;
    setJob(null);
    setFailure(null);
    setRunning(true);
    let answers = 0;
    let building: string | null = null;
    try {
      const last = await runPrintJob(api, request, {
        signal: run.signal,
        onUpdate: (update) => {
          setJob(update);
          if (answers++ === 0 && !jobFinished(update))
            building = notify({ type: 'info', content: GENERATING_PDF_LINK });
        },
      });
      if (run.signal.aborted) return;
      if (last.state === 'ready') {
        // Built inline: still close enough to the click for the browser to allow a new tab.
        if (answers === 1 && last.url) window.open(last.url, '_blank', 'noopener');
        notify({ type: 'success', header: `${title} ready`, content: <PrintJobResult job={last} />, persistent: true });
      } else {
        notify({ type: 'error', header: failedHeader(title), content: failureOf(last) });
      }
      onFinished?.(last);
    } catch (e) {
      if (run.signal.aborted) return;
      setFailure(errorMessageOf(e));
      reportError(e, { header: failedHeader(title) });
    } finally {
      // The file is announced (or the job gone): 'generating PDF link' has had its say.
      if (building) dismiss(building);
      if (current.current === run) setRunning(false);
    }
  }

  return {
    job,
    running,
    failure,
    start,
    /** Back to the dialog's choices; a job still building goes on and is announced when done. */
    clear: () => {
      setJob(null);
      setFailure(null);
    },
  };
}

export type PrintJobControl = ReturnType<typeof usePrintJob>;
