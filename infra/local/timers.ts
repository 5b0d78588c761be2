import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './local-config';

/**
 * The local twin of EventBridge schedule rules: each target fires every `everySeconds`
 * (the manifest's `localEverySeconds`) with the event EventBridge would deliver. A run that
 * is still going when the next tick comes is not overlapped, like a single-concurrency rule.
 */
export interface TimerTarget {
  /** Function name; the rule is named after it. */
  name: string;
  everySeconds: number;
  invoke(event: ScheduledEvent): Promise<unknown>;
}

export interface Timers {
  stop(): Promise<void>;
}

export function scheduleRuleArn(functionName: string): string {
  return `arn:aws:events:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:rule/shipdeck-${functionName}-schedule`;
}

export function scheduledEvent(functionName: string, now: Date = new Date()): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: LOCAL_ACCOUNT_ID,
    // EventBridge stamps whole seconds: 2026-11-21T23:41:13Z.
    time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_REGION,
    resources: [scheduleRuleArn(functionName)],
    detail: {},
  };
}

export function startTimers(opts: { targets: TimerTarget[]; log?: (line: string) => void }): Timers {
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();
  const intervals = opts.targets.map((t) =>
    setInterval(() => {
      if (busy.has(t.name)) return;
      busy.add(t.name);
      const started = Date.now();
      const run = Promise.resolve()
        .then(() => t.invoke(scheduledEvent(t.name)))
        .then(
          () => opts.log?.(`[timer] ${t.name} ok (${Date.now() - started} ms)`),
          (err: unknown) =>
            opts.log?.(`[timer] ${t.name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
        )
        .finally(() => {
          busy.delete(t.name);
          running.delete(run);
        });
      running.add(run);
    }, t.everySeconds * 1000),
  );
  return {
    stop: async () => {
      intervals.forEach(clearInterval);
      await Promise.allSettled([...running]);
    },
  };
}
