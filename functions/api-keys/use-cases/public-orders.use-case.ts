import type { OrderRequestValues } from '#api/orders';
import type { PublicOrderResponse } from '#api/public-orders';
import type { IdGenerator } from '#domain/accounts/ports';
import type { OrderRecord } from '#domain/orders/order-record';
import type { OrderRecordStore } from '#domain/orders/ports';
import type { ShipmentDefaultField } from '#domain/settings/shipment-defaults.rules';
import type { StoreConnectionStore } from '#domain/stores/store-connection';
import { MESSAGES } from '#domain/validation/messages';
import { NotFoundError, ValidationError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import type { OrderEdits } from '#functions/orders/use-cases/order.use-cases';
import { ensureCustomStore } from './custom-store';

export interface PublicOrderDeps {
  orders: Pick<OrderRecordStore, 'findByOrderNumber'>;
  orderEdits: Pick<OrderEdits, 'create' | 'update'>;
  stores: StoreConnectionStore;
  ids: IdGenerator;
  clock?: () => Date;
}

export interface PublicOrderAnswer {
  /** 201 when this call made the order, 200 when it already existed (a replayed POST). */
  status: 200 | 201;
  body: PublicOrderResponse;
}

const answer = (status: 200 | 201, order: OrderRecord): PublicOrderAnswer => ({ status, body: { order } });

/**
 * The custom store's public API (orders §1 custom kind): orders land through the app's own create
 * and update use cases, in the account's custom store (source `custom`), so they meet the same
 * checks, defaults, packing and activity log as the order editor's.
 */
export function makePublicOrders(deps: PublicOrderDeps) {
  const now = deps.clock ?? (() => new Date());
  const customStore = (caller: Caller) =>
    ensureCustomStore(deps.stores, caller.accountId, now(), () => deps.ids.newId());

  return {
    /**
     * Idempotent by order number within the custom store: a replayed POST (a retry after a
     * timeout) answers the order already made, unchanged, with 200; PUT is how it changes.
     */
    async create(
      caller: Caller,
      values: OrderRequestValues,
      request: { unsetDefaults?: ShipmentDefaultField[][] } = {},
    ): Promise<PublicOrderAnswer> {
      const store = await customStore(caller);
      const existing = values.orderNumber
        ? await deps.orders.findByOrderNumber(caller.accountId, store.storeId, values.orderNumber)
        : undefined;
      if (existing) return answer(200, existing);
      try {
        const made = await deps.orderEdits.create(caller, values, {
          ...request,
          origin: { storeId: store.storeId, source: 'custom' },
        });
        return answer(201, made.order);
      } catch (err) {
        // Two deliveries of one order at once: the one that lost the order number's claim answers the winner's order.
        const raced =
          err instanceof ValidationError && err.fieldErrors.orderNumber
            ? await deps.orders.findByOrderNumber(caller.accountId, store.storeId, values.orderNumber)
            : undefined;
        if (raced) return answer(200, raced);
        throw err;
      }
    },

    /** The order named by the custom store's order number; the body's order number must be that one. */
    async update(caller: Caller, orderNumber: string, values: OrderRequestValues): Promise<PublicOrderAnswer> {
      if (values.orderNumber !== orderNumber)
        throw new ValidationError({ orderNumber: MESSAGES.invalid }, MESSAGES.invalid, [
          `orderNumber must be ${orderNumber}`,
        ]);
      const store = await customStore(caller);
      const existing = await deps.orders.findByOrderNumber(caller.accountId, store.storeId, orderNumber);
      if (!existing) throw new NotFoundError('Order');
      const saved = await deps.orderEdits.update(caller, existing.id, values);
      return answer(200, saved.order);
    },
  };
}

export type PublicOrders = ReturnType<typeof makePublicOrders>;
