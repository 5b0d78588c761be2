import { CONTENT_TYPES, NON_DELIVERY_OPTIONS } from '../shipments/shipment.schema';

/** Customs content types and non-delivery options (orders §9); the values live with the shipment schema. */
export { CONTENT_TYPES, NON_DELIVERY_OPTIONS };
export type ContentType = (typeof CONTENT_TYPES)[number];
export type NonDeliveryOption = (typeof NON_DELIVERY_OPTIONS)[number];

export const CONTENT_TYPE_LABELS: Readonly<Record<ContentType, string>> = {
  merchandise: 'Merchandise',
  documents: 'Documents',
  gift: 'Gift',
  returned_goods: 'Returned Goods',
  sample: 'Sample',
};

export const NON_DELIVERY_LABELS: Readonly<Record<NonDeliveryOption, string>> = {
  return: 'Return to sender',
  abandon: 'Treat as abandoned',
};
