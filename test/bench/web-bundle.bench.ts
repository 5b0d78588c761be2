/**
 * Gzip size of the JS and CSS the web app's first page load fetches (issue 8 §3, goal ≤ 400 kB).
 *
 * First route: what index.html has the browser load before the app runs (entry script, its
 * modulepreload links, stylesheets). Signed out that is all the sign-in page needs; it must also
 * be all the entry chunk statically imports, per the manifest, or the figure is refused.
 * Orders route: a signed-in landing on /orders, the first route plus the signed-in shell's and the
 * orders page's lazy chunks with what they import. Baseline: every JS and CSS file of the build.
 * Fonts are files of their own the browser fetches only for faces in use; listed, not counted.
 *
 * Builds web/ into a temporary directory, or with `--dist <dir>` measures a build made with
 * `vite build --config web/vite.config.ts --manifest`.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { REPO_ROOT } from '#infra/local/lambda-runtime';
import {
  chunkFiles,
  chunkKeyOf,
  gzipTotals,
  initialFiles,
  kb,
  sizeFile,
  type Manifest,
  type SizedFile,
} from './support/web-bundle';
import { benchLine } from './support/stats';

const ENTRY_KEY = 'index.html';
const SIGNED_IN_SHELL = 'src/app/shell/app-shell.tsx';
const ORDERS_PAGE = 'src/pages/orders/grid/orders-page.tsx';

function distArg(): string | undefined {
  const i = process.argv.indexOf('--dist');
  return i >= 0 ? resolve(process.argv[i + 1] ?? '') : undefined;
}

async function buildWeb(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'shipdeck-web-bundle-'));
  await build({
    configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return outDir;
}

function sameFiles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && new Set([...a, ...b]).size === a.length;
}

function printRoute(title: string, files: readonly SizedFile[]): void {
  const t = gzipTotals(files);
  console.log(`\n${title}`);
  console.log(`  ${'file'.padEnd(52)} ${'raw kB'.padStart(10)} ${'gzip kB'.padStart(10)}`);
  for (const f of [...files].sort((x, y) => y.gzipBytes - x.gzipBytes)) {
    console.log(
      `  ${f.file.padEnd(52)} ${kb(f.bytes).toFixed(2).padStart(10)} ${kb(f.gzipBytes).toFixed(2).padStart(10)}`,
    );
  }
  console.log(
    `  ${'total (JS + CSS)'.padEnd(52)} ${''.padStart(10)} ${t.gzipKb.toFixed(2).padStart(10)}   JS ${t.jsGzipKb} · CSS ${t.cssGzipKb}`,
  );
}

async function main(): Promise<void> {
  const given = distArg();
  const dist = given ?? (await buildWeb());
  try {
    const manifestPath = join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath))
      throw new Error(`${manifestPath} is missing: build with \`vite build --config web/vite.config.ts --manifest\``);
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
    const indexHtml = await readFile(join(dist, 'index.html'), 'utf8');

    const cache = new Map<string, SizedFile>();
    const sized = async (files: readonly string[]) =>
      Promise.all(
        files.map(async (file) => {
          if (!cache.has(file)) cache.set(file, sizeFile(file, await readFile(join(dist, file))));
          return cache.get(file)!;
        }),
      );

    const firstRoute = initialFiles(indexHtml);
    const entryClosure = chunkFiles(manifest, [ENTRY_KEY]);
    if (!sameFiles(firstRoute, entryClosure)) {
      throw new Error(`index.html loads [${firstRoute.join(', ')}] but the entry imports [${entryClosure.join(', ')}]`);
    }
    const ordersKeys = [SIGNED_IN_SHELL, ORDERS_PAGE].map((src) => {
      // A module that is no chunk of its own loads inside its importer (a build without route splitting).
      if (!existsSync(join(REPO_ROOT, 'web', src))) throw new Error(`web/${src} does not exist`);
      return chunkKeyOf(manifest, src);
    });
    const ordersRoute = chunkFiles(manifest, [ENTRY_KEY, ...ordersKeys.filter((k) => k !== undefined)]);
    const assets = (await readdir(join(dist, 'assets'))).map((f) => `assets/${f}`);
    const everything = assets.filter((f) => /\.(js|css)$/.test(f));
    const fonts = await Promise.all(
      assets
        .filter((f) => f.endsWith('.woff2'))
        .map(async (f) => ({ file: f, bytes: (await readFile(join(dist, f))).length })),
    );

    const first = await sized(firstRoute);
    const orders = await sized(ordersRoute);
    const all = await sized(everything);
    printRoute('First route (signed out: /sign-in) — index.html and what it preloads', first);
    printRoute(`Orders route (signed in: /orders) — first route + ${SIGNED_IN_SHELL} + ${ORDERS_PAGE}`, orders);
    const allTotals = gzipTotals(all);
    console.log(
      `\nWhole app: ${all.length} JS/CSS files, ${allTotals.gzipKb} kB gzip (JS ${allTotals.jsGzipKb} · CSS ${allTotals.cssGzipKb})`,
    );
    const fontKb = kb(fonts.reduce((n, f) => n + f.bytes, 0));
    console.log(
      `Fonts: ${fonts.length} woff2 files, ${fontKb} kB in all, fetched only for the faces a page renders (not counted above)`,
    );

    const firstTotals = gzipTotals(first);
    const ordersTotals = gzipTotals(orders);
    console.log(
      benchLine({
        bench: 'web-first-route',
        gzipKb: firstTotals.gzipKb,
        jsGzipKb: firstTotals.jsGzipKb,
        cssGzipKb: firstTotals.cssGzipKb,
        files: first.length,
        ordersRouteGzipKb: ordersTotals.gzipKb,
        ordersRouteJsGzipKb: ordersTotals.jsGzipKb,
        ordersRouteCssGzipKb: ordersTotals.cssGzipKb,
        ordersRouteFiles: orders.length,
        allChunksGzipKb: allTotals.gzipKb,
        firstRouteShareOfAll: Math.round((firstTotals.gzipKb / allTotals.gzipKb) * 1000) / 1000,
        fontFiles: fonts.length,
        fontKb,
      }),
    );
  } finally {
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

await main();
