import { LOCAL_COURIER_CARRIER, type StoredRate } from '#api/shipping';
import type { PurchasedLabel } from '#domain/carriers/carrier.models';
import { courierRequestOf } from '#domain/couriers/courier-quotes.rules';
import type { CourierDispatch, CourierDispatchRequest } from '#domain/couriers/courier.models';
import { COURIER_MESSAGES, type VehicleSize } from '#domain/couriers/courier.rules';
import { CourierRejectedError, type CourierLabels, type CourierPort } from '#domain/couriers/ports';
import { formatCents } from '#domain/money/cents.rules';
import type { DispatchSlipInput } from '../render/dispatch-slip';

export interface CourierLabelsDeps {
  couriers: CourierPort;
  renderSlip: (input: DispatchSlipInput) => Promise<Uint8Array>;
  /** The account's time zone, where a scheduled pickup start time is read. */
  timeZone: (accountId: string) => Promise<string>;
  clock?: () => Date;
}

/** What the provider was to be paid for the quote: its base line (the markup, tip and label fee are ours or passed on). */
const providerFeeOf = (quote: StoredRate) =>
  quote.charges.filter((c) => c.kind === 'base').reduce((n, c) => n + c.amountCents, 0);

/**
 * Dispatch as the label: the purchase worker's courier side. The provider's dispatch is idempotent on the
 * purchase's key, so a retry after a crash between dispatch and the label write answers the same delivery; a
 * quote past its 15 minutes is quoted again and dispatched only at the price the merchant was shown.
 */
export function makeCourierLabels(deps: CourierLabelsDeps): CourierLabels {
  const now = deps.clock ?? (() => new Date());

  async function dispatchOnce(request: Omit<CourierDispatchRequest, 'quoteId'>, quote: StoredRate) {
    const terms = quote.courier!;
    try {
      return await deps.couriers.dispatch({ ...request, quoteId: terms.quoteId });
    } catch (err) {
      if (!(err instanceof CourierRejectedError) || err.code !== 'quote_expired') throw err;
    }
    const again = await deps.couriers.quote(request.request);
    const fresh = again.quotes.find((q) => q.vehicle === terms.vehicle) ?? again.quotes[0];
    if (!fresh)
      throw new CourierRejectedError(again.messages[0]?.message ?? COURIER_MESSAGES.quoteExpired, terms.provider);
    const was = providerFeeOf(quote);
    if (fresh.feeCents !== was)
      throw new CourierRejectedError(
        COURIER_MESSAGES.priceChanged(formatCents(was), formatCents(fresh.feeCents)),
        fresh.provider,
        'price_changed',
      );
    return deps.couriers.dispatch({ ...request, quoteId: fresh.quoteId });
  }

  return {
    async dispatch({ idempotencyKey, accountId, order, rate, quote }) {
      if (!quote.courier) throw new CourierRejectedError(COURIER_MESSAGES.notAParcelLabel, quote.carrierName);
      const built = courierRequestOf(order, rate, await deps.timeZone(accountId), now());
      if (!built.ok) throw new CourierRejectedError(built.problems.join('; '), quote.carrierName);
      const vehicle = quote.courier.vehicle as VehicleSize;
      const request = {
        idempotencyKey,
        request: { ...built.request, vehicle },
        tipCents: quote.courier.tipCents,
        ...(order.pickUpNotes ? { pickupNotes: order.pickUpNotes } : {}),
        ...(order.dropOffNotes ? { dropoffNotes: order.dropOffNotes } : {}),
        signatureRequired: false,
      };
      const dispatch: CourierDispatch = await dispatchOnce(request, quote);
      const slip = await deps.renderSlip({
        dispatch,
        pickup: request.request.pickup,
        dropoff: request.request.dropoff,
        vehicle,
        ...(request.pickupNotes ? { pickupNotes: request.pickupNotes } : {}),
        ...(request.dropoffNotes ? { dropoffNotes: request.dropoffNotes } : {}),
        ...(rate.reference ? { reference: rate.reference } : {}),
      });
      const label: PurchasedLabel = {
        carrier: LOCAL_COURIER_CARRIER as PurchasedLabel['carrier'],
        service: quote.service,
        trackingCode: dispatch.trackingCode,
        trackingUrl: dispatch.trackingUrl,
        carrierShipmentId: dispatch.deliveryId,
        costCents: dispatch.feeCents + dispatch.tipCents,
        documents: [{ format: 'pdf', contentType: 'application/pdf', body: slip }],
        purchasedAt: dispatch.createdAt,
        idempotencyKey,
      };
      return { ...label, courier: dispatch };
    },
  };
}
