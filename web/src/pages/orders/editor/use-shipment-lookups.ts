import { useMemo } from 'react';
import type { BoxResponse } from '#api/catalog';
import { formatDollars } from '#domain/money/cents.rules';
import type { AccountSettings } from '#domain/settings/account-settings.schema';
import { weightContextOf } from '#domain/settings/shipment-defaults.rules';
import { useApi } from '#web/api/api-context';
import { orderLookupsApi, type OrderLineResult } from '#web/api/orders-api';
import type { SearchOption } from '#web/components/search-select';
import type { ShipmentLookups } from './shipment-editor';

const lineOption = (item: OrderLineResult): SearchOption<OrderLineResult> => ({
  value: item._id ?? item.key ?? item.variantId ?? item.productId ?? item.packagingId ?? item.sku,
  label: item.title,
  description: [item.sku && `SKU ${item.sku}`, item.price !== undefined && formatDollars(item.price)]
    .filter(Boolean)
    .join(' · '),
  item,
});

/** The catalog searches a shipment's pickers page through (orders §7), and the boxes and weight defaults it needs. */
export function useShipmentLookups(boxes: readonly BoxResponse[], settings: AccountSettings | null): ShipmentLookups {
  const { client } = useApi();
  return useMemo<ShipmentLookups>(() => {
    const api = orderLookupsApi(client);
    return {
      boxes,
      weights: settings ? weightContextOf(settings) : undefined,
      products: async (q, offset) => {
        const page = await api.products(q, offset);
        return { options: page.products.map(lineOption), total: page.total };
      },
      packagings: async (q, offset) => {
        const page = await api.packagings(q, offset);
        return { options: page.packagings.map(lineOption), total: page.total };
      },
      htsCodes: async (q, offset) => {
        const page = await api.htsCodes(q, offset);
        return {
          options: page.codes.map((c) => ({ value: c.code, label: c.code, description: c.description, item: c })),
          total: page.total,
        };
      },
    };
  }, [client, boxes, settings]);
}
