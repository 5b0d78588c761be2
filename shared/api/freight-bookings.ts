import * as z from 'zod';
import { pathIdSchema } from './path-params';
import { MONEY_MAX, TEXT_MAX, text } from '#domain/validation/bounded.schema';
import type { FreightBookingState, FreightRebill } from '#domain/freight/freight-booking.models';
import type {
  FreightAccessorialLine,
  FreightTrackingEvent,
  FreightTrackingStatus,
  LtlQuote,
} from '#domain/freight/freight.models';

/** GET /freight/shipments/{bookingId}: the id in its path (booking's path names the quote: freight.ts). */
export const freightShipmentParamsSchema = z.object({ bookingId: pathIdSchema });

export const FREIGHT_BOOK_MESSAGES = {
  idempotencyKey: 'A booking key of 8 to 80 letters, digits, dashes or underscores is required',
  carrierQuoteId: 'Choose a carrier quote to book',
  acceptedTotalCents: 'The total you accept must be a whole number of cents',
  contactName: 'Contact name is required',
  contactPhone: 'Contact phone is required',
} as const;

/** The person the driver (or the delivery) asks for: printed on the bill of lading. */
const contactSchema = z.object({
  name: z
    .string({ error: FREIGHT_BOOK_MESSAGES.contactName })
    .trim()
    .min(1, FREIGHT_BOOK_MESSAGES.contactName)
    .max(TEXT_MAX.name),
  phone: z
    .string({ error: FREIGHT_BOOK_MESSAGES.contactPhone })
    .trim()
    .min(7, FREIGHT_BOOK_MESSAGES.contactPhone)
    .max(TEXT_MAX.phone),
});

/**
 * Book one carrier's offer of a stored quote. The key makes a retry or a double click answer the
 * same booking; `acceptedTotalCents` is the total the merchant was shown, so an expired quote
 * quoted again at another price is shown before anything is booked.
 */
export const bookFreightRequestSchema = z.object({
  idempotencyKey: z
    .string({ error: FREIGHT_BOOK_MESSAGES.idempotencyKey })
    .regex(/^[A-Za-z0-9_-]{8,80}$/, FREIGHT_BOOK_MESSAGES.idempotencyKey),
  carrierQuoteId: z
    .string({ error: FREIGHT_BOOK_MESSAGES.carrierQuoteId })
    .regex(/^[A-Za-z0-9_-]{1,80}$/, FREIGHT_BOOK_MESSAGES.carrierQuoteId),
  acceptedTotalCents: z
    .number({ error: FREIGHT_BOOK_MESSAGES.acceptedTotalCents })
    .int(FREIGHT_BOOK_MESSAGES.acceptedTotalCents)
    .min(0, FREIGHT_BOOK_MESSAGES.acceptedTotalCents)
    .max(MONEY_MAX * 100, FREIGHT_BOOK_MESSAGES.acceptedTotalCents),
  shipper: contactSchema,
  consignee: contactSchema,
  /** The merchant's own reference (an order number, a PO), printed on the bill of lading. */
  reference: text(TEXT_MAX.short).default(''),
  specialInstructions: text(TEXT_MAX.note).default(''),
});
export type BookFreightRequest = z.output<typeof bookFreightRequestSchema>;

export const freightShipmentsQuerySchema = z.object({ quoteId: pathIdSchema.optional() });

/** One charge of a booking as the shipment page lists it, with whether the wallet has it yet. */
export interface FreightInvoiceView {
  entryId: string;
  type: 'shipment_purchase' | 'freight_accessorial';
  description: string;
  amountCents: number;
  posted: boolean;
}

export interface FreightShipmentView {
  bookingId: string;
  quoteId: string;
  state: FreightBookingState;
  message?: string;
  carrierName: string;
  scac: string;
  pro?: string;
  pickupDate: string;
  pickupConfirmation?: string;
  totalCents: number;
  accessorials: FreightAccessorialLine[];
  loadType: string;
  temperatureBand: string;
  pallets: number;
  destination: string;
  trackingStatus: FreightTrackingStatus;
  trackingEvents: FreightTrackingEvent[];
  rebills: FreightRebill[];
  invoices: FreightInvoiceView[];
  createdAt: string;
  /** Presigned GETs, valid a few minutes; in the detail answer only. */
  bolUrl?: string;
  palletLabelsUrl?: string;
}

export type BookFreightResponse =
  | { outcome: 'booked'; shipment: FreightShipmentView }
  /** The quote had expired and the carrier now asks another price: shown, nothing booked. */
  | { outcome: 'price_changed'; previousTotalCents: number; offer: LtlQuote };

export interface FreightShipmentsResponse {
  shipments: FreightShipmentView[];
}
