import { z } from 'zod';
import { shipmentSchema } from '#domain/shipments/shipment.schema';
import { PACKING_ALGORITHMS, type PackingResult } from '#domain/packing/packing.schema';
import type { Shipment } from '#domain/shipments/shipment.schema';

/** POST /api/v1/orders/pack — "Pack for me": the editor's lines packed into the merchant's boxes. */
export const packOrderRequestSchema = z.object({
  shipments: z.array(shipmentSchema).min(1).max(50),
  /** Absent: the account's box packing setting, else the general algorithm. */
  algorithm: z.enum(PACKING_ALGORITHMS).optional(),
});
export type PackOrderRequest = z.input<typeof packOrderRequestSchema>;

export interface PackOrderResponse {
  /** One shipment per box used, ready to replace the editor's shipments. */
  shipments: Shipment[];
  /** Positions and orientations, for the packing picture. */
  packing: PackingResult;
}
