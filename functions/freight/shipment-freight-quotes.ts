import type { FreightQuoteView } from '#api/freight';
import type { RateRequest } from '#domain/carriers/carrier.models';
import { freightQuoteView } from '#domain/freight/freight-quote-view.rules';
import { freightRequestForShipment } from '#domain/freight/order-freight.rules';
import { freightQuotes } from './freight.deps';
import type { FreightQuotes } from './use-cases/freight-quotes.use-case';

/** What the rate shop calls for each shipment it rates: the LTL offers, when freight applies to it. */
export type ShipmentFreightQuotes = (
  accountId: string,
  order: { id: string; loadType?: string | null },
  request: Pick<RateRequest, 'shipDate' | 'from' | 'to' | 'parcels'>,
) => Promise<FreightQuoteView | undefined>;

/**
 * The freight face the rate shop uses: an order with a load type, or a shipment past the parcel
 * limits, is quoted by every LTL carrier too; the quote is kept (with the order's id) so it can be booked.
 */
export function makeShipmentFreightQuotes(quotes: Pick<FreightQuotes, 'quoteRequest'>): ShipmentFreightQuotes {
  return async (accountId, order, request) => {
    const freight = freightRequestForShipment(request, order.loadType);
    if (!freight) return undefined;
    return freightQuoteView(await quotes.quoteRequest({ accountId, userId: 'rate-shop' }, freight, order.id));
  };
}

export const shipmentFreightQuotes = /* @__PURE__ */ makeShipmentFreightQuotes(freightQuotes);
