/**
 * Rules on import (the `importWithRulesRatio` of BENCH automations): the same generated CSV of BENCH_AUTOMATION_IMPORT_ROWS
 * (default 10,000) rows imported through the import use case, chunk by chunk as the browser sends them, into
 * an account without rules and into one with BENCH_AUTOMATION_IMPORT_RULES (default 20) active import rules
 * (state, value, SKU and tag conditions; dry ice, insurance and tag actions, as perishable merchants write
 * them), against DynamoDB Local and a local order-automations queue, in one run. The import only queues its
 * new orders; the rules run in the queue's worker, so the time with rules runs from the first chunk until the
 * worker has run the rules on every created order (BENCH_AUTOMATION_WORKERS pollers, default 4, receiving
 * while the import goes on, as Lambda would). The pollers run in a child process (automation-workers.child.ts)
 * against the same DynamoDB Local and queue, as the worker's own Lambda would beside the import's: in one
 * process the two would queue on one event loop, and the ratio would measure the bench's contention, not the
 * work. Goal: import with rules <= 1.2× the time without.
 * On a shared machine the wall time follows the load: the CPU seconds of each phase (this process, which
 * hosts the import and the local queue, the worker process, plus DynamoDB Local's JVM) give the ratio in work.
 * BENCH_COUNT_DYNAMO=1 also prints each phase's DynamoDB requests by command (calls/items), the worker's apart.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WorkersMessage } from './automation-workers.child';
import { withBenchTable } from './bench-table';
import { withAutomationQueue, type AutomationQueue } from './automation-queue-bench';
import { round } from './stats';
import type { DynamoCallCounts } from './dynamo-call-count';

const ROWS = Number(process.env.BENCH_AUTOMATION_IMPORT_ROWS ?? 10_000);
const RULES = Number(process.env.BENCH_AUTOMATION_IMPORT_RULES ?? 20);
const WORKERS = Number(process.env.BENCH_AUTOMATION_WORKERS ?? 4);
const TABLE = 'shipdeck-bench-automations-import';
const STATES = ['TX', 'AZ', 'FL', 'CA', 'NV', 'GA', 'LA', 'NM'];

/** Rule i: a destination or value condition, and one of three actions; every rule active on import. */
function ruleInput(i: number) {
  const conditions = [
    i % 2 === 0
      ? {
          type: 'destination_state',
          operator: 'in',
          states: [STATES[i % STATES.length], STATES[(i + 3) % STATES.length]],
        }
      : { type: 'order_value', operator: 'gt', cents: 1_000 * (i + 1) },
  ];
  const actions = [
    [{ type: 'add_dry_ice', value: 1 + (i % 5), units: 'lb' }],
    [{ type: 'add_insurance', mode: 'declared_value' }],
    [{ type: 'add_tag', tag: `rule-${i}` }],
  ][i % 3];
  return { name: `Bench rule ${i}`, active: true, triggers: ['import'], match: 'all', conditions, actions };
}

/** CPU seconds used so far by this process and by the process `pid` (Linux /proc; 0 for it elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6 + processCpuSeconds(pid);
}

function processCpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): utime and stime in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100 || 0;
  } catch {
    return 0;
  }
}

/** The import with and without rules, measured in one run; test/bench/automations.bench.ts reports it. */
export function measureImportWithRules(): Promise<ImportWithRulesFigures> {
  return withAutomationQueue((queue) => bench(queue));
}

export interface ImportWithRulesFigures {
  rows: number;
  orders: number;
  rules: number;
  ruleHits: number;
  importSecondsWithoutRules: number;
  importSecondsWithRules: number;
  importOnlySecondsWithRules: number;
  workers: number;
  importWithRulesRatio: number;
  cpuSecondsWithoutRules: number;
  cpuSecondsWithRules: number;
  cpuRatio: number;
  /** Of the CPU seconds, DynamoDB Local's. */
  dynamoCpuSecondsWithoutRules: number;
  dynamoCpuSecondsWithRules: number;
  /** Of the CPU seconds with rules, the worker process's. */
  workerCpuSecondsWithRules: number;
}

interface Workers {
  pid: number | undefined;
  /** Tells the pollers the import is over; the orders they ran once the queue is empty, and their DynamoDB calls. */
  finish(): Promise<{ ran: number; dynamoCalls?: DynamoCallCounts }>;
  /** CPU seconds of the worker process so far (read while it runs, and its last reading after it exits). */
  cpuSeconds(): number;
}

/** Forks automation-workers.child.ts against the queue and the table the environment names, once it has loaded. */
async function startWorkers({ queue }: AutomationQueue, batchSize: number): Promise<Workers> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./automation-workers.child.ts', import.meta.url)), [], {
    // BENCH_WORKER_NODE_ARGS: extra node flags for the worker process alone (`--cpu-prof --cpu-prof-dir=…`).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: {
      ...process.env,
      BENCH_QUEUE_URL: queue.url,
      BENCH_QUEUE_ARN: queue.arn,
      BENCH_WORKER_BATCH_SIZE: String(batchSize),
      BENCH_AUTOMATION_WORKERS: String(WORKERS),
    },
  });
  const answer = (type: WorkersMessage['type']) =>
    new Promise<WorkersMessage>((resolve, reject) => {
      const onMessage = (m: WorkersMessage) => {
        if (m.type === 'failed') reject(new Error(`automation workers: ${m.message}`));
        else if (m.type === type) resolve(m);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`automation workers exited (${code}) before '${type}'`)));
    });
  await answer('ready');
  let lastCpu = 0;
  const cpuSeconds = () => (lastCpu = Math.max(lastCpu, processCpuSeconds(child.pid)));
  return {
    pid: child.pid,
    cpuSeconds,
    async finish() {
      const done = answer('done');
      if (!child.connected) throw new Error('automation workers stopped before the import finished');
      child.send({ type: 'finish' });
      const { ran, dynamoCalls } = (await done) as Extract<WorkersMessage, { type: 'done' }>;
      cpuSeconds();
      if (child.exitCode === null) await once(child, 'exit');
      return { ran, dynamoCalls };
    },
  };
}

const callsLine = (c: DynamoCallCounts) =>
  Object.entries(c)
    .map(([name, { calls, items }]) => `${name} ${calls}/${items}`)
    .join(', ');

async function bench(queue: AutomationQueue): Promise<ImportWithRulesFigures> {
  let figures: ImportWithRulesFigures | undefined;
  await withBenchTable(TABLE, async ({ pid }) => {
    const { createTestAccount } = await import('../../support/accounts');
    const { orderCsvRow, toCsv } = await import('../../integration/orders/order-csv.fixture');
    const { readCsv } = await import('#domain/imports/csv-reader');
    const { suggestMapping } = await import('#domain/imports/column-mapping.rules');
    const { ORDER_IMPORT_FIELDS } = await import('#domain/imports/import-fields.constants');
    const { chunkImportRows } = await import('#domain/imports/order-import.rules');
    const { importOrders } = await import('#functions/orders/orders.deps');
    const { dynamoAccountStore } = await import('#functions/accounts/accounts.adapters');
    const { automationRules } = await import('#functions/automations/automations.deps');
    const { newTrialSubscription } = await import('#domain/plans/subscription.rules');
    const { ruleInputSchema } = await import('#domain/automations/rule.schema');
    const { PurgeQueueCommand } = await import('@aws-sdk/client-sqs');
    const { countDynamoCalls, takeDynamoCalls } = await import('./dynamo-call-count');
    const counting = countDynamoCalls();
    const batchSize = (await import('#infra/app-manifest')).FUNCTIONS.find(
      (f) => f.name === 'apply-import-automations',
    )!.queue!.batchSize;

    const csvRows = [];
    for (let n = 1; csvRows.length < ROWS; n++)
      for (let line = 0; line < 1 + (n % 4) && csvRows.length < ROWS; line++) csvRows.push(orderCsvRow(n, line, 'AUT'));
    const csv = toCsv(csvRows);

    async function importInto(accountId: string, owner: { userId: string; email: string }) {
      const [membership] = await dynamoAccountStore.listMembershipsOfUser(owner.userId);
      const caller = { ...owner, ...membership! };
      const started = performance.now();
      const { headers, rows } = readCsv(csv);
      const mapping = suggestMapping(headers, ORDER_IMPORT_FIELDS);
      let created = 0;
      let errors = 0;
      for (const chunk of chunkImportRows(rows, (r) => r.values[mapping.orderNumber!] ?? '')) {
        const result = await importOrders.importChunk(caller, { importId: `bench-${accountId}`, rows: chunk, mapping });
        created += result.created;
        errors += result.errors.length;
      }
      if (errors) throw new Error(`import reported ${errors} row errors`);
      return { seconds: (performance.now() - started) / 1000, created };
    }

    // Trials have no active-rule limit: 20 active rules fit.
    const plain = await createTestAccount('Bench No Rules', newTrialSubscription(new Date()));
    const ruled = await createTestAccount('Bench Rules', newTrialSubscription(new Date()));
    for (let i = 0; i < RULES; i++) await automationRules.create(ruled.accountId, ruleInputSchema.parse(ruleInput(i)));

    takeDynamoCalls();
    // Without rules: the import alone (its sends to the queue included); the queued ids are dropped after.
    const cpuAtStart = cpuSeconds(pid);
    const dynamoAtStart = processCpuSeconds(pid);
    const without = await importInto(plain.accountId, plain.owner);
    const cpuWithout = cpuSeconds(pid) - cpuAtStart;
    const dynamoWithout = processCpuSeconds(pid) - dynamoAtStart;
    const callsWithout = takeDynamoCalls();
    await queue.client.send(new PurgeQueueCommand({ QueueUrl: queue.queue.url }));

    // The worker's pollers in their own process (a Lambda of their own in a deployment), loaded before the clock.
    const workers = await startWorkers(queue, batchSize);

    // With rules: from the first chunk until the worker has run the rules on every created order.
    const started = performance.now();
    const cpuBefore = cpuSeconds(pid) + processCpuSeconds(workers.pid);
    const dynamoBefore = processCpuSeconds(pid);
    const workersBefore = processCpuSeconds(workers.pid);
    const importedWithRules = await importInto(ruled.accountId, ruled.owner);
    const callsImportWith = takeDynamoCalls();
    const { ran, dynamoCalls: callsWorker } = await workers.finish();
    const cpuWith = cpuSeconds(pid) + workers.cpuSeconds() - cpuBefore;
    const dynamoWith = processCpuSeconds(pid) - dynamoBefore;
    const workersWith = workers.cpuSeconds() - workersBefore;
    const withRules = { ...importedWithRules, seconds: (performance.now() - started) / 1000 };
    if (ran !== withRules.created) throw new Error(`the worker ran ${ran} of ${withRules.created} orders`);
    // Proof the rules ran: orders each rule changed, summed over the rules.
    const ruleHits = (await automationRules.list(ruled.accountId)).rules.reduce((n, r) => n + r.hits30d, 0);
    if (counting)
      console.log(
        `automations import DynamoDB calls (calls/items): without rules ${callsLine(callsWithout)}; with rules, import ${callsLine(callsImportWith)}; worker ${callsLine(callsWorker ?? {})}`,
      );
    figures = {
      rows: ROWS,
      orders: withRules.created,
      rules: RULES,
      ruleHits,
      importSecondsWithoutRules: round(without.seconds, 1),
      importSecondsWithRules: round(withRules.seconds, 1),
      importOnlySecondsWithRules: round(importedWithRules.seconds, 1),
      workers: WORKERS,
      importWithRulesRatio: round(withRules.seconds / without.seconds, 2),
      cpuSecondsWithoutRules: round(cpuWithout, 1),
      cpuSecondsWithRules: round(cpuWith, 1),
      cpuRatio: round(cpuWith / cpuWithout, 2),
      dynamoCpuSecondsWithoutRules: round(dynamoWithout, 1),
      dynamoCpuSecondsWithRules: round(dynamoWith, 1),
      workerCpuSecondsWithRules: round(workersWith, 1),
    };
    console.log(
      `automations import: ${ROWS} rows (${withRules.created} orders), ${figures.importSecondsWithoutRules} s without rules vs ${figures.importSecondsWithRules} s with ${RULES} until the worker applied them (import alone ${figures.importOnlySecondsWithRules} s) → ×${figures.importWithRulesRatio} (goal <= 1.2); CPU ${figures.cpuSecondsWithoutRules} s vs ${figures.cpuSecondsWithRules} s → ×${figures.cpuRatio} (DynamoDB Local ${figures.dynamoCpuSecondsWithoutRules} s vs ${figures.dynamoCpuSecondsWithRules} s)`,
    );
  });
  return figures!;
}
