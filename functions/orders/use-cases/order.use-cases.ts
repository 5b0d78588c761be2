import { withAutomationPending } from '#domain/automations/automation-pending.rules';
import { withHandEdits } from '#domain/automations/hand-edits.rules';
import { forEachConcurrently } from '#lib/concurrently';
import { archivedOrder } from '#domain/orders/auto-archive.rules';
import type {
  BulkOrderRequest,
  BulkOrderResult,
  OrderDetail,
  OrderQueryResponse,
  OrderRequestValues,
  SavedFilter,
} from '#api/orders';
import type { AccountStore, IdGenerator } from '#domain/accounts/ports';
import type { ActivityEventType } from '#domain/activity/activity.constants';
import type { ActivityLog } from '#domain/activity/ports';
import {
  applyOrderEdit,
  buildNewOrder,
  duplicateOrder,
  duplicateOrderNumberCandidate,
  isOrderEditable,
  normaliseTags,
  type OrderContent,
} from '#domain/orders/order-build.rules';
import { hasAnyFilter, resolveDateRange } from '#domain/orders/order-filter.rules';
import { gridRowWithoutLate, orderWithoutLate, toGridRow, withoutLateFilter } from '#domain/orders/order-grid.rules';
import type { OrderFilters, OrderQuery } from '#domain/orders/order-query.schema';
import type { OrderRecord, OrderSource } from '#domain/orders/order-record';
import {
  ORDER_ISSUES_HEADING,
  orderSubmitFieldErrors,
  orderSubmitProblemLines,
} from '#domain/orders/order-submit.rules';
import {
  DuplicateOrderNumberError,
  StaleOrderError,
  type OrderRecordStore,
  type OrderStore,
  type SavedFilterStore,
} from '#domain/orders/ports';
import type { WarehouseStore } from '#domain/warehouses/ports';
import type { ScheduledGrid } from '#domain/shipping-schedule/ports';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import type { BoxRecord } from '#domain/catalog/ports';
import type { PackingAlgorithm } from '#domain/packing/packing.schema';
import { newOrderPackingAlgorithm, shipmentNeedsBox } from '#domain/settings/box-packing-default.rules';
import type { AccountSettings } from '#domain/settings/account-settings.schema';
import {
  applyShipmentDefaults,
  weightContextOf,
  type ShipmentDefaultField,
} from '#domain/settings/shipment-defaults.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';
import type { DefaultCustoms } from '#domain/international/ports';
import type { WeightContext } from '#domain/units/weight.rules';
import { packUnboxedShipments } from './pack-order.use-case';

export interface OrderDeps {
  orders: OrderStore;
  warehouses: WarehouseStore;
  accounts: AccountStore;
  activity: ActivityLog;
  savedFilters: SavedFilterStore;
  ids: IdGenerator;
  clock?: () => Date;
  /**
   * The account's settings (accounts §3): with box packing on, new orders' shipments without a
   * box get one; the shipment defaults (dry ice, delivery confirmation, …) fill new shipments;
   * the weight math reads the account's dry ice as "the user's default" (orders §9).
   */
  accountSettings?: (accountId: string) => Promise<AccountSettings>;
  /** The account's boxes flagged for a packing algorithm. */
  packingBoxes?: (accountId: string, algorithm: PackingAlgorithm) => Promise<readonly BoxRecord[]>;
  /** Whether the caller sees late shipments (accounts §6: feature, enabled flag, preference); none when absent. */
  lateShipmentsVisible?: (caller: Caller) => Promise<boolean>;
  /** The schedule and fill time SLA for a caller holding the shippingSchedule feature; none for the others. */
  /**
   * The grid as the account's shipping schedule draws it, for a caller holding the shippingSchedule feature;
   * none for the others. A port, so order routes that never show rows leave the schedule's rules out.
   */
  scheduleFor?: (caller: Caller, now: Date) => Promise<ScheduledGrid | undefined>;
  /** The account's default international profile: a new order bound abroad takes it where customs were left out. */
  defaultCustoms?: DefaultCustoms;
}

/** Where a new order belongs: a connected store (the public API's custom store) instead of manual entry. */
export interface OrderOrigin {
  storeId: string;
  source: OrderSource;
}

export const ORDER_NOT_EDITABLE =
  'This order can no longer be edited: it has a label, a booking or a fulfilment, or it is awaiting a freight quote.';
export const DUPLICATE_ORDER_NUMBER = (n: string) => `Order number ${n} already exists`;
export const DUPLICATE_FILTER_NAME = OUR_MESSAGES.duplicateFilterName;
/** orders §5 "some filter applied to save" (wording ours). */
export const FILTER_NEEDS_CONDITION = OUR_MESSAGES.atLeastOne('filter');

const detail = (order: OrderRecord): OrderDetail => ({ order, row: toGridRow(order) });

const BULK_CONCURRENCY = 8;

/** What the order reads need: no packing, no settings, no warehouses (a read route bundles none of them). */
export type OrderReadDeps = Pick<
  OrderDeps,
  'orders' | 'accounts' | 'activity' | 'savedFilters' | 'ids' | 'clock' | 'lateShipmentsVisible' | 'scheduleFor'
>;

async function loadOrder(orders: OrderRecordStore, accountId: string, orderId: string): Promise<OrderRecord> {
  const order = await orders.get(accountId, orderId);
  if (!order) throw new NotFoundError('Order');
  return order;
}

/** The order as the caller may read it: late warnings only for those who see late shipments (accounts §6). */
async function visibleDetailFor(
  deps: Pick<OrderDeps, 'lateShipmentsVisible' | 'scheduleFor' | 'clock'>,
  caller: Caller,
  order: OrderRecord,
): Promise<OrderDetail> {
  const [showLate, scheduled] = await Promise.all([
    deps.lateShipmentsVisible?.(caller) ?? false,
    deps.scheduleFor?.(caller, (deps.clock ?? (() => new Date()))()),
  ]);
  const shown = detail(showLate ? order : orderWithoutLate(order));
  if (!scheduled) return shown;
  return {
    ...shown,
    row: scheduled.row(shown.row, order),
  };
}

/** The order routes that only read (and the team's saved filters): get, query, activity. */
export function makeOrderReads(deps: OrderReadDeps) {
  const now = deps.clock ?? (() => new Date());
  const newId = () => deps.ids.newId();

  async function query(caller: Caller, request: OrderQuery): Promise<OrderQueryResponse> {
    // The merchant's timezone matters only to date presets; skip the read otherwise.
    const [account, showLate, scheduled] = await Promise.all([
      request.filters.dateRange ? deps.accounts.getAccount(caller.accountId) : undefined,
      deps.lateShipmentsVisible?.(caller) ?? false,
      deps.scheduleFor?.(caller, now()),
    ]);
    const range = resolveDateRange(request.filters.dateRange, now(), account?.timezone ?? DEFAULT_ACCOUNT_TIMEZONE);
    const visible = showLate ? request : withoutLateFilter(request);
    if (!visible) return { items: [] };
    // Past fill time is the schedule's: without it (flag off) no order is past it.
    const view = scheduled;
    if (visible.filters.pastFillTime && !view) return { items: [] };
    const pastFillTime = visible.filters.pastFillTime && view ? (o: OrderRecord) => view.isPastFillTime(o) : undefined;
    const page = await deps.orders.query(caller.accountId, visible, range, pastFillTime);
    const rows = page.items.map((o) => (view ? view.row(toGridRow(o), o) : toGridRow(o)));
    return { items: showLate ? rows : rows.map(gridRowWithoutLate), ...(page.cursor ? { cursor: page.cursor } : {}) };
  }

  return {
    async get(caller: Caller, orderId: string): Promise<OrderDetail> {
      return visibleDetailFor(deps, caller, await loadOrder(deps.orders, caller.accountId, orderId));
    },

    query,

    async activity(caller: Caller, orderId: string) {
      await loadOrder(deps.orders, caller.accountId, orderId);
      return { items: await deps.activity.listForOrder(caller.accountId, orderId) };
    },

    async listSavedFilters(caller: Caller): Promise<{ items: SavedFilter[] }> {
      return { items: await deps.savedFilters.list(caller.accountId) };
    },

    async saveFilter(caller: Caller, input: { name: string; filters: OrderFilters }): Promise<SavedFilter> {
      if (!hasAnyFilter(input.filters))
        throw new ValidationError({ filters: FILTER_NEEDS_CONDITION }, FILTER_NEEDS_CONDITION);
      const saved = await deps.savedFilters.create(caller.accountId, {
        filterId: newId(),
        name: input.name,
        filters: input.filters,
        createdBy: caller.email || caller.userId,
      });
      if (!saved) throw new ValidationError({ name: DUPLICATE_FILTER_NAME }, DUPLICATE_FILTER_NAME);
      return saved;
    },

    async deleteSavedFilter(caller: Caller, filterId: string): Promise<void> {
      if (!(await deps.savedFilters.remove(caller.accountId, filterId))) throw new NotFoundError('Saved filter');
    },
  };
}

/** What writing an order needs whichever route writes it: the store, the warehouses, the activity log. */
export type OrderWriteDeps = Pick<OrderDeps, 'warehouses' | 'activity' | 'ids' | 'clock'> & {
  orders: OrderRecordStore;
};

/** The steps every order write shares: the warehouse snapshot, the version-guarded save, the activity entry. */
function orderWriter(deps: OrderWriteDeps) {
  /** The warehouse is looked up inside the caller's account: another account's id is simply unknown. */
  async function resolveWarehouse(accountId: string, warehouseId: string | undefined) {
    const id = warehouseId ?? (await deps.warehouses.getDefaultId(accountId));
    if (!id) return null;
    const warehouse = await deps.warehouses.get(accountId, id);
    if (!warehouse) throw new ValidationError({ warehouseId: MESSAGES.invalid });
    // The order keeps a snapshot: later edits of the address book do not rewrite shipped orders.
    const { createdAt: _c, updatedAt: _u, ...snapshot } = warehouse;
    return { ...snapshot, default: false };
  }

  async function log(caller: Caller, type: ActivityEventType, order: OrderRecord, message: string) {
    await deps.activity.record(caller.accountId, [
      { type, orderId: order.id, actor: caller.email || caller.userId, message },
    ]);
  }

  async function save(accountId: string, before: OrderRecord | undefined, after: OrderRecord): Promise<OrderRecord> {
    try {
      return before ? await deps.orders.replace(accountId, before, after) : await deps.orders.create(accountId, after);
    } catch (err) {
      if (err instanceof DuplicateOrderNumberError)
        throw new ValidationError({ orderNumber: DUPLICATE_ORDER_NUMBER(err.orderNumber) }, ORDER_ISSUES_HEADING, [
          DUPLICATE_ORDER_NUMBER(err.orderNumber),
        ]);
      if (err instanceof StaleOrderError) throw new ConflictError(err.message);
      throw err;
    }
  }

  return { resolveWarehouse, log, save };
}

/** Bulk actions on the grid's selection: no packing, settings or shipment defaults (its route bundles none). */
export function makeOrderBulk(deps: OrderWriteDeps) {
  const now = deps.clock ?? (() => new Date());
  const newId = () => deps.ids.newId();
  const { resolveWarehouse, log, save } = orderWriter(deps);

  async function bulkOne(caller: Caller, request: BulkOrderRequest, orderId: string): Promise<BulkOrderResult> {
    const order = await deps.orders.get(caller.accountId, orderId);
    if (!order) return { orderId, ok: false, error: 'Order not found' };
    const change = (patch: Partial<OrderRecord>): OrderRecord => ({ ...order, ...patch });
    let after: OrderRecord;
    let event: ActivityEventType;
    switch (request.action) {
      case 'archive':
        after = archivedOrder(order);
        event = 'order_archived';
        break;
      case 'unarchive':
        after = change({ archived: false });
        event = 'order_unarchived';
        break;
      case 'cancel':
        after = change({ isCancelled: true });
        event = 'order_canceled';
        break;
      case 'delete':
        after = change({ isDeleted: true });
        event = 'order_deleted';
        break;
      case 'restore':
        after = change({ isDeleted: false });
        event = 'order_edited';
        break;
      case 'addTags':
        after = change({ tags: normaliseTags([...order.tags, ...(request.tags ?? [])]) });
        event = 'order_tagged';
        break;
      case 'removeTags': {
        const drop = new Set((request.tags ?? []).map((t) => t.toLowerCase()));
        after = change({ tags: order.tags.filter((t) => !drop.has(t.toLowerCase())) });
        event = 'order_tagged';
        break;
      }
      case 'setBatch':
        after = change({ batchNumber: request.batchNumber });
        event = 'order_batched';
        break;
      case 'removeFromBatch':
        after = change({ batchNumber: null });
        event = 'order_removed_from_batch';
        break;
      case 'duplicate': {
        let attempt = 1;
        for (;;) {
          const candidate = duplicateOrderNumberCandidate(order.orderNumber, attempt++);
          if (await deps.orders.findByOrderNumber(caller.accountId, order.storeId, candidate)) continue;
          const copy = duplicateOrder(order, { id: newId(), now: now(), orderNumber: candidate, newShipmentId: newId });
          await save(caller.accountId, undefined, copy);
          await log(caller, 'order_duplicated', copy, `Order ${copy.orderNumber} duplicated from ${order.orderNumber}`);
          return { orderId, ok: true, newOrderId: copy.id };
        }
      }
      case 'edit': {
        if (!isOrderEditable(order)) return { orderId, ok: false, error: ORDER_NOT_EDITABLE };
        const f = request.fields ?? {};
        const warehouse = f.warehouseId ? await resolveWarehouse(caller.accountId, f.warehouseId) : order.warehouse;
        after = change({
          warehouse,
          ...(f.shipmentType ? { shipmentType: f.shipmentType } : {}),
          ...(f.comment !== undefined ? { comment: f.comment } : {}),
          ...(f.holdDate !== undefined ? { holdDate: f.holdDate } : {}),
          shipments: order.shipments.map((s) => ({
            ...s,
            options: {
              ...s.options,
              ...(f.saturdayDelivery !== undefined ? { saturdayDelivery: f.saturdayDelivery } : {}),
              ...(f.deliveryConfirmation !== undefined ? { deliveryConfirmation: f.deliveryConfirmation } : {}),
              ...(f.carbonNeutral !== undefined ? { carbonNeutral: f.carbonNeutral } : {}),
            },
          })),
        });
        event = 'order_edited';
        break;
      }
    }
    await save(caller.accountId, order, after);
    await log(caller, event, after, `Order ${order.orderNumber}: ${request.action}`);
    return { orderId, ok: true };
  }

  return {
    /** Each order succeeds or fails on its own; a few run at once so 500 orders fit the API timeout. */
    async bulk(caller: Caller, request: BulkOrderRequest): Promise<{ results: BulkOrderResult[] }> {
      const orderIds = [...new Set(request.orderIds)];
      const results: BulkOrderResult[] = new Array(orderIds.length);
      await forEachConcurrently(
        orderIds.map((_, i) => i),
        BULK_CONCURRENCY,
        async (i) => {
          try {
            results[i] = await bulkOne(caller, request, orderIds[i]);
          } catch (err) {
            results[i] = { orderId: orderIds[i], ok: false, error: err instanceof Error ? err.message : 'Failed' };
          }
        },
      );
      return { results };
    },
  };
}

/** What creating and editing an order need: the writer's ports, the account's settings and boxes, late visibility. */
export type OrderEditDeps = OrderWriteDeps &
  Pick<OrderDeps, 'accountSettings' | 'packingBoxes' | 'lateShipmentsVisible' | 'scheduleFor' | 'defaultCustoms'>;

/** Create and update: the only order routes that pack boxes and fill shipment defaults. */
export function makeOrderEdits(deps: OrderEditDeps) {
  const now = deps.clock ?? (() => new Date());
  const newId = () => deps.ids.newId();

  const { resolveWarehouse, log, save } = orderWriter(deps);
  const load = (accountId: string, orderId: string) => loadOrder(deps.orders, accountId, orderId);

  function content(values: OrderRequestValues): OrderContent {
    const { warehouseId: _w, version: _v, ...rest } = values;
    return rest;
  }

  const settingsOf = async (accountId: string): Promise<AccountSettings | undefined> =>
    deps.accountSettings ? deps.accountSettings(accountId) : undefined;
  const weightsOf = (settings: AccountSettings | undefined): WeightContext | undefined =>
    settings ? weightContextOf(settings) : undefined;

  /**
   * A new order's shipments: orders §3 box packing (its own flags, else the account's setting)
   * chooses boxes, then the account's shipment defaults fill what each shipment as sent left
   * unset (`unset[i]` for the i-th shipment sent; a shipment packed into several boxes gives
   * each of them the same defaults).
   */
  async function newShipments(
    accountId: string,
    values: OrderRequestValues,
    order: OrderContent,
    settings: AccountSettings | undefined,
    unset: readonly ShipmentDefaultField[][],
    warehouseCountry: string | undefined,
  ): Promise<Shipment[]> {
    const algorithm =
      deps.packingBoxes && order.shipments.some(shipmentNeedsBox)
        ? newOrderPackingAlgorithm(values, settings ?? {})
        : undefined;
    const boxes = algorithm && deps.packingBoxes ? await deps.packingBoxes(accountId, algorithm) : [];
    const shipments = order.shipments.flatMap((sent, i) => {
      const packed = algorithm ? packUnboxedShipments([sent], boxes, algorithm) : [sent];
      return settings
        ? packed.map((s) => applyShipmentDefaults(s, settings, unset[i] ?? [], { orderValue: order.orderValue }))
        : packed;
    });
    const fill = deps.defaultCustoms?.(accountId);
    return fill
      ? fill(shipments, { origin: warehouseCountry, destination: order.shippingAddress?.country })
      : shipments;
  }

  /** The order submit checks (orders §5) as one notice with a line per problem. */
  function assertSubmittable(order: OrderRecord) {
    const lines = orderSubmitProblemLines(order);
    if (lines.length) throw new ValidationError(orderSubmitFieldErrors(order), ORDER_ISSUES_HEADING, lines);
  }

  const visibleDetail = (caller: Caller, order: OrderRecord) => visibleDetailFor(deps, caller, order);

  return {
    /**
     * POST /api/v1/orders. `unsetDefaults` lists, per shipment as sent, the groups the request
     * left unset (shipment-defaults.rules `unsetFieldsOfShipments`); those take the account's defaults.
     */
    async create(
      caller: Caller,
      values: OrderRequestValues,
      request: {
        unsetDefaults?: ShipmentDefaultField[][];
        origin?: OrderOrigin;
        /** An importer's new order waiting for the import rules since then (automation-pending.rules). */
        automationPendingSince?: string;
      } = {},
    ): Promise<OrderDetail> {
      const warehouse = await resolveWarehouse(caller.accountId, values.warehouseId);
      const settings = await settingsOf(caller.accountId);
      const sent = content(values);
      const shipments = await newShipments(
        caller.accountId,
        values,
        sent,
        settings,
        request.unsetDefaults ?? [],
        warehouse?.address?.country,
      );
      const built = buildNewOrder(
        { ...sent, shipments },
        { id: newId(), now: now(), newShipmentId: newId, warehouse, weights: weightsOf(settings), ...request.origin },
      );
      const order = request.automationPendingSince
        ? withAutomationPending(built, request.automationPendingSince)
        : built;
      assertSubmittable(order);
      const saved = await save(caller.accountId, undefined, order);
      await log(caller, 'order_created', saved, `Order ${saved.orderNumber} created`);
      return detail(saved);
    },

    async update(caller: Caller, orderId: string, values: OrderRequestValues): Promise<OrderDetail> {
      const existing = await load(caller.accountId, orderId);
      if (values.version !== undefined && values.version !== existing.version)
        throw new ConflictError(new StaleOrderError().message);
      if (!isOrderEditable(existing)) throw new ConflictError(ORDER_NOT_EDITABLE);
      const warehouse = await resolveWarehouse(caller.accountId, values.warehouseId);
      // Fields the merchant changes by hand are recorded, so automation runs keep them.
      const order = withHandEdits(
        existing,
        applyOrderEdit(existing, content(values), {
          now: now(),
          newShipmentId: newId,
          warehouse,
          weights: weightsOf(await settingsOf(caller.accountId)),
        }),
      );
      assertSubmittable(order);
      const saved = await save(caller.accountId, existing, order);
      await log(caller, 'order_edited', saved, `Order ${saved.orderNumber} edited`);
      return visibleDetail(caller, saved);
    },
  };
}

export type OrderEdits = ReturnType<typeof makeOrderEdits>;
