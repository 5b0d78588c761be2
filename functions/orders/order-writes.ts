import type { ActivityEvent } from '#domain/activity/activity.constants';
import { withoutAutomationPending } from '#domain/automations/automation-pending.rules';
import type { AutomatedOrder } from '#domain/automations/order-fields.rules';
import { orderView } from '#domain/orders/order-filter.rules';
import { orderStatusKey } from '#domain/orders/order-grid.rules';
import { orderNumberKey, tagKey } from '#domain/orders/order-query-plan.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { batchGetAll } from '#lib/db/batch-get';
import { onTable } from '#lib/db/table';
import type { TransactionEntities, TransactionItem } from '#lib/db/transaction';
import { OrderEntity, OrderTagEntity } from './db/order.entity';
import { ActivityEventEntity } from './db/order-support.entity';

/**
 * What other domains may do with an order, the orders domain's face: read one, and replace one with
 * its activity inside their own transaction (a label bought, a refund settled, a tracking status, a
 * store fulfilment). The order's keys and entities stay here; the grid's query planning stays in the
 * order store, out of these callers' bundles.
 */

/** The order's participants in another domain's transaction; spread them into its entity group. */
export const ORDER_WITH_ACTIVITY = { order: OrderEntity, activityEvent: ActivityEventEntity };

type OrderTx = TransactionEntities<typeof ORDER_WITH_ACTIVITY>;

/** The order's participants when a write may change its tags: the "orders by tag" items move with them. */
export const ORDER_WITH_TAGS = { ...ORDER_WITH_ACTIVITY, orderTag: OrderTagEntity };

/** An order's tags as the tag index keys them, each once. */
export const uniqueTagKeys = (tags: readonly string[]): string[] => [...new Set(tags.map(tagKey).filter(Boolean))];

/** The tags whose index items a replacement removes and adds (all of them when the order's date moved). */
export function tagChangesOf(
  before: Pick<OrderRecord, 'orderDate' | 'tags'>,
  after: Pick<OrderRecord, 'orderDate' | 'tags'>,
): { removed: string[]; added: string[] } {
  const beforeTags = uniqueTagKeys(before.tags);
  const afterTags = uniqueTagKeys(after.tags);
  if (before.orderDate !== after.orderDate) return { removed: beforeTags, added: afterTags };
  return {
    removed: beforeTags.filter((t) => !afterTags.includes(t)),
    added: afterTags.filter((t) => !beforeTags.includes(t)),
  };
}

/**
 * The "orders by tag" items a replacement needs beside the order (one adjacency item per tag, keyed by the order's
 * date): the removed tags' items deleted and the added tags' written; all of them moved when the date changed.
 */
export function orderTagChangeItems(
  tx: Pick<TransactionEntities<typeof ORDER_WITH_TAGS>, 'orderTag'>,
  accountId: string,
  before: Pick<OrderRecord, 'id' | 'orderDate' | 'tags'>,
  after: Pick<OrderRecord, 'id' | 'orderDate' | 'tags'>,
): TransactionItem[] {
  const { removed, added } = tagChangesOf(before, after);
  return [
    ...removed.map((t) =>
      tx.orderTag.delete({ accountId, tagKey: t, orderDate: before.orderDate, orderId: before.id }).commit(),
    ),
    ...added.map((t) =>
      tx.orderTag.put({ accountId, tagKey: t, orderDate: after.orderDate, orderId: after.id }).commit(),
    ),
  ];
}

/** The attributes beside `doc` that serve the grid's indexes (docs/data-model.md). */
export function indexAttributes(accountId: string, order: OrderRecord) {
  return {
    accountId,
    orderId: order.id,
    orderDate: order.orderDate,
    view: orderView(order),
    statusKey: orderStatusKey(order),
    orderNumberKey: orderNumberKey(order.orderNumber),
    batchNumber: order.batchNumber ?? '',
    customerId: order.customerId ?? '',
    automationPendingSince: (order as AutomatedOrder).automation?.pendingSince ?? '',
  };
}

export function docOf(order: OrderRecord, version: number): OrderRecord {
  return {
    ...order,
    version,
    updatedAt: new Date().toISOString(),
    createdAt: order.createdAt ?? new Date().toISOString(),
  };
}

/**
 * The version-guarded write of an order whose number, store, date and tags are unchanged (a label,
 * a refund), as an item of another domain's transaction; answers the stored record too.
 */
export function orderReplaceItem(
  tx: Pick<OrderTx, 'order'>,
  accountId: string,
  before: OrderRecord,
  after: OrderRecord,
): { item: TransactionItem; doc: OrderRecord } {
  const version = (before.version ?? 1) + 1;
  const doc = docOf(after, version);
  const item = tx.order
    .put({ ...indexAttributes(accountId, after), version, doc })
    .where((attr, { eq }) => eq(attr.version, before.version ?? 1))
    .commit();
  return { item, doc };
}

/**
 * The version-guarded write of an order whose one change is its automation-pending mark cleared (the import rules
 * ran on it and changed nothing), as an item of another domain's transaction: the mark is removed in place from
 * the doc and from the pending index, and the version moves on, without sending the document again (most orders
 * of a large import are these). Answers the stored record too, as `orderReplaceItem` does.
 */
export function orderPendingClearedItem(
  accountId: string,
  before: OrderRecord,
): { item: TransactionItem; doc: OrderRecord } {
  const version = (before.version ?? 1) + 1;
  const doc = docOf(withoutAutomationPending(before as AutomatedOrder), version);
  const pendingIndex = OrderEntity.schema.indexes.automationPending;
  const { TableName, Key } = onTable(OrderEntity).get({ accountId, orderId: before.id }).params() as {
    TableName: string;
    Key: Record<string, string>;
  };
  const item = {
    Update: {
      TableName,
      Key,
      UpdateExpression:
        'SET #version = :version, #updatedAt = :updatedAt, #pendingAttr = :none, #doc.#version = :version, ' +
        '#doc.#updatedAt = :updatedAt REMOVE #doc.#automation.#pendingSince, #doc.#automation.#resends, ' +
        '#pendingPk, #pendingSk',
      // Also refused when the order is gone: a missing version equals nothing.
      ConditionExpression: '#version = :before',
      ExpressionAttributeNames: {
        '#version': 'version',
        '#updatedAt': 'updatedAt',
        '#pendingAttr': 'automationPendingSince',
        '#doc': 'doc',
        '#automation': 'automation',
        '#pendingSince': 'pendingSince',
        '#resends': 'resends',
        '#pendingPk': pendingIndex.pk.field,
        '#pendingSk': pendingIndex.sk.field,
      },
      ExpressionAttributeValues: {
        ':version': version,
        ':before': before.version ?? 1,
        ':updatedAt': doc.updatedAt,
        ':none': '',
      },
    },
  };
  return { item, doc };
}

/** One activity event of an order, written with it. */
export interface OrderActivity {
  eventId: string;
  at: string;
  orderId: string;
  type: ActivityEvent['type'];
  message: string;
  actor: string;
  details?: Record<string, unknown>;
}

/**
 * "Replace an order with its activity": the parts `order` (version-guarded: refused when the order
 * moved on) and `activity` of the caller's transaction.
 */
export function replaceOrderWithActivity(
  tx: OrderTx,
  accountId: string,
  before: OrderRecord,
  after: OrderRecord,
  activity: readonly OrderActivity[],
): { order: TransactionItem[]; activity: TransactionItem[] } {
  return {
    order: [orderReplaceItem(tx, accountId, before, after).item],
    activity: activity.map((event) => tx.activityEvent.put({ accountId, ...event }).commit()),
  };
}

/** The order read strongly, since a version-guarded write follows. */
export async function readOrder(accountId: string, orderId: string): Promise<OrderRecord | undefined> {
  const { data } = await onTable(OrderEntity).get({ accountId, orderId }).go({ consistent: true });
  return data ? (data.doc as OrderRecord) : undefined;
}

/** An order as the grid shows it (eventually consistent). */
export async function getOrder(accountId: string, orderId: string): Promise<OrderRecord | undefined> {
  const { data } = await onTable(OrderEntity).get({ accountId, orderId }).go();
  return data ? (data.doc as OrderRecord) : undefined;
}

/** The orders of `orderIds` that exist (a batch get refuses a key named twice, so each is asked once). */
export async function getOrders(accountId: string, orderIds: readonly string[]): Promise<OrderRecord[]> {
  const keys = [...new Set(orderIds)].map((orderId) => ({ accountId, orderId }));
  const items = await batchGetAll(keys, (batch) => onTable(OrderEntity).get(batch).go());
  return items.map((i) => i.doc as OrderRecord);
}
