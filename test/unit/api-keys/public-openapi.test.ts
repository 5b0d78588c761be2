import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '#api/errors';
import { orderRequestSchema } from '#api/orders';
import { jsonSchemaOf, publicOpenApiDocument, SECURITY_SCHEME } from '#api/public-openapi';
import { PUBLIC_ORDER_EXAMPLE, PUBLIC_ORDERS_PATH, publicOrderResponseSchema } from '#api/public-orders';
import { FUNCTIONS } from '#infra/app-manifest';
import { CUSTOM_STORE_API_KEY_HEADER } from '#domain/stores/store-platforms.rules';
import { API_KEY_MANDATORY } from '#domain/api-keys/api-key.rules';

const doc = publicOpenApiDocument('https://app.example.com');
type Operation = {
  operationId: string;
  requestBody: { required: boolean; content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref: string } }> }>;
  parameters?: { name: string; in: string; required: boolean }[];
};
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item as unknown as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
);

/** Every `$ref` in the document, wherever it sits. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsOf(v, found));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refsOf(v, found);
    }
  return found;
}

describe('the public API OpenAPI document (generated from the routes’ zod schemas)', () => {
  it('is an OpenAPI 3.1 document with the key header as its security scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.servers).toEqual([{ url: 'https://app.example.com' }]);
    expect(doc.components.securitySchemes[SECURITY_SCHEME]).toEqual({
      type: 'apiKey',
      in: 'header',
      name: CUSTOM_STORE_API_KEY_HEADER,
    });
    expect(doc.security).toEqual([{ [SECURITY_SCHEME]: [] }]);
    // Survives JSON (what the route serves) unchanged: no functions, no undefined.
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('documents exactly the manifest’s public order routes, each with its body, answers and errors', () => {
    const manifest = FUNCTIONS.flatMap((f) => f.http ?? [])
      .filter((t) => t.path.startsWith(PUBLIC_ORDERS_PATH))
      .map((t) => `${t.method} ${t.path}`)
      .sort();
    expect(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual(manifest);
    for (const { op } of operations) {
      expect(op.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/OrderRequest');
      for (const status of ['400', '401', '413']) {
        expect(op.responses[status].content?.['application/json'].schema.$ref).toBe('#/components/schemas/Error');
      }
      const success = op.responses['200'] ?? op.responses['201'];
      expect(success.content?.['application/json'].schema.$ref).toBe('#/components/schemas/OrderResponse');
    }
    const put = operations.find((o) => o.method === 'put')!;
    expect(put.op.parameters).toEqual([expect.objectContaining({ name: 'orderNumber', in: 'path', required: true })]);
    expect(put.path).toBe(`${PUBLIC_ORDERS_PATH}/{orderNumber}`);
    expect(operations.find((o) => o.method === 'post')!.op.responses['401'].description).toContain(API_KEY_MANDATORY);
  });

  it('its schemas are the zod schemas’ JSON Schema, and every reference resolves', () => {
    const { schemas } = doc.components;
    expect(schemas.OrderRequest).toEqual(jsonSchemaOf(orderRequestSchema, 'input'));
    expect(schemas.OrderResponse).toEqual(jsonSchemaOf(publicOrderResponseSchema, 'output'));
    expect(schemas.Error).toEqual(jsonSchemaOf(apiErrorBodySchema, 'output'));
    const request = schemas.OrderRequest as { type: string; properties: Record<string, unknown> };
    expect(request.type).toBe('object');
    // The editor's own fields, and none of those the server owns.
    expect(Object.keys(request.properties)).toEqual(expect.arrayContaining(['orderNumber', 'shipments', 'tags']));
    for (const owned of ['id', 'archived', 'isCancelled', 'printed', 'storeId', 'source', 'unsetDefaults'])
      expect(request.properties).not.toHaveProperty(owned);
    const error = schemas.Error as { properties: Record<string, unknown>; required: string[] };
    expect(error.required).toEqual(['code', 'message']);
    expect(error.properties).toHaveProperty('fieldErrors');
    for (const ref of refsOf(doc)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(schemas, ref).toHaveProperty(name);
    }
  });

  // The example through the real route (submit checks, default warehouse): test/integration/api-keys.
  it('its example parses with the request schema', () => {
    const parsed = orderRequestSchema.safeParse(PUBLIC_ORDER_EXAMPLE);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    for (const { op } of operations) expect(op.requestBody.content['application/json']).toHaveProperty('example');
  });

  it('the answer schema carries the fields the server owns, which the request schema leaves out', () => {
    const response = doc.components.schemas.OrderResponse as {
      required: string[];
      properties: { order: { required: string[]; properties: Record<string, { enum?: string[] }> } };
    };
    expect(response.required).toEqual(['order']);
    expect(response.properties.order.required).toEqual(
      expect.arrayContaining(['id', 'storeId', 'source', 'orderNumber']),
    );
    expect(response.properties.order.properties.source.enum).toContain('custom');
  });
});
