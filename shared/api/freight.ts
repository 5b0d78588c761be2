/**
 * The freight (LTL) routes' contract (orders §1 freight quote screen, §3 freight quote and piece,
 * §5 freight piece checks, §9 accessorial codes and the USA-only country list):
 * POST /api/v1/freight/quotes asks every LTL carrier at once and keeps the answers;
 * GET /api/v1/freight/quotes/{quoteId} reads them back (booking re-quotes from the kept request);
 * GET /api/v1/freight/quotes lists the latest;
 * POST /api/v1/orders/{orderId}/shipments/{shipmentId}/freight-offers quotes an order's shipment as freight
 * beside its parcel rating.
 */
import * as z from 'zod';
import { freightPieceFormSchema } from '#domain/forms/freight-piece-form.schema';
import { isFreightClass } from '#domain/freight/freight-class.rules';
import { refusesProtectFromFreeze } from '#domain/freight/freight-accessorial.rules';
import type { FreightAccessorialLine, LtlQuote } from '#domain/freight/freight.models';
import { FREIGHT_MESSAGES, isPickupDate, isUsa, isUsZip } from '#domain/freight/freight-request.rules';
import {
  freightAccessorialCodeSchema,
  freightOptionsSchema,
  loadTypeSchema,
  type FreightQuote,
} from '#domain/freight/freight.schema';
import { MESSAGES } from '#domain/validation/messages';
import { TEXT_MAX, list, money } from '#domain/validation/bounded.schema';
import { pathIdSchema } from './path-params';

/** Pieces on one quote: a full truck holds 26–30 pallet positions, so 50 lines leave room. */
export const FREIGHT_PIECES_MAX = 50;

const placeSchema = z.object({
  street: z.string().trim().max(TEXT_MAX.address, MESSAGES.tooLong).default(''),
  city: z.string().trim().min(1, MESSAGES.required).max(TEXT_MAX.address, MESSAGES.tooLong),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, FREIGHT_MESSAGES.state),
  zip: z.string().trim().refine(isUsZip, FREIGHT_MESSAGES.zip),
  country: z
    .string()
    .trim()
    .max(TEXT_MAX.short, MESSAGES.tooLong)
    .default('USA')
    .refine(isUsa, FREIGHT_MESSAGES.usaOnly),
});

const pieceSchema = freightPieceFormSchema.extend({
  productClass: z
    .string()
    .trim()
    .max(TEXT_MAX.short, MESSAGES.tooLong)
    .refine(isFreightClass, FREIGHT_MESSAGES.freightClass),
  nmfc: z.string().trim().max(TEXT_MAX.short, MESSAGES.tooLong).default(''),
});

/** POST /api/v1/freight/quotes */
export const freightQuoteRequestSchema = z
  .object({
    pickupDate: z.string().trim().refine(isPickupDate, FREIGHT_MESSAGES.pickupDate),
    contactName: z.string().trim().max(TEXT_MAX.name, MESSAGES.tooLong).default(''),
    valueOfGoods: money().default(0),
    origin: placeSchema,
    destination: placeSchema,
    pieces: list(pieceSchema, FREIGHT_PIECES_MAX).min(1, FREIGHT_MESSAGES.atLeastOnePiece),
    loadType: loadTypeSchema.default('Dry'),
    accessorials: list(freightAccessorialCodeSchema, 20).default([]),
    options: freightOptionsSchema,
  })
  .superRefine((q, ctx) => {
    if (refusesProtectFromFreeze(q.loadType) && q.accessorials.includes(116))
      ctx.addIssue({ code: 'custom', path: ['accessorials'], message: FREIGHT_MESSAGES.sameLoadAccessorial });
  });
export type FreightQuoteRequestBody = z.input<typeof freightQuoteRequestSchema>;
/** The parsed body is a complete freight quote (orders §3) the rules take as is. */
export type FreightQuoteRequestParsed = z.output<typeof freightQuoteRequestSchema> & FreightQuote;

export const freightQuoteParamsSchema = z.object({ quoteId: pathIdSchema });

export const FREIGHT_QUOTES_LIST_MAX = 50;
export const freightQuotesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FREIGHT_QUOTES_LIST_MAX).default(20),
});

export type LtlQuoteView = LtlQuote;
export type FreightAccessorialLineView = FreightAccessorialLine;

/** POST answer and GET /api/v1/freight/quotes/{quoteId}. */
export interface FreightQuoteView {
  quoteId: string;
  createdAt: string;
  /** The earliest carrier expiry. */
  expiresAt: string;
  /** What was asked, as the carriers saw it (inches, pounds, classes resolved). */
  request: {
    pickupDate: string;
    origin: { city: string; state: string; zip: string };
    destination: { city: string; state: string; zip: string };
    loadType: string;
    accessorials: number[];
    pallets: number;
    totalWeightLb: number;
  };
  /** Cheapest first. */
  quotes: LtlQuoteView[];
  /** Carriers that had no offer, and why. */
  messages: string[];
  orderId?: string;
}

/** GET /api/v1/freight/quotes: the latest requests. */
export interface FreightQuoteListView {
  items: (Pick<FreightQuoteView, 'quoteId' | 'createdAt' | 'expiresAt' | 'request'> & { cheapestCents?: number })[];
}

/** A shipment with a label bought is not offered freight. */
export const SHIPMENT_ALREADY_SHIPPED =
  'This shipment already has a label: LTL offers are for a shipment not yet bought.';

/** POST /api/v1/orders/{orderId}/shipments/{shipmentId}/freight-offers */
export interface ShipmentFreightOffersView {
  orderId: string;
  shipmentId: string;
  /** The pickup date asked: the ship date the parcel rating uses. */
  shipDate: string;
  /** The LTL offers, kept as a freight quote to book; absent when freight does not apply to the shipment. */
  freight?: FreightQuoteView;
  /** Why the shipment could not be described to the carriers (its address, weight or dimensions). */
  messages: string[];
}
