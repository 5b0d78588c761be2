/** Small statistics helpers shared by the benchmarks. */
export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const idx = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return sortedMs[idx];
}

export async function sampleLatencies(
  run: () => Promise<unknown>,
  opts: { warmup: number; samples: number },
): Promise<number[]> {
  for (let i = 0; i < opts.warmup; i++) await run();
  const out: number[] = [];
  for (let i = 0; i < opts.samples; i++) {
    const t0 = performance.now();
    await run();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}

/** Interleaves two measurements so machine noise hits both alike. */
export async function sampleInterleaved(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  opts: { warmup: number; samples: number },
): Promise<{ a: number[]; b: number[] }> {
  for (let i = 0; i < opts.warmup; i++) {
    await a();
    await b();
  }
  const ra: number[] = [];
  const rb: number[] = [];
  for (let i = 0; i < opts.samples; i++) {
    let t0 = performance.now();
    await a();
    ra.push(performance.now() - t0);
    t0 = performance.now();
    await b();
    rb.push(performance.now() - t0);
  }
  return { a: ra.sort((x, y) => x - y), b: rb.sort((x, y) => x - y) };
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export function benchLine(figures: Record<string, unknown>): string {
  return `BENCH ${JSON.stringify(figures)}`;
}

/** p50/p95 of the handler against the raw DynamoDB Query measured beside it, and their ratios. */
export function handlerVsRaw(handlerMs: number[], rawMs: number[]) {
  return {
    handlerP50Ms: round(percentile(handlerMs, 50)),
    handlerP95Ms: round(percentile(handlerMs, 95)),
    rawQueryP50Ms: round(percentile(rawMs, 50)),
    rawQueryP95Ms: round(percentile(rawMs, 95)),
    p50Ratio: round(percentile(handlerMs, 50) / percentile(rawMs, 50)),
    p95Ratio: round(percentile(handlerMs, 95) / percentile(rawMs, 95)),
  };
}
