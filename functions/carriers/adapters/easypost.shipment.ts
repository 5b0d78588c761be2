import * as z from 'zod';
import { toCents } from '#domain/money/cents.rules';
import type { EasyPostClient, EasyPostResponse } from '#lib/easypost-client';

// EasyPost's Shipment as the carrier adapter and its refund-only part read it.

/** An optional string; EasyPost sends null for absent ones. */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);
/** EasyPost sends amounts as dollar strings ("7.58"). */
const cents = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) =>
    v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : toCents(Number(v)),
  );

export const easyPostRateSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  service: z.string(),
  rate: cents,
  list_rate: cents,
  retail_rate: cents,
  delivery_days: z.number().nullish(),
  delivery_date: text,
  est_delivery_days: z.number().nullish(),
  shipment_id: text,
  carrier_account_id: text,
});

const easyPostMessageSchema = z.object({ carrier: text, type: text, message: text });

export const easyPostShipmentSchema = z.object({
  object: z.literal('Shipment'),
  id: z.string(),
  reference: text,
  tracking_code: text,
  refund_status: text,
  created_at: text,
  updated_at: text,
  rates: z
    .array(easyPostRateSchema)
    .nullish()
    .transform((v) => v ?? []),
  messages: z
    .array(easyPostMessageSchema)
    .nullish()
    .transform((v) => v ?? []),
  selected_rate: easyPostRateSchema.nullish(),
  postage_label: z.object({ label_url: text, label_zpl_url: text, label_date: text, created_at: text }).nullish(),
  tracker: z.object({ public_url: text }).nullish(),
});
export type EasyPostShipment = z.output<typeof easyPostShipmentSchema>;

/** A failed answer's words: EasyPost's error code and message, else the status. */
export function describe(response: EasyPostResponse): { code: string; message: string } {
  return {
    code: response.error?.code ?? `HTTP_${response.status}`,
    message: response.error?.message || `EasyPost answered ${response.status}`,
  };
}

/** 4xx other than timeouts and throttling: EasyPost refused, nothing was done. */
export const refused = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Reading EasyPost's shipments through `client`: a shipment's shape is checked before use. */
export function makeEasyPostShipments(client: EasyPostClient) {
  function parseShipment(response: EasyPostResponse): EasyPostShipment {
    const parsed = easyPostShipmentSchema.safeParse(response.body);
    if (!parsed.success) throw new Error(`EasyPost ${response.status}: unexpected shipment shape`);
    return parsed.data;
  }

  /** The shipment with this id or reference; undefined when EasyPost has none. */
  async function retrieve(idOrReference: string): Promise<EasyPostShipment | undefined> {
    const response = await client.request({ method: 'GET', path: `/shipments/${encodeURIComponent(idOrReference)}` });
    if (response.status === 404) return undefined;
    if (!response.ok) {
      const { code, message } = describe(response);
      throw new Error(`EasyPost ${response.status} ${code}: ${message}`);
    }
    return parseShipment(response);
  }

  return { parseShipment, retrieve };
}
