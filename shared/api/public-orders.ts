import * as z from 'zod';
import { FULFILLMENT_STATES, ORDER_SOURCES, type OrderRecord } from '#domain/orders/order-record';
import { orderSchema } from '#domain/orders/order.schema';
import { TEXT_MAX } from '#domain/validation/bounded.schema';
import { orderRequestSchema } from './orders';

/**
 * The public REST API of the custom store kind (orders §1 "a custom kind"): a merchant's own
 * shop pushes orders with an API key in `x-shipdeck-api-key`. Bodies are the app's own order
 * request (`orderRequestSchema`): the same checks, defaults and messages as the order editor.
 */
export const PUBLIC_API_BASE_PATH = '/api/public/v1';
export const PUBLIC_ORDERS_PATH = `${PUBLIC_API_BASE_PATH}/orders`;
export const PUBLIC_OPENAPI_PATH = `${PUBLIC_API_BASE_PATH}/openapi.json`;

/** An order is far below it (it must fit one DynamoDB item of 400 KB); 413 above it, before parsing. */
export const PUBLIC_ORDER_MAX_BODY_BYTES = 256 * 1024;

/** POST /api/public/v1/orders body. */
export const publicOrderRequestSchema = orderRequestSchema;

/** PUT /api/public/v1/orders/{orderNumber}: the custom store's own order number. */
export const publicOrderParamsSchema = z.object({ orderNumber: z.string().trim().min(1).max(TEXT_MAX.short) });

/** An order as the public API answers it: the request's fields plus what the server owns. */
export const publicOrderSchema = orderSchema
  .extend({
    id: z.string(),
    storeId: z.string(),
    source: z.enum(ORDER_SOURCES),
    orderDate: z.string(),
    customerId: z.string().nullish(),
    isDeleted: z.boolean(),
    fulfillmentState: z.enum(FULFILLMENT_STATES),
    warnings: z.array(z.object({ type: z.string(), message: z.string(), shipmentId: z.string().optional() })),
    version: z.number().int().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .loose();

export const publicOrderResponseSchema = z.object({ order: publicOrderSchema });
/** The stored order as is: publicOrderResponseSchema describes it (an integration test parses real answers with it). */
export interface PublicOrderResponse {
  order: OrderRecord;
}

/**
 * The example the API page's curl and the OpenAPI document show: a complete order the checks
 * accept (a tested example, test/unit/api-keys/public-openapi.test.ts).
 */
export const PUBLIC_ORDER_EXAMPLE = {
  orderNumber: '1001',
  shippingAddress: {
    name: 'Maria Lopez',
    phone: '512-555-0199',
    address1: '2000 S Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    zip: '78704',
  },
  shipments: [
    {
      box: {
        name: '12x12x12 Insulated',
        dimensions: { length: 12, width: 12, height: 12, units: 'in' },
        weight: { value: 2, units: 'lb' },
      },
      products: [
        {
          sku: 'BRISKET-5',
          title: 'Smoked brisket 5 lb',
          quantity: 1,
          price: 89,
          dimensions: { length: 10, width: 6, height: 4, units: 'in', weight: { value: 5, units: 'lb' } },
        },
      ],
    },
  ],
} as const satisfies z.input<typeof orderRequestSchema>;
