/**
 * 1,000 real label PDFs (a few dozen distinct ones drawn by renderLabelDocuments from varied
 * samples, reused in turn) merged into one A6 print file by renderPrintDocument, against a raw
 * pdf-lib loop over the same files in the same run (load each, copyPages, addPage, save with
 * pdf-lib's defaults). Each is run twice, alternating, and the faster run counts. peakRssMb is the
 * whole process's peak resident set (getrusage maxRSS), an upper bound on what the merge needs.
 */
import { PDFDocument } from 'pdf-lib';
import { renderLabelDocuments } from '#functions/labels/render/label-documents';
import { renderPrintDocument, type LabelFile } from '#functions/printing/render/print-document';
import { labelVariants } from './support/label-variants';
import { benchLine, round } from './support/stats';

const PAGES = Number(process.env.BENCH_MERGE_LABELS ?? 1_000);
const DISTINCT = 36;

async function rawMerge(files: readonly LabelFile[]): Promise<{ bytes: Uint8Array; pages: number }> {
  const out = await PDFDocument.create();
  for (const file of files) {
    const source = await PDFDocument.load(file.body);
    for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
  }
  return { bytes: await out.save(), pages: out.getPageCount() };
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const t0 = performance.now();
  const result = await run();
  return { result, seconds: (performance.now() - t0) / 1000 };
}

async function main() {
  const distinct = await Promise.all(
    labelVariants(DISTINCT).map(async (input) => (await renderLabelDocuments(input))[0].body),
  );
  const files: LabelFile[] = Array.from({ length: PAGES }, (_, i) => ({
    orderNumber: String(1001 + i),
    body: distinct[i % distinct.length],
  }));
  const bytesIn = files.reduce((sum, f) => sum + f.body.byteLength, 0);
  console.log(`${DISTINCT} distinct labels, ${PAGES} files, ${round(bytesIn / 1e6)} MB in`);

  const ours = (files: LabelFile[]) =>
    renderPrintDocument({ kind: 'documents', labelSize: 'A6', format: 'pdf', labels: files, packingSlips: [] });
  let best = { ours: Infinity, raw: Infinity };
  for (let round_ = 0; round_ < 2; round_++) {
    const raw = await timed(() => rawMerge(files));
    const merged = await timed(() => ours(files));
    if (merged.result.pageCount !== PAGES || raw.result.pages !== PAGES) {
      throw new Error(`expected ${PAGES} pages, got ${merged.result.pageCount} and ${raw.result.pages}`);
    }
    console.log(
      `run ${round_ + 1}: renderPrintDocument ${round(merged.seconds)} s (${round(merged.result.body.byteLength / 1e6)} MB), raw ${round(raw.seconds)} s (${round(raw.result.bytes.byteLength / 1e6)} MB)`,
    );
    best = { ours: Math.min(best.ours, merged.seconds), raw: Math.min(best.raw, raw.seconds) };
  }
  const pagesPerSecond = PAGES / best.ours;
  const rawPagesPerSecond = PAGES / best.raw;
  console.log(
    benchLine({
      bench: 'labels-merge',
      pages: PAGES,
      pagesPerSecond: round(pagesPerSecond),
      rawPagesPerSecond: round(rawPagesPerSecond),
      pagesPerSecondRatio: round(pagesPerSecond / rawPagesPerSecond),
      peakRssMb: round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

await main();
