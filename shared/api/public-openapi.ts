import * as z from 'zod';
import { API_KEY_INVALID, API_KEY_MANDATORY } from '#domain/api-keys/api-key.rules';
import { CUSTOM_STORE_API_KEY_HEADER } from '#domain/stores/store-platforms.rules';
import { apiErrorBodySchema } from './errors';
import { orderRequestSchema } from './orders';
import {
  PUBLIC_OPENAPI_PATH,
  PUBLIC_ORDER_EXAMPLE,
  PUBLIC_ORDER_MAX_BODY_BYTES,
  PUBLIC_ORDERS_PATH,
  publicOrderParamsSchema,
  publicOrderResponseSchema,
} from './public-orders';

/**
 * The public API's OpenAPI 3.1 document, generated from the very zod schemas the routes parse
 * with (JSON Schema 2020-12 is OpenAPI 3.1's schema dialect): nothing here is a hand-kept copy.
 * Served at PUBLIC_OPENAPI_PATH; test/unit/api-keys/public-openapi.test.ts checks its shape.
 */
export const OPENAPI_VERSION = '3.1.0';
export const SECURITY_SCHEME = 'ShipdeckApiKey';

type JsonSchema = Record<string, unknown>;

/** A schema as OpenAPI embeds it: the dialect is the document's, so no `$schema` of its own. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements (the order submit checks) have no JSON Schema form; they answer 400 as documented.
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema, example?: unknown) => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});
const errorResponse = (description: string) => ({ description, content: json(ref('Error')) });

export function publicOpenApiDocument(serverUrl = '/') {
  const orderNumberParam = jsonSchemaOf(publicOrderParamsSchema, 'input') as {
    properties: { orderNumber: JsonSchema };
  };
  const errors = {
    '400': errorResponse(
      'The body breaks a rule: `fieldErrors` maps each field path to its message, `issues` lists the order checks (orders §5).',
    ),
    '401': errorResponse(`No key ('${API_KEY_MANDATORY}') or not an active key ('${API_KEY_INVALID}').`),
    '413': errorResponse(`The body is larger than ${PUBLIC_ORDER_MAX_BODY_BYTES / 1024} KB.`),
  };
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Shipdeck public API',
      version: '1',
      description:
        'Push the orders of your own store (the custom store kind) into Shipdeck. Create an API key in Settings → API; ' +
        `send it in the ${CUSTOM_STORE_API_KEY_HEADER} header. Orders are checked exactly as the order editor checks them.`,
    },
    servers: [{ url: serverUrl }],
    security: [{ [SECURITY_SCHEME]: [] }],
    paths: {
      [PUBLIC_ORDERS_PATH]: {
        post: {
          operationId: 'createOrder',
          summary: 'Create an order in your custom store',
          description:
            'Idempotent by order number across your custom stores: sending an order number that already exists answers that order, unchanged, with 200. New orders land in the custom store the key was made for.',
          requestBody: { required: true, content: json(ref('OrderRequest'), PUBLIC_ORDER_EXAMPLE) },
          responses: {
            '201': { description: 'The order was created.', content: json(ref('OrderResponse')) },
            '200': {
              description: 'An order with this order number already existed.',
              content: json(ref('OrderResponse')),
            },
            ...errors,
          },
        },
      },
      [`${PUBLIC_ORDERS_PATH}/{orderNumber}`]: {
        put: {
          operationId: 'updateOrder',
          summary: 'Replace an order of your custom store',
          description:
            "The body's orderNumber must be the path's. An order with a label, a booking or a fulfilment can no longer be edited (409).",
          parameters: [
            { name: 'orderNumber', in: 'path', required: true, schema: orderNumberParam.properties.orderNumber },
          ],
          requestBody: { required: true, content: json(ref('OrderRequest'), PUBLIC_ORDER_EXAMPLE) },
          responses: {
            '200': { description: 'The order as saved.', content: json(ref('OrderResponse')) },
            ...errors,
            '404': errorResponse('No order with this order number in your custom stores.'),
            '409': errorResponse('The order can no longer be edited, or it changed since `version`.'),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: { type: 'apiKey', in: 'header', name: CUSTOM_STORE_API_KEY_HEADER },
      },
      schemas: {
        OrderRequest: jsonSchemaOf(orderRequestSchema, 'input'),
        OrderResponse: jsonSchemaOf(publicOrderResponseSchema, 'output'),
        Error: jsonSchemaOf(apiErrorBodySchema, 'output'),
      },
    },
  };
}

export type PublicOpenApiDocument = ReturnType<typeof publicOpenApiDocument>;
export { PUBLIC_OPENAPI_PATH };
