/**
 * The public site (issue 26): the gzip size of the JS and CSS its entry (web/site.html) loads first, goal
 * ≤ 120 kB, and the calculator's quote through the real handler (public route, zod, the per-client rate
 * limit's counter on DynamoDB Local, the sandbox carriers, the rows) against calling the carrier rating
 * directly with the same request, measured interleaved in the same run; goal p95 ≤ 500 ms.
 *
 * Builds web/ into a temporary directory, or with `--dist <dir>` measures a build made with
 * `vite build --config web/vite.config.ts --manifest`.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { REPO_ROOT } from '#infra/local/lambda-runtime';
import { apiEvent, invoke } from '../support/api-events';
import { withBenchTable } from './support/bench-table';
import { benchLine, percentile, round, sampleInterleaved } from './support/stats';
import { chunkFiles, chunkKeyOf, gzipTotals, initialFiles, sizeFile, type Manifest } from './support/web-bundle';

const SITE_ENTRY_KEY = 'site.html';
const CALCULATOR_PAGE = 'src/site/pages/calculator/calculator-page.tsx';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TABLE = 'shipdeck-bench-public-site';

function distArg(): string | undefined {
  const i = process.argv.indexOf('--dist');
  return i >= 0 ? resolve(process.argv[i + 1] ?? '') : undefined;
}

/** gzip kB of the site's first load, and of the calculator page on top of it. */
async function siteBundle(): Promise<{ firstLoadKb: number; firstLoadFiles: number; calculatorRouteKb: number }> {
  const given = distArg();
  const dist = given ?? (await mkdtemp(join(tmpdir(), 'shipdeck-site-bundle-')));
  try {
    if (!given)
      await build({
        configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: dist, emptyOutDir: true, manifest: true },
      });
    const manifestPath = join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with --manifest`);
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
    const siteHtml = await readFile(join(dist, 'site.html'), 'utf8');
    const first = initialFiles(siteHtml);
    const closure = chunkFiles(manifest, [SITE_ENTRY_KEY]);
    if (first.length !== closure.length || !closure.every((f) => first.includes(f)))
      throw new Error(`site.html loads [${first.join(', ')}] but its entry imports [${closure.join(', ')}]`);
    const sized = (files: readonly string[]) =>
      Promise.all(files.map(async (f) => sizeFile(f, await readFile(join(dist, f)))));
    const calculatorKey = chunkKeyOf(manifest, CALCULATOR_PAGE);
    if (!calculatorKey) throw new Error(`${CALCULATOR_PAGE} is no chunk of the build`);
    const firstTotals = gzipTotals(await sized(first));
    const calculatorTotals = gzipTotals(await sized(chunkFiles(manifest, [SITE_ENTRY_KEY, calculatorKey])));
    console.log(`site first load: ${first.join(', ')} → ${firstTotals.gzipKb} kB gzip`);
    return {
      firstLoadKb: firstTotals.gzipKb,
      firstLoadFiles: first.length,
      calculatorRouteKb: calculatorTotals.gzipKb,
    };
  } finally {
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

async function calculatorLatency() {
  let figures: { handler: number[]; direct: number[]; rows: number } | undefined;
  await withBenchTable(TABLE, async () => {
    const { handler } = await import('#functions/rate-estimates/handlers/quote-rate-estimate.handler');
    const { carrierRates } = await import('#functions/carriers/carriers.deps');
    const { rateRequestOfEstimate } = await import('#domain/rate-estimates/rate-estimate.rules');
    const { rateEstimateRequestSchema } = await import('#domain/rate-estimates/rate-estimate.schema');
    const body = {
      shipFrom: '78701',
      shipTo: '10001',
      addressType: 'Residence',
      dimensions: { length: 12, width: 10, height: 8, units: 'in' },
      weight: { value: 3, units: 'lb' },
      insurance: 100,
    };
    let client = 0;
    // Each quote from its own client: the limiter's counter is written as in production, never refused.
    const event = () => {
      const e = apiEvent({ method: 'POST', path: '/api/v1/public/rate-estimates', body });
      e.requestContext.http.sourceIp = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;
      return e;
    };
    const first = await invoke(handler, event());
    const rows = (first.body as { rows?: unknown[] }).rows?.length ?? 0;
    if (first.status !== 200 || rows === 0)
      throw new Error(`calculator failed: ${first.status} ${JSON.stringify(first.body)}`);
    const request = rateRequestOfEstimate(
      rateEstimateRequestSchema.parse(body),
      (first.body as { shipDate: string }).shipDate,
    );
    const { a, b } = await sampleInterleaved(
      () => invoke(handler, event()),
      () => carrierRates.rate(request),
      { warmup: 20, samples: SAMPLES },
    );
    figures = { handler: a, direct: b, rows };
  });
  return figures!;
}

async function main() {
  const bundle = await siteBundle();
  const { handler, direct, rows } = await calculatorLatency();
  const load = loadavg()[0];
  console.log(`calculator: ${rows} rows per quote, ${SAMPLES} samples, load average ${round(load)}`);
  console.log(
    benchLine({
      bench: 'public-site',
      firstLoadKb: bundle.firstLoadKb,
      calculatorP95Ms: round(percentile(handler, 95)),
      calculatorRatio: round(percentile(handler, 95) / percentile(direct, 95)),
      firstLoadFiles: bundle.firstLoadFiles,
      calculatorRouteKb: bundle.calculatorRouteKb,
      calculatorP50Ms: round(percentile(handler, 50)),
      directP95Ms: round(percentile(direct, 95)),
      loadAverage: round(load),
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
