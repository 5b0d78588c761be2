import * as z from 'zod';
import { shipmentRequestSchema } from '#domain/shipments/shipment.schema';
import { PACKING_ALGORITHMS, type PackingResult } from '#domain/packing/packing.schema';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { LIST_MAX, checkUnitsPerOrder, list } from '#domain/validation/bounded.schema';

/**
 * POST /api/v1/orders/pack — "Pack for me": the editor's lines packed into the merchant's boxes.
 * The lines hold at most 10,000 units, as an order does, so the packer's work stays bounded.
 */
export const packOrderRequestSchema = z
  .object({
    shipments: list(shipmentRequestSchema, LIST_MAX.shipmentsPerOrder).min(1),
    /** Absent: the account's box packing setting, else the general algorithm. */
    algorithm: z.enum(PACKING_ALGORITHMS).optional(),
  })
  .superRefine((request, ctx) => checkUnitsPerOrder(ctx, request.shipments));
export type PackOrderRequest = z.input<typeof packOrderRequestSchema>;

export interface PackOrderResponse {
  /** One shipment per box used, ready to replace the editor's shipments. */
  shipments: Shipment[];
  /** Positions and orientations, for the packing picture. */
  packing: PackingResult;
}
