import * as z from 'zod';
import { ORDER_IMPORT_FIELD_KEYS } from '../imports/import-fields.constants';
import { orderImportRowSchema } from '../imports/order-import.rules';
// From the mapping rules rather than store-event.message: the landing worker bundles no store-events schema.
import { ORDER_MAPPING_PLATFORMS as STORE_WEBHOOK_PLATFORMS } from '../stores/store-order.rules';
import { TEXT_MAX, text } from '../validation/bounded.schema';

/** Every platform's order schema takes at most 500 lines, and each line is one import row. */
export const ORDER_LANDING_ROWS_MAX = 500;

/**
 * A store order mapped to the CSV import's words, ready for the import writer: the rows grouped under the
 * order number (each row held to the import's own row schema again, so the landing worker trusts nothing
 * it did not check), the import fields the platform fills, and what the sync decision and the store link
 * read of the platform's version.
 */
export const orderLandingDraftSchema = z.object({
  group: z.object({
    orderNumber: text(TEXT_MAX.short).min(1),
    rows: z
      .array(z.object({ row: z.number().int().min(1).max(ORDER_LANDING_ROWS_MAX), values: orderImportRowSchema }))
      .min(1)
      .max(ORDER_LANDING_ROWS_MAX),
  }),
  mapped: z.array(z.enum(ORDER_IMPORT_FIELD_KEYS)).max(ORDER_IMPORT_FIELD_KEYS.length),
  store: z.object({
    platform: z.enum(STORE_WEBHOOK_PLATFORMS),
    orderNumber: text(TEXT_MAX.short).min(1),
    platformOrderId: text(TEXT_MAX.id).min(1),
    /** The platform's last change (ISO, or what it sent when unreadable: never applied over a stored version). */
    updatedAt: text(TEXT_MAX.short),
    cancelled: z.boolean(),
    adminUrl: text(TEXT_MAX.url).nullable(),
  }),
});
export type OrderLandingDraft = z.output<typeof orderLandingDraftSchema>;

/**
 * What the `order-landing` queue carries: one store order the store-events worker mapped, for the orders
 * domain to write through the CSV import's rules. The account and store are the ones the verified shop's
 * claim named (the store-events message), never anything of the platform's body. A draft too large for a
 * queue message travels as `draftRef` (queue-overflow) and is read back before anything else. Landing is
 * idempotent: the order number's claim finds the order a redelivery created, and a version no newer than
 * the one applied changes nothing.
 */
export const orderLandingMessageSchema = z
  .object({
    kind: z.literal('store-order'),
    accountId: text(TEXT_MAX.id).min(1),
    storeId: text(TEXT_MAX.id).min(1),
    platform: z.enum(STORE_WEBHOOK_PLATFORMS),
    shop: text(TEXT_MAX.url).min(1),
    topic: text(255).min(1),
    eventId: text(TEXT_MAX.url).min(1),
    draft: orderLandingDraftSchema.optional(),
    draftRef: z.object({ key: text(TEXT_MAX.url), sha256: text(64) }).optional(),
  })
  .refine((m) => (m.draft === undefined) !== (m.draftRef === undefined), {
    message: 'exactly one of draft and draftRef',
    path: ['draft'],
  });
export type OrderLandingMessage = z.output<typeof orderLandingMessageSchema>;
/** A message as the store-events worker builds it: always with its draft (the queue adapter may move it to S3). */
export type OrderLandingRequest = Omit<OrderLandingMessage, 'draft' | 'draftRef'> & { draft: OrderLandingDraft };
