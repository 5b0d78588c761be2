import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DateRange } from '#domain/dates/date-range.rules';
import { orderMatches } from '#domain/orders/order-filter.rules';
import { toGridRow } from '#domain/orders/order-grid.rules';
import {
  orderNumberKey,
  planCoversFilters,
  planOrderQuery,
  planUsesDateKey,
  type OrderIndexPlan,
} from '#domain/orders/order-query-plan.rules';
import type { OrderQuery } from '#domain/orders/order-query.schema';
import type { OrderRecord } from '#domain/orders/order-record';
import { holdsAccountWideNumber } from '#domain/orders/order-record';
import {
  DuplicateOrderNumberError,
  StaleOrderError,
  type OrderPage,
  type OrderRecordStore,
  type OrderStore,
} from '#domain/orders/ports';
import { dynamoDocumentClient } from '#lib/clients';
import { batchGetAll } from '#lib/db/batch-get';
import { decodeCursor, encodeCursor, readFromCursor, startKeyOf } from '#lib/db/cursor';
import { CUSTOM_STORES_CLAIM, OrderEntity, OrderNumberClaimEntity, OrderTagEntity } from '../db/order.entity';
import { onTable } from '#lib/db/table';
import { describeReasons, refused, writeTransaction } from '#lib/db/transaction';
import { docOf, indexAttributes, orderTagChangeItems, uniqueTagKeys } from '../order-writes';

const READ_PAGE = 200;

/** An order's own transaction: the order, its number's claim and its tag index items. */
const ORDER_WRITE = { order: OrderEntity, orderNumberClaim: OrderNumberClaimEntity, orderTag: OrderTagEntity };

/** The key condition for a plan, built by the entity so key formats live in one place. */
function keyQuery(accountId: string, plan: OrderIndexPlan, range: DateRange | undefined): QueryCommandInput {
  const q = onTable(OrderEntity).query;
  const between = <
    T extends {
      between: (a: { orderDate: string }, b: { orderDate: string }) => { params: () => object };
      params: () => object;
    },
  >(
    builder: T,
  ) =>
    range && planUsesDateKey(plan)
      ? builder.between({ orderDate: range.start.toISOString() }, { orderDate: range.end.toISOString() }).params()
      : builder.params();
  switch (plan.index) {
    case 'byView':
      return between(q.byView({ accountId, view: plan.view })) as QueryCommandInput;
    case 'byStatus':
      return between(q.byStatus({ accountId, statusKey: plan.statusKey })) as QueryCommandInput;
    case 'byBatch':
      return between(q.byBatch({ accountId, batchNumber: plan.batchNumber })) as QueryCommandInput;
    case 'byCustomer':
      return between(q.byCustomer({ accountId, customerId: plan.customerId })) as QueryCommandInput;
    case 'byOrderNumber':
      return (
        plan.prefix
          ? q.byOrderNumber({ accountId }).begins({ orderNumberKey: plan.prefix })
          : q.byOrderNumber({ accountId })
      ).params() as QueryCommandInput;
    case 'byTag': {
      const tags = onTable(OrderTagEntity).query.byTag({ accountId, tagKey: plan.tagKey });
      return (
        range ? tags.between({ orderDate: range.start.toISOString() }, { orderDate: range.end.toISOString() }) : tags
      ).params() as QueryCommandInput;
    }
  }
}

/** The orders of `orderIds` that exist, in that order (a batch get refuses a key named twice, so each is asked once). */
async function getDocs(accountId: string, orderIds: readonly string[]): Promise<OrderRecord[]> {
  const keys = [...new Set(orderIds)].map((orderId) => ({ accountId, orderId }));
  const items = await batchGetAll(keys, (batch) => onTable(OrderEntity).get(batch).go());
  const found = new Map(items.map((item) => [item.orderId, item.doc as OrderRecord]));
  return orderIds.map((id) => found.get(id)).filter((o): o is OrderRecord => Boolean(o));
}

/** The orders themselves (reads by id or number, guarded writes), without the grid's query. */
export const dynamoOrderRecords: OrderRecordStore = {
  async get(accountId, orderId) {
    const { data } = await onTable(OrderEntity).get({ accountId, orderId }).go();
    return data ? (data.doc as OrderRecord) : undefined;
  },

  getMany: getDocs,

  async findByOrderNumber(accountId, storeId, orderNumber) {
    // Consistent: a writer that lost a number's claim to a concurrent one reads the winner's order next.
    const { data } = await onTable(OrderNumberClaimEntity)
      .get({ accountId, storeId, orderNumberKey: orderNumberKey(orderNumber) })
      .go({ consistent: true });
    return data ? this.get(accountId, data.orderId) : undefined;
  },

  findCustomByOrderNumber(accountId, orderNumber) {
    return this.findByOrderNumber(accountId, CUSTOM_STORES_CLAIM, orderNumber);
  },

  async findManyByOrderNumbers(accountId, storeId, orderNumbers) {
    // Batch gets of the claims, then of the orders they point at.
    const keys = [...new Set(orderNumbers.map(orderNumberKey))].map((key) => ({
      accountId,
      storeId,
      orderNumberKey: key,
    }));
    const claims = await batchGetAll(keys, (batch) => onTable(OrderNumberClaimEntity).get(batch).go());
    const orders = await getDocs(
      accountId,
      claims.map((claim) => claim.orderId),
    );
    return new Map(orders.map((o) => [orderNumberKey(o.orderNumber), o]));
  },

  async create(accountId, order) {
    const doc = docOf(order, 1);
    const result = await writeTransaction(ORDER_WRITE, ({ order: orders, orderNumberClaim, orderTag }) => ({
      numberClaim: [order.storeId, ...(holdsAccountWideNumber(order) ? [CUSTOM_STORES_CLAIM] : [])].map((storeId) =>
        orderNumberClaim
          .create({ accountId, storeId, orderNumberKey: orderNumberKey(order.orderNumber), orderId: order.id })
          .commit(),
      ),
      order: [orders.create({ ...indexAttributes(accountId, order), version: 1, doc }).commit()],
      tags: uniqueTagKeys(order.tags).map((t) =>
        orderTag.create({ accountId, tagKey: t, orderDate: order.orderDate, orderId: order.id }).commit(),
      ),
    }));
    if (!result.ok) {
      if (refused(result.reasons.numberClaim)) throw new DuplicateOrderNumberError(order.orderNumber);
      // Another write of the number in flight: which one wins is not known yet, so the caller reads again.
      if (result.reasons.numberClaim.includes('TransactionConflict')) throw new StaleOrderError();
      throw new Error(`Order create was cancelled: ${describeReasons(result.reasons)}`);
    }
    return doc;
  },

  async replace(accountId, before, after) {
    const version = (before.version ?? 1) + 1;
    const doc = docOf(after, version);
    const beforeKey = orderNumberKey(before.orderNumber);
    const afterKey = orderNumberKey(after.orderNumber);
    const numberChanged = beforeKey !== afterKey || before.storeId !== after.storeId;
    // The claims the new number takes (refused if taken) and the old one gives back: its store's, and a
    // custom order's account-wide one, given back only if this order holds it (an order made before those
    // claims holds none, and another order may hold its number).
    const taken = numberChanged ? [after.storeId] : [];
    const released = numberChanged ? [before.storeId] : [];
    if (beforeKey !== afterKey) {
      if (holdsAccountWideNumber(after)) taken.push(CUSTOM_STORES_CLAIM);
      if ((await this.findCustomByOrderNumber(accountId, before.orderNumber))?.id === before.id)
        released.push(CUSTOM_STORES_CLAIM);
    }
    const result = await writeTransaction(ORDER_WRITE, ({ order: orders, orderNumberClaim, orderTag }) => ({
      order: [
        orders
          .put({ ...indexAttributes(accountId, after), version, doc })
          .where((attr, { eq }) => eq(attr.version, before.version ?? 1))
          .commit(),
      ],
      numberClaim: [
        ...taken.map((storeId) =>
          orderNumberClaim.create({ accountId, storeId, orderNumberKey: afterKey, orderId: after.id }).commit(),
        ),
        ...released.map((storeId) =>
          orderNumberClaim.delete({ accountId, storeId, orderNumberKey: beforeKey }).commit(),
        ),
      ],
      tags: orderTagChangeItems({ orderTag }, accountId, before, after),
    }));
    if (!result.ok) {
      const { reasons } = result;
      if (refused(reasons.order)) throw new StaleOrderError();
      if (refused(reasons.numberClaim)) throw new DuplicateOrderNumberError(after.orderNumber);
      throw new Error(`Order update was cancelled: ${describeReasons(reasons)}`);
    }
    return doc;
  },
};

/** The grid's query: its planning, filters and cursor pages. */
async function queryOrders(
  accountId: string,
  query: OrderQuery,
  range: DateRange | undefined,
  alsoMatches?: (order: OrderRecord) => boolean,
): Promise<OrderPage> {
  const plan = planOrderQuery(query);
  const input = keyQuery(accountId, plan, range);
  const ascending = query.sort.direction === 'asc';
  // Filters the key does not serve are applied on the rows read, so read more than a page then.
  const readLimit = !alsoMatches && planCoversFilters(plan, query.filters) ? query.pageSize : READ_PAGE;
  const items: OrderRecord[] = [];
  const fromCursor = decodeCursor(query.cursor, { accountId, query: input });
  let startKey: Record<string, unknown> | undefined = fromCursor;
  for (;;) {
    // Only the caller's cursor can be refused; later pages start from DynamoDB's own keys.
    const res = await readFromCursor(startKey === fromCursor ? fromCursor : undefined, 'cursor', () =>
      dynamoDocumentClient().send(
        new QueryCommand({ ...input, ExclusiveStartKey: startKey, Limit: readLimit, ScanIndexForward: ascending }),
      ),
    );
    const raw = res.Items ?? [];
    const docs =
      plan.index === 'byTag'
        ? await getDocs(
            accountId,
            raw.map((i) => i.orderId as string),
          )
        : raw.map((i) => i.doc as OrderRecord);
    const byId = new Map(docs.map((d) => [d.id, d]));
    for (const item of raw) {
      const doc = byId.get(item.orderId as string);
      if (!doc || !orderMatches(doc, query.filters, range, toGridRow(doc))) continue;
      if (alsoMatches && !alsoMatches(doc)) continue;
      items.push(doc);
      if (items.length === query.pageSize) {
        // The page ends on this item: continue after its key (and only if more may follow).
        const isLastRead = item === raw[raw.length - 1] && !res.LastEvaluatedKey;
        return { items, cursor: isLastRead ? undefined : encodeCursor(startKeyOf(item, input.IndexName)) };
      }
    }
    if (!res.LastEvaluatedKey) return { items };
    startKey = res.LastEvaluatedKey;
  }
}

/**
 * The records and the grid's query. Marked pure (a spread would not be) so that routes which
 * only read or write single orders drop the query's planning, filters and cursor from their bundle.
 */
export const dynamoOrderStore: OrderStore = /* @__PURE__ */ Object.assign({ query: queryOrders }, dynamoOrderRecords);
