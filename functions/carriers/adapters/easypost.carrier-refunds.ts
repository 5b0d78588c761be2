import type { RefundStatus } from '#domain/carriers/carrier.models';
import type { CarrierRefunds } from '#domain/carriers/ports';
import type { EasyPostClient } from '#lib/easypost-client';
import { describe, makeEasyPostShipments, refused } from './easypost.shipment';

/**
 * EasyPost's refunds on their own (refund a bought shipment, ask where its refund stands), so the
 * refund routes bundle no rating, buying or tracking; makeEasyPostCarrier answers refunds through it.
 */
export function makeEasyPostCarrierRefunds(client: EasyPostClient): CarrierRefunds {
  const { parseShipment, retrieve } = makeEasyPostShipments(client);
  return {
    async refund({ carrierShipmentId }) {
      const response = await client.request({ method: 'POST', path: `/shipments/${carrierShipmentId}/refund` });
      if (!response.ok) {
        const { code, message } = describe(response);
        if (refused(response.status)) return 'rejected';
        throw new Error(`EasyPost ${response.status} ${code}: ${message}`);
      }
      return refundStatusOf(parseShipment(response).refund_status);
    },

    async refundStatus({ carrierShipmentId }) {
      const shipment = await retrieve(carrierShipmentId);
      if (!shipment) throw new Error(`EasyPost has no shipment ${carrierShipmentId}`);
      return refundStatusOf(shipment.refund_status);
    },
  };
}

/** EasyPost's refund_status; `not_applicable` (nothing to refund) is a refusal, and none yet means still submitted. */
export function refundStatusOf(status: string | undefined): RefundStatus {
  if (status === 'refunded' || status === 'rejected') return status;
  if (status === 'not_applicable') return 'rejected';
  return 'submitted';
}
