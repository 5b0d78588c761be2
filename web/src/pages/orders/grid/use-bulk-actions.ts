import { useEffect, useState } from 'react';
import type { BulkOrderAction, BulkOrderRequest } from '#api/orders';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { useApi } from '#web/api/api-context';
import type { ordersApi } from '#web/api/orders-api';
import { warehousesApi } from '#web/api/warehouses-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { BULK_MENU, summariseBulk } from './bulk-actions';

/**
 * Bulk actions on the selected orders (orders §5): the menu's choice runs at once or opens the
 * input dialog first; the answer is one success toast and one toast listing the orders refused.
 */
export function useBulkActions({
  api,
  selected,
  canEdit,
  onDone,
}: {
  api: ReturnType<typeof ordersApi>;
  selected: readonly OrderGridRow[];
  canEdit: boolean;
  onDone: () => void;
}) {
  const { client } = useApi();
  const { notify, reportError } = useNotifications();
  const [inputAction, setInputAction] = useState<BulkOrderAction | null>(null);

  // The bulk edit dialog offers the warehouses; without them it still edits everything else.
  const [warehouses, setWarehouses] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    if (!canEdit) return;
    warehousesApi(client)
      .list()
      .then(setWarehouses, () => undefined);
  }, [client, canEdit]);

  async function run(request: Omit<BulkOrderRequest, 'orderIds'>, targets: readonly OrderGridRow[] = selected) {
    try {
      const { results } = await api.bulk({ ...request, orderIds: targets.map((o) => o.id) } as BulkOrderRequest);
      const numberOf = (id: string) => targets.find((o) => o.id === id)?.orderNumber ?? id;
      const summary = summariseBulk(request.action, results, numberOf);
      if (summary.ok) notify({ type: 'success', content: summary.success });
      if (summary.failed)
        notify({
          type: 'error',
          header: `${summary.failed} ${summary.failed === 1 ? 'order' : 'orders'} not changed`,
          content: summary.failures.join('\n'),
        });
      setInputAction(null);
      onDone();
    } catch (e) {
      reportError(e);
    }
  }

  /** A choice of the Bulk actions menu. */
  function choose(action: BulkOrderAction) {
    const entry = BULK_MENU.find((m) => m.id === action)!;
    if (entry.needsInput) setInputAction(entry.id);
    else void run({ action: entry.id });
  }

  return { run, choose, inputAction, closeInput: () => setInputAction(null), warehouses };
}
