/**
 * Box-packing benchmark (issue 5). Runs the order set with items turning freely (3D) and kept
 * flat (2D), and the Bischoff & Ratcliff container-loading sets BR1–BR7, and compares each with
 * BoxPacker's figures in expected.csv / thpack-expected.csv.
 *
 *   npm run bench:packing [-- --boxes FILE --items FILE [--expected FILE]] [--thpack FILE [--thpack-expected FILE]]
 *                          [--mode 3D|2D|both] [--sets orders,br] [--out FILE] [--check] [--cold]
 *
 * Each set runs twice: a cold first pass (V8 still compiling; with --check the validity checker
 * runs here, outside the timings) and the timed steady-state pass, which must give the same
 * packings. Both are printed; --cold runs the first pass only.
 * With --boxes/--items only that order set runs; with --thpack only that file, in either thpack
 * form (see readThpack), its summary labelled by the file. --check runs the validity checker on
 * every packing (outside the timings).
 */
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  DEFAULT_DATA_DIR,
  readBoxes,
  readExpected,
  readOrders,
  readThpack,
  readThpackExpected,
} from './packing/datasets';
import {
  benchBoxTypes,
  percentile,
  runOrder,
  runThpackProblem,
  type Mode,
  type OrderResult,
  type ProblemResult,
} from './packing/run-sets';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const check = flag('check');
const passes = flag('cold') ? 1 : 2;
const out = arg('out');
const csv: string[] = [];
const pct = (x: number) => Math.round(x * 10000) / 100;
const ms = (x: number) => Math.round(x * 1000) / 1000;

function runOrderSet(boxesFile: string, itemsFile: string, expectedFile: string | undefined, mode: Mode): void {
  const boxes = readBoxes(boxesFile);
  const orders = readOrders(itemsFile);
  const expected = expectedFile ? readExpected(expectedFile) : undefined;
  const boxTypes = benchBoxTypes(boxes);
  // Pass 1 runs cold (V8 still compiling); pass 2 is the steady state. Both are timed and must agree.
  const cpu0 = process.cpuUsage();
  const cold: OrderResult[] = orders.map((order) =>
    runOrder(order, boxes, boxTypes, mode, check, expected?.get(order.id)),
  );
  const coldCpu = process.cpuUsage(cpu0).user / 1000;
  const cpu1 = process.cpuUsage();
  const results: OrderResult[] =
    passes > 1 ? orders.map((order) => runOrder(order, boxes, boxTypes, mode, false, expected?.get(order.id))) : cold;
  const warmCpu = process.cpuUsage(cpu1).user / 1000;
  if (passes > 1) {
    results.forEach((r, i) => (r.violations = cold[i].violations));
    const differ = results.filter((r, i) => r.boxes !== cold[i].boxes || r.boxVolume !== cold[i].boxVolume).length;
    if (differ > 0) throw new Error(`not deterministic: ${differ} orders differ between passes`);
  }
  const coldTimes = cold.map((r) => r.ms).sort((a, b) => a - b);
  const boxCount = results.reduce((s, r) => s + r.boxes, 0);
  const itemVolume = results.reduce((s, r) => s + r.itemVolume, 0);
  const boxVolume = results.reduce((s, r) => s + r.boxVolume, 0);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const compared = results.filter((r) => r.expectedBoxes !== undefined);
  const better = compared.filter((r) => r.boxes < (r.expectedBoxes as number)).length;
  const worse = compared.filter((r) => r.boxes > (r.expectedBoxes as number)).length;
  const invalid = results.filter((r) => r.violations.length > 0);
  const figures = {
    set: `orders-${mode}`,
    orders: results.length,
    boxes: boxCount,
    overallUtilisation: pct(itemVolume / boxVolume),
    meanUtilisation: pct(results.reduce((s, r) => s + r.utilisation, 0) / results.length),
    meanWeightVariance: Math.round(results.reduce((s, r) => s + r.weightVariance, 0) / results.length),
    better,
    equal: compared.length - better - worse,
    worse,
    referenceBoxes: expected ? compared.reduce((s, r) => s + (r.expectedBoxes as number), 0) : undefined,
    referenceMeanUtilisation: expected
      ? Math.round(
          (compared.reduce(
            (s, r) => s + (mode === '3D' ? expected.get(r.id)!.utilisation3D : expected.get(r.id)!.utilisation2D),
            0,
          ) /
            compared.length) *
            100,
        ) / 100
      : undefined,
    totalMs: Math.round(times.reduce((s, t) => s + t, 0)),
    p50Ms: ms(percentile(times, 0.5)),
    p99Ms: ms(percentile(times, 0.99)),
    maxMs: ms(times[times.length - 1] ?? 0),
    cpuMs: Math.round(passes > 1 ? warmCpu : coldCpu),
    coldTotalMs: Math.round(coldTimes.reduce((s, t) => s + t, 0)),
    coldP99Ms: ms(percentile(coldTimes, 0.99)),
    coldCpuMs: Math.round(coldCpu),
    checked: check,
    invalid: invalid.length,
  };
  console.log(`\norders ${mode} (${basename(itemsFile)}, ${basename(boxesFile)})`);
  console.log(
    `  orders ${figures.orders}, boxes ${figures.boxes}${figures.referenceBoxes !== undefined ? ` (reference ${figures.referenceBoxes})` : ''}`,
  );
  console.log(
    `  utilisation overall ${figures.overallUtilisation} %, mean per order ${figures.meanUtilisation} %${figures.referenceMeanUtilisation !== undefined ? ` (reference mean ${figures.referenceMeanUtilisation} %)` : ''}`,
  );
  if (expected) console.log(`  versus expected: better ${better}, equal ${figures.equal}, worse ${worse}`);
  console.log(
    `  time total ${figures.totalMs} ms (CPU ${figures.cpuMs} ms), p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms per order`,
  );
  console.log(
    `  first (cold) pass: total ${figures.coldTotalMs} ms (CPU ${figures.coldCpuMs} ms, validity checks included when --check), p99 ${figures.coldP99Ms} ms`,
  );
  if (check)
    console.log(
      `  validity: ${invalid.length} invalid${
        invalid.length
          ? ' — ' +
            invalid
              .slice(0, 3)
              .map((r) => `${r.id}: ${r.violations[0]}`)
              .join('; ')
          : ''
      }`,
    );
  for (const r of worse ? compared.filter((r) => r.boxes > (r.expectedBoxes as number)).slice(0, 10) : [])
    console.log(`  worse: ${r.id} ${r.boxes} > ${r.expectedBoxes}`);
  console.log(`BENCH ${JSON.stringify(figures)}`);
  for (const r of results) {
    csv.push(
      [
        `orders-${mode}`,
        r.id,
        r.units,
        r.boxes,
        r.expectedBoxes ?? '',
        pct(r.utilisation),
        Math.round(r.weightVariance * 10) / 10,
        ms(r.ms),
        r.boxNames.join('|'),
        r.violations.length,
      ].join(','),
    );
  }
}

function runThpackSet(file: string, expected: Map<string, number> | undefined, label: string): void {
  const problems = readThpack(file);
  const setNumber = Number(/thpack(\d+)/.exec(basename(file))?.[1] ?? NaN);
  // thpack-expected.csv names problems 'Bischoff #<box types>-<n>'; thpackK holds BR K.
  const prefix = expected ? brPrefix(setNumber) : undefined;
  const names = problems.map((p, i) => (prefix ? `${prefix}-${i + 1}` : `${label}-${p.number}`));
  const cpu0 = process.cpuUsage();
  const cold = problems.map((p, i) => runThpackProblem(names[i], p, check, expected?.get(names[i])));
  const coldCpu = process.cpuUsage(cpu0).user / 1000;
  const cpu1 = process.cpuUsage();
  const results: ProblemResult[] =
    passes > 1 ? problems.map((p, i) => runThpackProblem(names[i], p, false, expected?.get(names[i]))) : cold;
  const cpuMs = passes > 1 ? process.cpuUsage(cpu1).user / 1000 : coldCpu;
  if (passes > 1) {
    results.forEach((r, i) => (r.violations = cold[i].violations));
    const differ = results.filter((r, i) => r.utilisation !== cold[i].utilisation).map((r) => r.name);
    if (differ.length > 0)
      throw new Error(`not deterministic: ${basename(file)} ${differ.slice(0, 5).join(', ')} differ between passes`);
  }
  const coldTotal = cold.reduce((s, r) => s + r.ms, 0);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const compared = results.filter((r) => r.expectedUtilisation !== undefined);
  const better = compared.filter((r) => pct(r.utilisation) > (r.expectedUtilisation as number)).length;
  const worse = compared.filter((r) => pct(r.utilisation) < (r.expectedUtilisation as number)).length;
  const figures = {
    set: label,
    problems: results.length,
    meanUtilisation: pct(results.reduce((s, r) => s + r.utilisation, 0) / results.length),
    referenceMeanUtilisation: compared.length
      ? Math.round((compared.reduce((s, r) => s + (r.expectedUtilisation as number), 0) / compared.length) * 100) / 100
      : undefined,
    better,
    equal: compared.length - better - worse,
    worse,
    totalMs: Math.round(times.reduce((s, t) => s + t, 0)),
    p50Ms: ms(percentile(times, 0.5)),
    p99Ms: ms(percentile(times, 0.99)),
    cpuMs: Math.round(cpuMs),
    coldTotalMs: Math.round(coldTotal),
    checked: check,
    invalid: results.filter((r) => r.violations.length > 0).length,
  };
  console.log(`\n${label} (${basename(file)})`);
  console.log(
    `  problems ${figures.problems}, mean utilisation ${figures.meanUtilisation} %${figures.referenceMeanUtilisation !== undefined ? ` (reference ${figures.referenceMeanUtilisation} %)` : ''}`,
  );
  if (compared.length) console.log(`  versus expected: better ${better}, equal ${figures.equal}, worse ${worse}`);
  console.log(
    `  time total ${figures.totalMs} ms (CPU ${figures.cpuMs} ms; cold pass ${figures.coldTotalMs} ms), p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms per problem`,
  );
  if (check) console.log(`  validity: ${figures.invalid} invalid`);
  console.log(`BENCH ${JSON.stringify(figures)}`);
  for (const r of results)
    csv.push([label, r.name, '', '', '', pct(r.utilisation), '', ms(r.ms), '', r.violations.length].join(','));
  allProblems.push(...results);
}

/** BR K has 3, 5, 8, 10, 12, 15, 20 box types. */
function brPrefix(set: number): string | undefined {
  const types = [3, 5, 8, 10, 12, 15, 20][set - 1];
  return types ? `Bischoff #${types}` : undefined;
}

const allProblems: ProblemResult[] = [];
/** What the container-loading summary covers: BR1–BR7 by default, else the one --thpack file. */
let problemsLabel = { text: 'BR1–BR7', set: 'BR1-7' };
const modes: Mode[] = arg('mode') === '3D' ? ['3D'] : arg('mode') === '2D' ? ['2D'] : ['3D', '2D'];
const boxesArg = arg('boxes');
const itemsArg = arg('items');
const thpackArg = arg('thpack');
const custom = boxesArg !== undefined || itemsArg !== undefined || thpackArg !== undefined;

if (custom) {
  if ((boxesArg === undefined) !== (itemsArg === undefined)) throw new Error('--boxes and --items go together');
  if (boxesArg && itemsArg) for (const m of modes) runOrderSet(boxesArg, itemsArg, arg('expected'), m);
  if (thpackArg) {
    const e = arg('thpack-expected');
    const label = basename(thpackArg).replace(/\.txt$/, '');
    problemsLabel = { text: basename(thpackArg), set: label };
    runThpackSet(thpackArg, e ? readThpackExpected(e) : undefined, label);
  }
} else {
  const dir = DEFAULT_DATA_DIR;
  const sets = (arg('sets') ?? 'orders,br').split(',');
  if (sets.includes('orders'))
    for (const m of modes) runOrderSet(join(dir, 'boxes.csv'), join(dir, 'items.csv'), join(dir, 'expected.csv'), m);
  const expected = readThpackExpected(join(dir, 'thpack-expected.csv'));
  if (sets.includes('br')) for (let k = 1; k <= 7; k++) runThpackSet(join(dir, `thpack${k}.txt`), expected, `BR${k}`);
}
if (allProblems.length > 0) {
  const mean = allProblems.reduce((s, r) => s + r.utilisation, 0) / allProblems.length;
  // The reference mean covers only the problems with a known figure, and is left out when none has one.
  const known = allProblems.filter((r) => r.expectedUtilisation !== undefined);
  const ref = known.length
    ? Math.round((known.reduce((s, r) => s + (r.expectedUtilisation as number), 0) / known.length) * 100) / 100
    : undefined;
  const refText =
    ref === undefined
      ? ''
      : ` (reference ${ref} %${known.length < allProblems.length ? ` on ${known.length} of ${allProblems.length} problems` : ''})`;
  const times = allProblems.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `\n${problemsLabel.text}: mean utilisation ${pct(mean)} %${refText}, mean ${ms(times.reduce((s, t) => s + t, 0) / times.length)} ms per problem`,
  );
  console.log(
    `BENCH ${JSON.stringify({ set: problemsLabel.set, problems: allProblems.length, meanUtilisation: pct(mean), referenceMeanUtilisation: ref, totalMs: Math.round(times.reduce((s, t) => s + t, 0)), p50Ms: ms(percentile(times, 0.5)), p99Ms: ms(percentile(times, 0.99)) })}`,
  );
}

if (out) {
  writeFileSync(
    out,
    ['set,id,units,boxes,expected_boxes,utilisation_pct,weight_variance,ms,boxes_used,violations', ...csv].join('\n') +
      '\n',
  );
  console.log(`\nper-order / per-problem results written to ${out}`);
}
