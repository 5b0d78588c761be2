/**
 * Kill -9 the local stack's functions host in the middle of (a) a bulk purchase of 200 labels,
 * (b) a burst of 500 signed store webhooks, (c) a print job of 100 labels, each at a random point
 * after some but not all of the work was done (checked, else the run fails), then let the next
 * invocation start a fresh host and wait for every queue to drain. Counted from the table: labels,
 * purchase debits and the sandbox carrier's sales per shipment (a sale the account does not record is
 * lost), the wallet against its ledger, orders per store event, the print job's end state.
 * BENCH_CRASH_LABELS / BENCH_CRASH_WEBHOOKS / BENCH_CRASH_PRINT / BENCH_CRASH_VISIBILITY (seconds) scale it.
 */
import {
  deliverWebhooks,
  eventFigures,
  killMidway,
  labelFigures,
  labelsRecorded,
  printJobState,
  printProgress,
  requestLabels,
  requestPrintJob,
  seedLabels,
  seedWebhooks,
  sleep,
  startCrashStack,
  storeOrderCounts,
} from '../support/crash-recovery';
import { benchLine, round } from './support/stats';

const LABELS = Number(process.env.BENCH_CRASH_LABELS ?? 200);
const WEBHOOKS = Number(process.env.BENCH_CRASH_WEBHOOKS ?? 500);
const PRINT = Math.min(Number(process.env.BENCH_CRASH_PRINT ?? 100), LABELS);
/** Long enough for a batch of ten labels on a busy machine; the manifest's are minutes. */
const VISIBILITY_SECONDS = Number(process.env.BENCH_CRASH_VISIBILITY ?? 20);
const QUIESCE_MS = 300_000;

async function main(): Promise<void> {
  const t0 = performance.now();
  const crash = await startCrashStack(VISIBILITY_SECONDS);
  const problems: string[] = [];
  try {
    console.log(`Local stack up in ${round((performance.now() - t0) / 1000, 1)} s (functions host: child process)`);

    // (a) Labels: the bulk request queues one message per shipment; the worker buys in batches of ten.
    const account = await seedLabels(LABELS);
    await requestLabels(account);
    const labelsKill = await killMidway(crash, () => labelsRecorded(account.accountId), LABELS);
    console.log(`(a) killed host ${labelsKill.pid} with ${labelsKill.atKill}/${LABELS} labels recorded`);
    if (!labelsKill.midway) problems.push(`labels: the kill was not mid-way (${labelsKill.atKill}/${LABELS})`);
    if (!(await crash.quiesce(QUIESCE_MS))) problems.push('labels: the queues did not drain');
    const labels = await labelFigures(account);

    // (b) Store webhooks, posted through the gateway by 16 senders that retry what was not acknowledged.
    const store = await seedWebhooks(WEBHOOKS);
    // Killed while deliveries are still arriving, so both the webhook route and the worker lose work in flight.
    const delivery = deliverWebhooks(crash.stack.appUrl, store.shop, store.bodies);
    const eventsKill = await killMidway(crash, async () => delivery.acknowledged(), WEBHOOKS);
    const ordersAtKill = (await storeOrderCounts(store.accountId, store.storeId)).size;
    console.log(
      `(b) killed host ${eventsKill.pid} with ${eventsKill.atKill}/${WEBHOOKS} deliveries acknowledged, ${ordersAtKill} store orders written`,
    );
    if (!eventsKill.midway) problems.push(`webhooks: the kill was not mid-way (${eventsKill.atKill}/${WEBHOOKS})`);
    const { retried } = await delivery.done;
    if (!(await crash.quiesce(QUIESCE_MS))) problems.push('webhooks: the queues did not drain');
    const events = eventFigures(await storeOrderCounts(store.accountId, store.storeId), store.orderNumbers);

    // (c) A print job of the first PRINT labelled orders, killed while the worker builds it (0–300 ms after it started).
    const jobId = await requestPrintJob(
      account,
      account.shipments.slice(0, PRINT).map((s) => s.orderId),
    );
    const printKill = await killMidway(
      crash,
      async () => printProgress(await printJobState(account.accountId, jobId), PRINT),
      PRINT,
      { from: 0.01, to: 0.01, jitterMs: 300 },
    );
    const printAtKill = await printJobState(account.accountId, jobId);
    console.log(
      `(c) killed host ${printKill.pid} with the job ${printAtKill.state} (${printAtKill.done}/${PRINT} drawn as last written)`,
    );
    if (!printKill.midway) problems.push(`print: the kill was not mid-way (${printKill.atKill}/${PRINT})`);
    let job = await printJobState(account.accountId, jobId);
    const deadline = Date.now() + QUIESCE_MS;
    while (job.state !== 'ready' && job.state !== 'failed' && Date.now() < deadline) {
      await sleep(500);
      job = await printJobState(account.accountId, jobId);
    }
    if (job.state !== 'ready' && job.state !== 'failed') problems.push(`print: the job is still ${job.state}`);

    console.log(
      `labels: ${labels.bought} bought once, ${labels.notBought} not bought, ${labels.lostLabels} lost, ${labels.duplicateLabels} doubled; ` +
        `webhooks: ${retried} posts retried; print job ${job.state} (${job.done}/${job.total})${job.message ? `: ${job.message}` : ''}`,
    );
    console.log(
      benchLine({
        bench: 'crash-recovery',
        labels: LABELS,
        webhooks: WEBHOOKS,
        lostLabels: labels.lostLabels,
        duplicateLabels: labels.duplicateLabels,
        ledgerMismatches: labels.ledgerMismatches,
        lostEvents: events.lostEvents,
        duplicateEvents: events.duplicateEvents,
        printDocuments: PRINT,
        printJob: job.state,
        labelsAtKill: labelsKill.atKill,
        deliveriesAtKill: eventsKill.atKill,
        ordersAtKill,
        printDoneAtKill: printAtKill.done,
        webhookRetries: retried,
        seconds: round((performance.now() - t0) / 1000),
      }),
    );
    if (labels.lostLabels || labels.duplicateLabels || labels.ledgerMismatches) problems.push('labels lost or doubled');
    if (events.lostEvents || events.duplicateEvents) problems.push('store events lost or doubled');
  } finally {
    await crash.stop();
  }
  for (const p of problems) console.error(`crash-recovery: ${p}`);
  if (problems.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
