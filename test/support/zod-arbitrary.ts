import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries derived from a zod (v4) schema by walking its definition: values shaped
 * like the schema's input (objects with its keys, strings within its lengths and patterns, numbers
 * within its bounds) whose leaves are now and then replaced by boundary values or values of the
 * wrong type. A schema kind the walker does not know throws, so a new kind cannot go untested.
 */

/** Numbers that break naive code: beyond 2^53, beyond DynamoDB's 38 digits, subnormal, negative zero. */
export const BOUNDARY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  1e21,
  -1e21,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  1e9 + 1,
  123456.789012345,
];
/** Numbers as text, where a schema coerces or a form sends strings. */
export const BOUNDARY_NUMBER_TEXTS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e21',
  '1e308',
  '5e-324',
  '-0',
  '9007199254740993',
  '0x10',
  ' 1 ',
  '',
];
/** Strings that break naive code: prototype keys, control and lone surrogate characters, key separators, path tricks. */
export const AWKWARD_STRINGS: readonly string[] = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '\u0000',
  '\uD800',
  '😀😀😀',
  '<script>alert(1)</script>',
  "'; DROP TABLE x; --",
  'ACC#someone-else',
  '../../etc/passwd',
  '%00',
  'a'.repeat(10_000),
];

export class UnsupportedSchemaError extends Error {}

interface Def {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  coerce?: boolean;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function checksOf(def: Def): Record<string, unknown>[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

/** Leaves: mostly the shaped value, sometimes (when noisy) a boundary value or any JSON value at all. */
function leaf<T>(shaped: fc.Arbitrary<T>, boundary: fc.Arbitrary<unknown>, noise: boolean): fc.Arbitrary<unknown> {
  if (!noise) return shaped as fc.Arbitrary<unknown>;
  return fc.oneof(
    { weight: 8, arbitrary: shaped as fc.Arbitrary<unknown> },
    { weight: 2, arbitrary: boundary },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<unknown> },
  );
}

const MAX_LIST = 4;
const MAX_TEXT = 40;

function stringArbitrary(def: Def, { huge, noise }: Options): fc.Arbitrary<unknown> {
  let minLength = 0;
  let maxLength: number | undefined;
  let pattern = def.pattern;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') minLength = c.minimum as number;
    if (c.check === 'max_length') maxLength = c.maximum as number;
    if (c.check === 'length_equals') minLength = maxLength = c.length as number;
    if (c.check === 'string_format' && c.pattern instanceof RegExp) pattern ??= c.pattern;
  }
  // fast-check matches plain patterns only; without the flags it still yields strings the schema accepts (a case-insensitive pattern's lower case).
  const shaped = pattern
    ? fc.stringMatching(new RegExp(pattern.source))
    : fc.string({
        minLength: Math.min(minLength, MAX_TEXT),
        maxLength: Math.max(Math.min(maxLength ?? MAX_TEXT, MAX_TEXT), Math.min(minLength, MAX_TEXT)),
      });
  const edges = [
    ...AWKWARD_STRINGS,
    ...(maxLength !== undefined ? ['x'.repeat(maxLength), 'x'.repeat(maxLength + 1)] : []),
  ].filter((e) => huge || e.length <= 100);
  return leaf(shaped, fc.oneof(fc.constantFrom(...edges), fc.constantFrom(...BOUNDARY_NUMBERS)), noise);
}

function numberArbitrary(def: Def, noise: boolean): fc.Arbitrary<unknown> {
  let min = -1e6;
  let max = 1e6;
  let integer = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32' || c.format === 'uint32'))
      integer = true;
    if (c.check === 'greater_than') min = Math.max(min, (c.value as number) + (c.inclusive ? 0 : integer ? 1 : 1e-6));
    if (c.check === 'less_than') max = Math.min(max, (c.value as number) - (c.inclusive ? 0 : integer ? 1 : 1e-6));
    if (c.check === 'multiple_of') integer = integer || c.value === 1;
  }
  if (min > max) [min, max] = [max, min];
  const shaped = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const boundary = fc.oneof(
    fc.constantFrom(...BOUNDARY_NUMBERS, min, max, min - 1, max + 1),
    fc.constantFrom(...BOUNDARY_NUMBER_TEXTS),
  );
  return leaf(def.coerce ? fc.oneof(shaped, shaped.map(String)) : shaped, boundary, noise);
}

export interface Options {
  /** Boundary values, wrong types, dropped and extra keys, 10,000-long lists; without it, values of the schema's shape only. */
  noise: boolean;
  /** Whether lists may be 10,000 long: never inside such a list, so one value stays a few megabytes at most. */
  huge: boolean;
  depth: number;
}

/** Values of the schema's input shape (see the module comment). */
export function arbitraryOf(schema: z.ZodType, options: Partial<Options> = {}): fc.Arbitrary<unknown> {
  const opts: Options = { noise: true, huge: true, depth: 0, ...options };
  const { noise, huge, depth } = opts;
  const def = defOf(schema);
  const inner = (s: z.ZodType) => arbitraryOf(s, { ...opts, depth: depth + 1 });
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, opts);
    case 'number':
    case 'int':
      return numberArbitrary(def, noise);
    case 'bigint':
      return leaf(fc.bigInt().map(String), fc.constantFrom(...BOUNDARY_NUMBER_TEXTS), noise);
    case 'boolean':
      return leaf(fc.boolean(), fc.constantFrom('true', 'false', 0, 1, ''), noise);
    case 'date':
      return leaf(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom('2024-02-30', 'yesterday', ''),
        noise,
      );
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries ?? {})), fc.constantFrom(...AWKWARD_STRINGS), noise);
    case 'literal':
      return leaf(fc.constantFrom(...(def.values ?? [])), fc.constantFrom(...AWKWARD_STRINGS), noise);
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'nan':
      return fc.constantFrom('NaN', null);
    case 'any':
    case 'unknown':
    case 'transform':
    case 'custom':
      return fc.jsonValue({ maxDepth: 3 });
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)]));
      if (!noise) return fc.record(keys);
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(keys) },
        { weight: 1, arbitrary: fc.record(keys, { requiredKeys: [] }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.record(keys),
              fc.dictionary(fc.constantFrom(...AWKWARD_STRINGS.slice(0, 6)), fc.jsonValue({ maxDepth: 1 }), {
                maxKeys: 2,
              }),
            )
            .map(([o, extra]) => ({ ...extra, ...o })),
        },
      );
    }
    case 'array': {
      let minLength = 0;
      let maxLength = MAX_LIST;
      for (const c of checksOf(def)) {
        if (c.check === 'min_length') minLength = Math.min(c.minimum as number, MAX_LIST);
        if (c.check === 'max_length') maxLength = Math.min(c.maximum as number, MAX_LIST);
        if (c.check === 'length_equals') minLength = maxLength = Math.min(c.length as number, MAX_LIST);
      }
      const element = inner(def.element as z.ZodType);
      const list = fc.array(element, { minLength, maxLength: Math.max(minLength, maxLength) });
      if (!noise) return list;
      if (!huge)
        return fc.oneof({ weight: 8, arbitrary: list }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) });
      return fc.oneof(
        { weight: 8, arbitrary: list },
        // 10,000 copies of one element: the size checks, not the element, must answer.
        {
          weight: 1,
          arbitrary: arbitraryOf(def.element as z.ZodType, { ...opts, depth: depth + 1, huge: false }).map((e) =>
            Array.from({ length: 10_000 }, () => e),
          ),
        },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
      );
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(inner));
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left as z.ZodType), inner(def.right as z.ZodType))
        .map(([a, b]) =>
          a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)
            ? { ...a, ...b }
            : a,
        );
    case 'record': {
      const key =
        defOf(def.keyType as z.ZodType).type === 'enum'
          ? inner(def.keyType as z.ZodType)
          : fc.string({ maxLength: 20 });
      return fc.dictionary(key.map(String), inner(def.valueType as z.ZodType), { maxKeys: MAX_LIST });
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: inner(def.innerType as z.ZodType) },
      );
    case 'nullable':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 4, arbitrary: inner(def.innerType as z.ZodType) },
      );
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType as z.ZodType);
    case 'pipe':
      // z.preprocess is a pipe from a transform: its input is what the inner schema accepts.
      return defOf(def.in as z.ZodType).type === 'transform' ? inner(def.out as z.ZodType) : inner(def.in as z.ZodType);
    case 'lazy':
      return depth > 6 ? fc.constant(null) : inner((def.getter as () => z.ZodType)());
    default:
      throw new UnsupportedSchemaError(`No arbitrary for zod schema type '${def.type}'`);
  }
}

/** Every node of a JSON value with its path, for mutating one of them. */
function nodesOf(
  value: unknown,
  path: (string | number)[] = [],
  out: { path: (string | number)[]; value: unknown }[] = [],
) {
  out.push({ path, value });
  if (Array.isArray(value)) value.slice(0, 50).forEach((v, i) => nodesOf(v, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) nodesOf(v, [...path, k], out);
  return out;
}

function setAt(
  root: unknown,
  path: (string | number)[],
  replace: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  if (path.length === 0) return root;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  replace(parent, path[path.length - 1]);
  return copy;
}

export const MUTATIONS = ['drop', 'wrongType', 'boundaryNumber', 'awkwardString', 'hugeArray', 'nullify'] as const;

/** `value` with one node changed: removed, given the wrong type, a boundary number or string, 10,000 copies of itself, or null. */
export function mutationOf(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      value,
      fc.nat(),
      fc.constantFrom(...MUTATIONS),
      fc.constantFrom(...BOUNDARY_NUMBERS),
      fc.constantFrom(...AWKWARD_STRINGS, ...BOUNDARY_NUMBER_TEXTS),
    )
    .map(([v, pick, mutation, n, s]) => {
      const nodes = nodesOf(v).filter((node) => node.path.length > 0);
      if (nodes.length === 0) return mutation === 'boundaryNumber' ? n : s;
      const { path, value: at } = nodes[pick % nodes.length];
      return setAt(v, path, (parent, key) => {
        if (mutation === 'drop') {
          if (Array.isArray(parent)) parent.splice(key as number, 1);
          else delete parent[key];
        } else if (mutation === 'wrongType')
          parent[key] =
            typeof at === 'string'
              ? 42
              : typeof at === 'number'
                ? 'forty-two'
                : typeof at === 'object'
                  ? 'object'
                  : [at];
        else if (mutation === 'boundaryNumber') parent[key] = n;
        else if (mutation === 'awkwardString') parent[key] = s;
        else if (mutation === 'hugeArray') {
          // Copies, not one object 10,000 times: a later mutation of one must not change them all.
          const small = (JSON.stringify(at) ?? '').length <= 200;
          parent[key] = Array.from({ length: 10_000 }, () => (small ? structuredClone(at) : null));
        } else parent[key] = null;
      });
    });
}
