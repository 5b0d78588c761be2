import type { AutomationOrders } from '#domain/automations/automation-store.ports';
import { ordersByStatusPage, recentOrders } from '#functions/orders/order-reads';
import { getOrders } from '#functions/orders/order-writes';

/** Orders through the orders domain's face; "open" is the grid's holding status (not bought yet). */
export const automationOrders: AutomationOrders = {
  get: (accountId, orderIds) => getOrders(accountId, orderIds),
  recent: (accountId, limit) => recentOrders(accountId, limit),
  open: async (accountId, limit) => (await ordersByStatusPage(accountId, 'holding', { limit })).items,
};
