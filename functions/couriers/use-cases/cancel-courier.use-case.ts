import { LOCAL_COURIER_CARRIER } from '#api/shipping';
import type { RefundRequest } from '#domain/carriers/carrier.models';
import type { CarrierRefunds } from '#domain/carriers/ports';
import { COURIER_MESSAGES } from '#domain/couriers/courier.rules';
import type { CourierPort } from '#domain/couriers/ports';
import { ValidationError } from '#lib/errors';

/** A courier's label keeps the courier carrier code, which the parcel carriers' refund request type does not name. */
const isCourierLabel = (request: RefundRequest) => (request.carrier as string) === LOCAL_COURIER_CARRIER;

export interface CourierRefundsDeps {
  /** The parcel carriers' refunds, for every label that is not a courier's. */
  carriers: CarrierRefunds;
  couriers: Pick<CourierPort, 'cancel'>;
}

/**
 * A courier label's refund is the delivery's cancellation: before pickup the courier cancels it and the
 * refund is `refunded` at once (the label refund flow then credits the wallet once); after pickup the
 * courier's "too late" is a 400 and nothing changes. Other labels go to their carrier as before.
 */
export function makeCourierRefunds(deps: CourierRefundsDeps): CarrierRefunds {
  return {
    async refund(request) {
      if (!isCourierLabel(request)) return deps.carriers.refund(request);
      const result = await deps.couriers.cancel(request.carrierShipmentId);
      if (result === 'too_late') throw new ValidationError({}, COURIER_MESSAGES.tooLate);
      return 'refunded';
    },
    async refundStatus(request) {
      // A canceled delivery is settled when canceled; nothing about it is left pending.
      return isCourierLabel(request) ? 'refunded' : deps.carriers.refundStatus(request);
    },
  };
}
