import { useCallback } from 'react';
import type { BoxResponse } from '#api/catalog';
import type { OrderDetail } from '#api/orders';
import type { Warehouse } from '#api/warehouses';
import type { AccountSettings } from '#domain/settings/account-settings.schema';
import { useApi } from '#web/api/api-context';
import { SessionEndedError } from '#web/api/api-error';
import { orderLookupsApi, ordersApi } from '#web/api/orders-api';
import { warehousesApi } from '#web/api/warehouses-api';
import { useLoad } from '#web/hooks/use-load';
import { accountSettingsApi } from '#web/api/settings-api';
import { emptyOrderForm, orderToFormValues, type OrderFormValues } from './order-form.values';

/** What the editor opens with: the order (none for a new one) as form values, and the account's boxes, warehouses and settings. */
export interface OrderEditorData {
  initial: OrderFormValues;
  boxes: BoxResponse[];
  warehouses: Warehouse[];
  detail: OrderDetail | null;
  /** The account's settings (accounts §3): the defaults of new shipments; null when they could not be read. */
  settings: AccountSettings | null;
}

/** Loads the editor's data for `orderId` (or a new order), with a reload for after a save or a conflict. */
export function useOrderEditorData(orderId: string | undefined) {
  const { client } = useApi();
  const load = useCallback(async (): Promise<OrderEditorData> => {
    const [boxes, warehouses, detail, settings] = await Promise.all([
      orderLookupsApi(client).boxes(),
      warehousesApi(client).list(),
      orderId ? ordersApi(client).get(orderId) : Promise.resolve(null),
      // Without its settings the editor still works: new shipments then start empty.
      accountSettingsApi(client)
        .get()
        .catch((e: unknown) => {
          if (e instanceof SessionEndedError) throw e;
          return null;
        }),
    ]);
    const initial = detail
      ? orderToFormValues(detail.order, boxes, warehouses)
      : emptyOrderForm(warehouses.find((w) => w.default)?.id ?? '', settings);
    return { initial, boxes, warehouses, detail, settings };
  }, [client, orderId]);
  return useLoad(load);
}
