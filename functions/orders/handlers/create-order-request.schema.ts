import * as z from 'zod';
import { orderRequestSchema } from '#api/orders';
import { SHIPMENT_DEFAULT_FIELDS, unsetFieldsOfShipments } from '#domain/settings/shipment-defaults.rules';

/**
 * POST /api/v1/orders body: the editor's order, plus what each shipment as sent left unset.
 * That is read before the schema fills its own defaults (afterwards an absent dryIceActive and
 * an explicit `false` look alike), so the account's defaults never override a value that was set.
 * A client cannot send `unsetDefaults`: it is always recomputed from the body.
 */
export const createOrderRequestSchema = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && !Array.isArray(raw)
      ? { ...raw, unsetDefaults: unsetFieldsOfShipments((raw as { shipments?: unknown }).shipments) }
      : raw,
  orderRequestSchema.extend({ unsetDefaults: z.array(z.array(z.enum(SHIPMENT_DEFAULT_FIELDS))).default([]) }),
);
