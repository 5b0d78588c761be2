import type { OrderRequestValues } from '#api/orders';
import type { PublicOrderResponse } from '#api/public-orders';
import type { IdGenerator } from '#domain/accounts/ports';
import type { OrderRecord } from '#domain/orders/order-record';
import type { OrderRecordStore } from '#domain/orders/ports';
import type { ApiKeyStore } from '#domain/api-keys/ports';
import type { ShipmentDefaultField } from '#domain/settings/shipment-defaults.rules';
import type { CustomStoreConnections } from '#domain/stores/store-connection';
import { MESSAGES } from '#domain/validation/messages';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import { DUPLICATE_ORDER_NUMBER, type OrderEdits } from '#functions/orders/use-cases/order.use-cases';
import { apiKeyIdOf } from './api-keys.use-cases';
import { boundCustomStore, ensureCustomStore } from './custom-store';
import type { AutomationRunQueue } from '#domain/automations/ports';

/** How many orders of one number a lookup across the account reads (one per store that has it, at most). */
const SAME_NUMBER_ORDERS_MAX = 25;
/** Creates tried while other POSTs of the same number are in flight (each round has a winner to find). */
const CREATE_ATTEMPTS = 3;

export interface PublicOrderDeps {
  orders: Pick<OrderRecordStore, 'findByOrderNumber' | 'findCustomByOrderNumber'> & {
    /** The account's orders of this number in any store (an index read: may trail a write by a moment). */
    findByOrderNumberInAnyStore(accountId: string, orderNumber: string, limit: number): Promise<OrderRecord[]>;
  };
  orderEdits: Pick<OrderEdits, 'create' | 'update'>;
  keys: Pick<ApiKeyStore, 'boundStore' | 'bindStore'>;
  stores: CustomStoreConnections;
  ids: IdGenerator;
  clock?: () => Date;
  /** Where an order the API created goes for the account's import rules (applied after the answer). */
  automations?: AutomationRunQueue;
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
  const newId = () => deps.ids.newId();

  /**
   * The custom store the caller's key writes into. A key made before keys were bound is bound here, on
   * its first call, to the store it fed until then (the account's custom store).
   */
  async function customStore(caller: Caller) {
    const keyId = apiKeyIdOf(caller);
    const bound = keyId ? await deps.keys.boundStore(caller.accountId, keyId) : undefined;
    if (bound) return boundCustomStore(deps.stores, caller.accountId, bound, now(), newId);
    const store = await ensureCustomStore(deps.stores, caller.accountId, now(), newId);
    if (!keyId || bound === undefined) return store;
    const storeId = await deps.keys.bindStore(caller.accountId, keyId, store.storeId);
    return storeId === store.storeId ? store : boundCustomStore(deps.stores, caller.accountId, storeId, now(), newId);
  }

  /**
   * The account's order of this number: the key's store's first (its claim, read consistently), then the
   * custom stores' account-wide claim (consistent too), else, for an order made before that claim existed,
   * one in another custom store found by the order-number index. Orders of other platforms are never the
   * API's to answer or replace.
   */
  async function findOrder(caller: Caller, storeId: string, orderNumber: string) {
    const own =
      (await deps.orders.findByOrderNumber(caller.accountId, storeId, orderNumber)) ??
      (await deps.orders.findCustomByOrderNumber(caller.accountId, orderNumber));
    if (own) return own;
    const found = await deps.orders.findByOrderNumberInAnyStore(caller.accountId, orderNumber, SAME_NUMBER_ORDERS_MAX);
    if (!found.length) return undefined;
    const custom = new Set(
      (await deps.stores.list(caller.accountId)).filter((c) => c.platform === 'custom').map((c) => c.storeId),
    );
    return found.find((order) => custom.has(order.storeId));
  }

  return {
    /**
     * Idempotent by order number across the account's custom stores: a replayed POST (a retry after
     * a timeout) answers the order already made, unchanged, with 200; PUT is how it changes.
     */
    async create(
      caller: Caller,
      values: OrderRequestValues,
      request: { unsetDefaults?: ShipmentDefaultField[][] } = {},
    ): Promise<PublicOrderAnswer> {
      const store = await customStore(caller);
      // Written automation pending while the account has an active import rule, so a lost send is sent again.
      const pendingSince = (await deps.automations?.importRulesActive(caller.accountId))
        ? now().toISOString()
        : undefined;
      for (let attempt = 1; ; attempt++) {
        const existing = values.orderNumber ? await findOrder(caller, store.storeId, values.orderNumber) : undefined;
        if (existing) return answer(200, existing);
        try {
          const made = await deps.orderEdits.create(caller, values, {
            ...request,
            origin: { storeId: store.storeId, source: 'custom' },
            automationPendingSince: pendingSince,
          });
          // An order from the API is an import: the automations worker applies the import rules shortly after.
          if (pendingSince) await deps.automations?.enqueue(caller.accountId, [made.order.id]);
          return answer(201, made.order);
        } catch (err) {
          // POSTs of one number at once, through one key or several: the ones whose claim lost answer the
          // winner's order, as a replay would (whatever their bodies); a write still in flight is read again.
          const lost =
            err instanceof ValidationError &&
            err.fieldErrors.orderNumber === DUPLICATE_ORDER_NUMBER(values.orderNumber);
          const inFlight = err instanceof ConflictError;
          if (!(lost || inFlight) || attempt === CREATE_ATTEMPTS) throw err;
        }
      }
    },

    /** The order of that number in the account's custom stores; the body's order number must be that one. */
    async update(caller: Caller, orderNumber: string, values: OrderRequestValues): Promise<PublicOrderAnswer> {
      if (values.orderNumber !== orderNumber)
        throw new ValidationError({ orderNumber: MESSAGES.invalid }, MESSAGES.invalid, [
          `orderNumber must be ${orderNumber}`,
        ]);
      const store = await customStore(caller);
      const existing = await findOrder(caller, store.storeId, orderNumber);
      if (!existing) throw new NotFoundError('Order');
      const saved = await deps.orderEdits.update(caller, existing.id, values);
      return answer(200, saved.order);
    },
  };
}

export type PublicOrders = ReturnType<typeof makePublicOrders>;
