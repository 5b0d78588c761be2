import type { ScheduledEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { scheduledEvent, startTimers } from '#infra/local/timers';

/** The local EventBridge schedules (issue 2 §3 "Timers run the EventBridge schedules"). */
describe('timers', () => {
  it('issue 2 §3: fires each schedule repeatedly with an EventBridge Scheduled Event, and stops', async () => {
    const events: ScheduledEvent[] = [];
    const timers = startTimers({
      targets: [{ name: 'archive-orders', everySeconds: 0.05, invoke: async (e) => void events.push(e) }],
    });
    await new Promise((r) => setTimeout(r, 400));
    await timers.stop();
    const fired = events.length;
    expect(fired).toBeGreaterThanOrEqual(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(events.length).toBe(fired);
    expect(new Set(events.map((e) => e.id)).size).toBe(fired);
    expect(events[0]).toMatchObject({
      version: '0',
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      region: 'us-east-1',
      resources: [expect.stringMatching(/^arn:aws:events:us-east-1:\d{12}:rule\/.*archive-orders/)],
      detail: {},
    });
    expect(events[0].time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('issue 2 §3: a run still going is not overlapped, and a failing run does not stop the schedule', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const logs: string[] = [];
    const timers = startTimers({
      targets: [
        {
          name: 'slow',
          everySeconds: 0.02,
          invoke: async () => {
            runs++;
            active++;
            maxActive = Math.max(maxActive, active);
            await new Promise((r) => setTimeout(r, 80));
            active--;
            if (runs === 1) throw new Error('first run fails');
          },
        },
      ],
      log: (line) => logs.push(line),
    });
    await new Promise((r) => setTimeout(r, 400));
    await timers.stop();
    expect(maxActive).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(logs.some((l) => l.includes('slow failed'))).toBe(true);
  });

  it('issue 2 §3: the event time is whole seconds in UTC', () => {
    expect(scheduledEvent('x', new Date('2026-11-21T23:41:13.456Z')).time).toBe('2026-11-21T23:41:13Z');
  });
});
