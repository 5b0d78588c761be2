import type { Shipment } from '#domain/shipments/shipment.schema';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';

export const scanAt = (
  datetime: string,
  status = 'in_transit',
  status_detail = 'departed_facility',
): TrackingEvent => ({
  message: 'Departed facility',
  description: '',
  status,
  status_detail,
  datetime,
  source: 'UPS',
  tracking_location: { city: 'Memphis', state: 'TN', country: 'US', zip: null },
});

export interface LabelledOptions {
  carrier?: string;
  status?: string;
  events?: TrackingEvent[];
  deliveryDate?: string;
  transitDays?: number;
  estimate?: string;
  dryIce?: boolean;
  fullCoverage?: boolean;
  deliveryDays?: number;
}

/** A shipment with a label bought for 2030-03-14 and the tracking asked for. */
export function labelledShipment(id: string, o: LabelledOptions = {}): Shipment {
  return {
    id,
    products: [{ quantity: 2 }],
    shipmentStatus: o.status ?? 'in_transit',
    options: {
      dryIceActive: o.dryIce ?? false,
      saturdayDelivery: false,
      carbonNeutral: false,
      carrierInsuranceAmountActive: o.fullCoverage ?? false,
      carrierInsuranceAmountAutomatic: false,
      ...(o.fullCoverage ? { carrierInsuranceAmount: 120 } : {}),
    },
    preferredRate: { carrier: o.carrier ?? 'UPS', service: 'Ground', deliveryDays: o.deliveryDays ?? 3 },
    billOfLading: {
      trackingCode: `1Z${id}`,
      carrier: o.carrier ?? 'UPS',
      service: 'Ground',
      labelDate: '2030-03-14',
      shipDate: '2030-03-14',
      purchaseKey: `${id}#1`,
      sequence: 1,
      carrierShipmentId: `shp_${id}`,
      purchasedAt: '2030-03-14T10:00:00Z',
    },
    tracking: {
      events: o.events ?? [scanAt('2030-03-14T09:00:00Z', 'pre_transit', 'label_created')],
      ...(o.deliveryDate ? { deliveryDate: o.deliveryDate } : {}),
      ...(o.transitDays !== undefined ? { transitDays: o.transitDays } : {}),
      ...(o.estimate ? { estimatedDeliveryDate: o.estimate } : {}),
      emails: [],
    },
  } as unknown as Shipment;
}
