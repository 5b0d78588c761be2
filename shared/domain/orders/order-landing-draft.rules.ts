import type { OrderImportField } from '../imports/import-fields.constants';
import type { ImportedOrderGroup } from '../imports/order-import.rules';
import type { StoreOrderMeta } from '../stores/store-order.rules';
import type { OrderLandingDraft } from './order-landing.message';

// Apart from the message's schema (types only here): the store-events worker that builds drafts never parses one.

/** A mapped store order as its draft: the rows and fields as mapped, of the platform's version only what landing reads. */
export function orderLandingDraftOf(mapping: {
  group: ImportedOrderGroup;
  mapped: ReadonlySet<OrderImportField>;
  store: StoreOrderMeta;
}): OrderLandingDraft {
  const { platform, orderNumber, platformOrderId, updatedAt, cancelled, adminUrl } = mapping.store;
  return {
    group: mapping.group,
    mapped: [...mapping.mapped],
    store: { platform, orderNumber, platformOrderId, updatedAt, cancelled, adminUrl },
  };
}
