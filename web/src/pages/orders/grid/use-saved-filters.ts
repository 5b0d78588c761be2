import { useCallback, useEffect, useState } from 'react';
import type { SavedFilter } from '#api/orders';
import type { OrderFiltersInput } from '#domain/orders/order-query.schema';
import type { ordersApi } from '#web/api/orders-api';
import { useNotifications } from '#web/app/notifications/notifications-context';

/**
 * The team's saved filters (orders §5 "Filters"): the list, the one applied to the grid's
 * controls, and save / delete. `show` puts a saved filter's state on the controls.
 */
export function useSavedFilters(
  api: ReturnType<typeof ordersApi>,
  show: (filters: OrderFiltersInput | undefined) => void,
) {
  const { notify, reportError } = useNotifications();
  const [items, setItems] = useState<SavedFilter[]>([]);
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const load = useCallback(async () => {
    try {
      setItems(await api.savedFilters());
    } catch (e) {
      reportError(e);
    }
  }, [api, reportError]);
  useEffect(() => {
    void load();
  }, [load]);

  function apply(filter: SavedFilter | undefined) {
    setAppliedId(filter?.filterId ?? null);
    show(filter?.filters);
  }

  async function remove() {
    const filter = items.find((f) => f.filterId === appliedId);
    if (!filter) return;
    try {
      await api.deleteFilter(filter.filterId);
      notify({ type: 'success', content: `Filter ${filter.name} deleted.` });
      setAppliedId(null);
      await load();
    } catch (e) {
      reportError(e);
    }
  }

  /** Called by the save dialog; a refusal (a taken name) is thrown back for the dialog to show. */
  async function save(name: string, filters: OrderFiltersInput) {
    const saved = await api.saveFilter(name, filters);
    notify({ type: 'success', content: `Filter ${saved.name} saved.` });
    setDialogOpen(false);
    await load();
    setAppliedId(saved.filterId);
  }

  return {
    items,
    applied: items.find((f) => f.filterId === appliedId),
    apply,
    /** Back to the active view without filters. */
    clear: () => apply(undefined),
    /** The controls were changed by hand: no saved filter is applied any more. */
    detach: () => setAppliedId(null),
    remove,
    save,
    dialogOpen,
    openDialog: () => setDialogOpen(true),
    closeDialog: () => setDialogOpen(false),
  };
}

export type SavedFilters = ReturnType<typeof useSavedFilters>;
