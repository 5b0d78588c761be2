import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Readers for the box-packing benchmark files in ../shared/data/boxpacker (BoxPacker's test
 * data, MIT; OR-Library thpack files). Lengths are mm and weights g, all integers; depth is the
 * vertical axis.
 */
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../../../shared/data/boxpacker');

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
 * OR-Library thpack format: problem count; then per problem its number and seed, the container
 * length, width, height, the number of box types, and per type: id, three (dim, may-be-vertical)
 * pairs and the quantity.
 */
export function readThpack(path: string): ThpackProblem[] {
  const tokens = readFileSync(path, 'utf8').split(/\s+/).filter((t) => t.length > 0).map(Number);
  let p = 0;
  const next = () => tokens[p++];
  const count = next();
  const problems: ThpackProblem[] = [];
  for (let i = 0; i < count; i++) {
    const number = next();
    next(); // seed
    const container: [number, number, number] = [next(), next(), next()];
    const n = next();
    const types: ThpackType[] = [];
    for (let j = 0; j < n; j++) {
      next(); // type id
      const d0 = next();
      const f0 = next();
      const d1 = next();
      const f1 = next();
      const d2 = next();
      const f2 = next();
      const quantity = next();
      types.push({ dims: [d0, d1, d2], upright: [f0 === 1, f1 === 1, f2 === 1], quantity });
    }
    problems.push({ number, container, types });
  }
  return problems;
}
