import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Readers for the box-packing benchmark files in test/fixtures/boxpacker (BoxPacker's test
 * data, MIT; OR-Library thpack files; see the README there). Lengths are mm and weights g, all
 * integers; depth is the vertical axis.
 */
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../fixtures/boxpacker');

export interface BenchBox {
  name: string;
  outer: [number, number, number];
  emptyWeight: number;
  /** inner width, length, depth */
  inner: [number, number, number];
  /** gross limit, the box's own weight included */
  maxWeight: number;
}

export interface BenchItemLine {
  id: string;
  quantity: number;
  width: number;
  length: number;
  depth: number;
  weight: number;
}

export interface BenchOrder {
  id: string;
  lines: BenchItemLine[];
}

export interface ExpectedOrder {
  boxes2D: number;
  weightVariance2D: number;
  utilisation2D: number;
  boxes3D: number;
  weightVariance3D: number;
  utilisation3D: number;
}

export interface ThpackType {
  dims: [number, number, number];
  /** whether each dim may point up */
  upright: [boolean, boolean, boolean];
  quantity: number;
}

export interface ThpackProblem {
  number: number;
  /** the generator seed, in the Bischoff & Ratcliff files only */
  seed?: number;
  container: [number, number, number];
  types: ThpackType[];
}

function csvRows(path: string): string[][] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((l) => l.split(','));
}

/** boxes.csv: name, outer width, length, depth, empty weight, inner width, length, depth, max weight. */
export function readBoxes(path: string): BenchBox[] {
  return csvRows(path).map((r) => ({
    name: r[0],
    outer: [Number(r[1]), Number(r[2]), Number(r[3])],
    emptyWeight: Number(r[4]),
    inner: [Number(r[5]), Number(r[6]), Number(r[7])],
    maxWeight: Number(r[8]),
  }));
}

/** items.csv: order id, quantity, item id, width, length, depth, weight; an order's lines are grouped. */
export function readOrders(path: string): BenchOrder[] {
  const byId = new Map<string, BenchOrder>();
  for (const r of csvRows(path)) {
    let order = byId.get(r[0]);
    if (!order) {
      order = { id: r[0], lines: [] };
      byId.set(r[0], order);
    }
    order.lines.push({
      id: r[2],
      quantity: Number(r[1]),
      width: Number(r[3]),
      length: Number(r[4]),
      depth: Number(r[5]),
      weight: Number(r[6]),
    });
  }
  return [...byId.values()];
}

/** expected.csv: order id, then boxes, weight variance and utilisation % with items kept flat (2D), then the same turning freely (3D). */
export function readExpected(path: string): Map<string, ExpectedOrder> {
  const out = new Map<string, ExpectedOrder>();
  for (const r of csvRows(path)) {
    out.set(r[0], {
      boxes2D: Number(r[1]),
      weightVariance2D: Number(r[2]),
      utilisation2D: Number(r[3]),
      boxes3D: Number(r[4]),
      weightVariance3D: Number(r[5]),
      utilisation3D: Number(r[6]),
    });
  }
  return out;
}

/** thpack-expected.csv: problem name, utilisation %. */
export function readThpackExpected(path: string): Map<string, number> {
  return new Map(csvRows(path).map((r) => [r[0], Number(r[1])]));
}

/**
 * OR-Library thpack format, one record per line: the number of problems; then per problem its
 * number and generator seed, the container length, width and height, the number of box types,
 * and per type its id, three (dimension, may-be-vertical 0/1) pairs and the count.
 * The Loh & Nee set (thpack8) and Ivancic et al. (thpack9) write the problem number without a
 * seed; the reader tells the two forms apart by the width of the first problem's number line
 * and holds every later problem to the same form. A file without the leading count is read to
 * its end. Anything else stops with the file and line, so a misaligned file is never packed.
 */
export function readThpack(path: string): ThpackProblem[] {
  return parseThpack(readFileSync(path, 'utf8'), path);
}

export function parseThpack(text: string, source: string): ThpackProblem[] {
  const lines = text
    .split(/\r?\n/)
    .map((l, i) => ({
      line: i + 1,
      fields: l
        .trim()
        .split(/\s+/)
        .filter((f) => f.length > 0),
    }))
    .filter((l) => l.fields.length > 0);
  let at = 0;
  let problem = '';
  const fail = (message: string, line = (lines[at] ?? lines[lines.length - 1])?.line ?? 1): never => {
    throw new Error(`${source}:${line}: ${problem}${message}`);
  };
  /** The next line, which must hold exactly `width` integers. */
  const take = (width: number, what: string): number[] => {
    const l = lines[at];
    if (!l) return fail(`the file ends here, where ${what} should follow`);
    if (l.fields.length !== width) {
      fail(`expected ${what} (${width} number${width > 1 ? 's' : ''}), found "${l.fields.join(' ')}"`);
    }
    const bad = l.fields.find((f) => !/^\d+$/.test(f));
    if (bad !== undefined) fail(`"${bad}" in ${what} is not a whole number`);
    at++;
    return l.fields.map(Number);
  };

  if (lines.length === 0) fail('no problems: the file is empty', 1);
  // A count line is one number followed by a problem's number line (one or two numbers); without
  // it the file opens on a problem's number line followed by its three container dimensions.
  const second = lines[1]?.fields.length;
  const hasCount = lines[0].fields.length === 1 && (second === 1 || second === 2);
  const headerWidth = hasCount ? (second as number) : lines[0].fields.length;
  if (headerWidth !== 1 && headerWidth !== 2) {
    fail(`expected the number of problems or a problem's number (and seed), found "${lines[0].fields.join(' ')}"`);
  }
  const header =
    headerWidth === 2 ? 'the problem number and seed' : 'the problem number alone, as in the first problem';

  const readProblem = (index: number): ThpackProblem => {
    problem = `problem ${index}: `;
    const [number, seed] = take(headerWidth, header);
    const [length, width, height] = take(3, 'the container length, width and height');
    if (length * width * height === 0) fail('the container has a zero dimension', lines[at - 1].line);
    const [n] = take(1, 'the number of box types');
    if (n === 0) fail('a problem with no box types', lines[at - 1].line);
    const types: ThpackType[] = [];
    for (let j = 1; j <= n; j++) {
      const [, d0, f0, d1, f1, d2, f2, quantity] = take(
        8,
        `box type ${j} of ${n} (id, three dimension and 0/1 pairs, count)`,
      );
      const line = lines[at - 1].line;
      if ([f0, f1, f2].some((f) => f > 1)) fail(`box type ${j}: a may-be-vertical flag is not 0 or 1`, line);
      if (d0 * d1 * d2 === 0) fail(`box type ${j} has a zero dimension`, line);
      types.push({ dims: [d0, d1, d2], upright: [f0 === 1, f1 === 1, f2 === 1], quantity });
    }
    return { number, ...(seed !== undefined && { seed }), container: [length, width, height], types };
  };

  const problems: ThpackProblem[] = [];
  if (hasCount) {
    const [count] = take(1, 'the number of problems');
    for (let i = 1; i <= count; i++) problems.push(readProblem(i));
    problem = '';
    if (at < lines.length) fail(`the first line announces ${count} problems but the file goes on`);
  } else {
    while (at < lines.length) problems.push(readProblem(problems.length + 1));
  }
  return problems;
}
