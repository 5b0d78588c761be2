/**
 * ZPL labels per second through the real path: each label described (describeLabel) and drawn as
 * 203 dpi ZPL (renderLabelZpl), then the lot joined into one print file by renderPrintDocument —
 * what a thermal print job of that many labels costs. The labels are distinct (labelVariants).
 */
import { describeLabel } from '#functions/labels/render/label-layout';
import { renderLabelZpl } from '#functions/labels/render/label-zpl';
import { renderPrintDocument } from '#functions/printing/render/print-document';
import { labelVariants } from './support/label-variants';
import { benchLine, round } from './support/stats';

const LABELS = Number(process.env.BENCH_ZPL_LABELS ?? 5_000);

async function main() {
  const inputs = labelVariants(LABELS);
  const encoder = new TextEncoder();
  // Warm-up: the first labels pay for module loading and JIT.
  for (const input of inputs.slice(0, 200)) renderLabelZpl(describeLabel(input));

  const t0 = performance.now();
  const labels = inputs.map((input) => ({
    orderNumber: input.reference ?? '',
    body: encoder.encode(renderLabelZpl(describeLabel(input))),
  }));
  const file = await renderPrintDocument({
    kind: 'documents',
    labelSize: 'A6',
    format: 'zpl',
    labels,
    packingSlips: [],
  });
  const seconds = (performance.now() - t0) / 1000;
  if (file.pageCount !== LABELS) throw new Error(`expected ${LABELS} labels, got ${file.pageCount}`);
  console.log(`${LABELS} labels, ${round(file.body.byteLength / 1e6)} MB of ZPL in ${round(seconds)} s`);
  console.log(benchLine({ bench: 'zpl-labels', labels: LABELS, labelsPerSecond: round(LABELS / seconds) }));
}

await main();
