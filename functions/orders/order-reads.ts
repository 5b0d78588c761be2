import type { OrderRecord } from '#domain/orders/order-record';
import { orderNumberKey } from '#domain/orders/order-query-plan.rules';
import type { OrderStatusFilterValue } from '#domain/statuses/filter-values.constants';
import { onTable } from '#lib/db/table';
import { OrderEntity } from './db/order.entity';

/**
 * Order lookups other domains make through the orders domain's face (the public tracking page, the
 * late-shipment scan), straight from the order entity: the grid's query planning stays out of them.
 */

/** One page of an account's orders of one status key, oldest first. */
export async function ordersByStatusPage(
  accountId: string,
  statusKey: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<{ items: OrderRecord[]; cursor?: string }> {
  const { data, cursor: next } = await onTable(OrderEntity)
    .query.byStatus({ accountId, statusKey: statusKey as OrderStatusFilterValue })
    .go({ cursor: cursor ?? null, limit, order: 'asc' });
  return { items: data.map((item) => item.doc as OrderRecord), ...(next ? { cursor: next } : {}) };
}

/**
 * gsi3 (`<orderNumberKey>#<orderId>`): one page of at most `limit` keys starting with the number,
 * the exact ones kept (`1001` also starts `10012`), so a lookup's work stays bounded.
 */
export async function ordersByNumberInAnyStore(
  accountId: string,
  orderNumber: string,
  limit: number,
): Promise<OrderRecord[]> {
  const key = orderNumberKey(orderNumber);
  if (!key) return [];
  const { data } = await onTable(OrderEntity)
    .query.byOrderNumber({ accountId })
    .begins({ orderNumberKey: key })
    .go({ limit, pages: 1 });
  return data.filter((item) => item.orderNumberKey === key).map((item) => item.doc as OrderRecord);
}

/** The account's newest active orders (gsi1, newest first): what an automation preview tries rules on. */
export async function recentOrders(accountId: string, limit: number): Promise<OrderRecord[]> {
  const { data } = await onTable(OrderEntity)
    .query.byView({ accountId, view: 'active' })
    .go({ limit, pages: 1, order: 'desc' });
  return data.map((item) => item.doc as OrderRecord);
}

/**
 * gsi6 (sparse, across accounts): orders marked automation pending since before `before` (ISO time), oldest
 * first, at most `limit`; what the automations resend schedule sends again.
 */
export async function automationPendingOrders(
  before: string,
  limit: number,
): Promise<{ accountId: string; order: OrderRecord }[]> {
  const found: { accountId: string; order: OrderRecord }[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: { accountId: string; doc: unknown }[]; cursor: string | null } = await onTable(OrderEntity)
      .query.automationPending({})
      .lt({ automationPendingSince: before })
      .go({ cursor, limit: limit - found.length, order: 'asc' });
    found.push(...page.data.map((item) => ({ accountId: item.accountId, order: item.doc as OrderRecord })));
    cursor = page.cursor;
  } while (cursor && found.length < limit);
  return found;
}

/** Whether the account has any order at all (gsi3 holds every order by number): the onboarding redirect asks. */
export async function accountHasOrder(accountId: string): Promise<boolean> {
  const { data } = await onTable(OrderEntity).query.byOrderNumber({ accountId }).go({ limit: 1, pages: 1 });
  return data.length > 0;
}
