import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { byMethod, publicRoute, routeInputsOf, type Handler } from '#lib/http/http-route';
import { arbitraryOf, UnsupportedSchemaError } from '#test/support/zod-arbitrary';

/** The route property test can only fail a route it cannot derive requests for if these hold. */

describe('requests derived from zod schemas', () => {
  it('a schema kind with no arbitrary throws, so a route using it cannot go untested', () => {
    expect(() => arbitraryOf(z.object({ when: z.map(z.string(), z.number()) }))).toThrow(UnsupportedSchemaError);
    expect(() => arbitraryOf(z.promise(z.string()))).toThrow(UnsupportedSchemaError);
  });

  it('without noise every value is one the schema accepts', () => {
    const schema = z.object({
      name: z.string().min(1).max(20),
      code: z.string().regex(/^[A-Z]{3}$/),
      key: z.string().regex(/^[a-z0-9:_.-]{1,80}$/i),
      count: z.number().int().min(1).max(500),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string().max(5)).max(3),
      note: z.string().max(10).nullish(),
      when: z.iso.datetime(),
    });
    fc.assert(
      fc.property(arbitraryOf(schema, { noise: false }), (value) => schema.safeParse(value).success),
      { numRuns: 200 },
    );
  });

  it('with noise some values are refused: boundary values and wrong types do come', () => {
    const schema = z.object({ count: z.number().int().min(1).max(500), name: z.string().max(20) });
    const values = fc.sample(arbitraryOf(schema), 300);
    expect(values.some((v) => !schema.safeParse(v).success)).toBe(true);
    expect(values.some((v) => schema.safeParse(v).success)).toBe(true);
  });

  it('a preprocessed field is generated from the schema it feeds', () => {
    const schema = z.object({
      n: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number().min(0).max(9)),
    });
    fc.assert(
      fc.property(arbitraryOf(schema, { noise: false }), (value) => schema.safeParse(value).success),
      { numRuns: 100 },
    );
  });
});

describe('route input schemas recorded by the route wrapper', () => {
  const body = z.object({ name: z.string() });
  const params = z.object({ id: z.string() });
  const create = publicRoute({ body }, async () => undefined);
  const remove = publicRoute({ params }, async () => undefined);
  const list = publicRoute({}, async () => []);

  it('each route exposes its schemas, also through byMethod', () => {
    expect(routeInputsOf(create, 'POST')).toEqual({ body, params: undefined, query: undefined });
    const resource = byMethod({ GET: list, POST: create, DELETE: remove });
    expect(routeInputsOf(resource, 'POST')?.body).toBe(body);
    expect(routeInputsOf(resource, 'DELETE')?.params).toBe(params);
    expect(routeInputsOf(resource, 'GET')).toEqual({ body: undefined, params: undefined, query: undefined });
  });

  it('a handler not built by the wrapper exposes nothing', () => {
    const plain: Handler = async () => ({ statusCode: 200 });
    expect(routeInputsOf(plain, 'POST')).toBeUndefined();
  });
});
