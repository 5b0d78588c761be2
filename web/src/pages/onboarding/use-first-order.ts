import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderRequest } from '#api/order-requests';
import type { Warehouse } from '#api/warehouses';
import { sampleOrderFor } from '#domain/onboarding/sample-order.rules';
import { useApi } from '#web/api/api-context';
import { ordersApi } from '#web/api/orders-api';
import { shippingApi } from '#web/api/shipping-api';
import { warehousesApi } from '#web/api/warehouses-api';

/** The sample's number: readable, and unique enough for one account's few samples. */
const sampleNumber = () => `SAMPLE-${Date.now().toString(36).toUpperCase()}`;

/**
 * The wizard's finish: the merchant's first order rated, then its page. Their own first order when they
 * have one (imported or from a store); otherwise a sample to the first warehouse's region.
 */
export function useFirstOrder() {
  const { client } = useApi();
  const navigate = useNavigate();
  const api = useMemo(
    () => ({ orders: ordersApi(client), shipping: shippingApi(client), warehouses: warehousesApi(client) }),
    [client],
  );

  const firstWarehouse = useCallback(async (): Promise<Warehouse | undefined> => {
    const all = await api.warehouses.list();
    return all.find((w) => w.default) ?? all[0];
  }, [api]);

  const rateAndOpen = useCallback(
    async (orderId: string) => {
      const { order } = await api.orders.get(orderId);
      const shipmentId = order.shipments.find((s) => s.id)?.id;
      if (shipmentId) await api.shipping.rates({ orderId, shipmentId });
      navigate(`/orders/${encodeURIComponent(orderId)}`);
    },
    [api, navigate],
  );

  const rateOwnFirstOrder = useCallback(async () => {
    // The grid's first row: the order the merchant sees first on their orders page.
    const first = (await api.orders.query({ pageSize: 20 })).items[0];
    if (!first) throw new Error('No order yet: import one or create the sample.');
    await rateAndOpen(first.id);
  }, [api, rateAndOpen]);

  const createSampleAndRate = useCallback(async () => {
    const warehouse = await firstWarehouse();
    if (!warehouse) throw new Error('Add a warehouse first: the sample ships from it.');
    const detail = await api.orders.create(sampleOrderFor(warehouse, sampleNumber()) as OrderRequest);
    await rateAndOpen(detail.order.id);
  }, [api, firstWarehouse, rateAndOpen]);

  return { firstWarehouse, rateOwnFirstOrder, createSampleAndRate };
}
