import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  deliverWebhooks,
  eventFigures,
  killMidway,
  labelFigures,
  labelsRecorded,
  requestLabels,
  seedLabels,
  seedWebhooks,
  startCrashStack,
  storeOrderCounts,
  type CrashStack,
} from '#test/support/crash-recovery';

/**
 * A crash loses nothing: the local stack with its functions host in a child process, kill -9 once
 * while a bulk purchase of 20 labels and a burst of 50 store webhooks are both under way, then the
 * next invocation's fresh host and the queues' redelivery finish the work. Counted from the table:
 * every label bought once (the carrier's sales, the account's labels and debits), the wallet equal
 * to its ledger, every store event one order. The full-size run is test/bench/crash-recovery.bench.ts.
 */

const LABELS = 20;
const WEBHOOKS = 50;
/** The messages the killed host held come back after this (the manifest's are minutes). */
const VISIBILITY_SECONDS = 10;

let crash: CrashStack;

beforeAll(async () => {
  crash = await startCrashStack(VISIBILITY_SECONDS);
}, 90_000);

afterAll(async () => {
  await crash?.stop();
}, 30_000);

it('kill -9 of the functions host mid-purchase and mid-burst: no label lost or doubled, ledger balanced, every store event applied once', async () => {
  const account = await seedLabels(LABELS);
  const store = await seedWebhooks(WEBHOOKS);

  await requestLabels(account);
  const delivery = deliverWebhooks(crash.stack.appUrl, store.shop, store.bodies, { senders: 8 });
  const kill = await killMidway(crash, () => labelsRecorded(account.accountId), LABELS, { from: 0.1, to: 0.5 });
  expect(kill.pid).toBeGreaterThan(0);
  // Some but not all of the labels were bought when the host died.
  expect(kill.midway, `${kill.atKill}/${LABELS} labels at the kill`).toBe(true);

  await delivery.done;
  expect(await crash.quiesce(90_000)).toBe(true);

  const labels = await labelFigures(account);
  expect(labels).toMatchObject({ lostLabels: 0, duplicateLabels: 0, ledgerMismatches: 0 });
  // Funds cover every label: after the restart each one is bought, none left behind.
  expect(labels.bought).toBe(LABELS);
  expect(eventFigures(await storeOrderCounts(store.accountId, store.storeId), store.orderNumbers)).toEqual({
    lostEvents: 0,
    duplicateEvents: 0,
  });
}, 180_000);
