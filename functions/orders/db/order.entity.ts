import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * An order with its shipments (orders §3), stored whole in `doc`; the attributes beside it
 * exist to serve the grid's access patterns (docs/data-model.md):
 *   primary  ACC#<a> / ORDER#<orderId>                               get by id
 *   gsi1     ACC#<a>#ORDERS#<view> / <orderDate>#<orderId>           by date; archived and deleted apart from active
 *   gsi2     ACC#<a>#STATUS#<statusKey> / <orderDate>#<orderId>      by status filter value and date
 *   gsi3     ACC#<a>#ORDERNO / <orderNumberKey>#<orderId>            order-number search (equals / starts with)
 *   gsi4     ACC#<a>#BATCH#<batchNumber> / <orderDate>#<orderId>     by batch number (sparse)
 *   gsi5     ACC#<a>#CUSTOMER#<customerId> / <orderDate>#<orderId>   by customer (sparse)
 *   gsi6     SCHEDULE#AUTOMATIONS#pending / <pendingSince>#<a>#<orderId>
 *                                                                    orders whose import rules have not run yet (sparse):
 *                                                                    the resend schedule finds the ones whose message was lost
 */
export const OrderEntity = new Entity({
  model: { entity: 'order', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
    orderDate: { type: 'string', required: true },
    view: { type: ['active', 'archived', 'deleted'] as const, required: true },
    statusKey: { type: 'string', required: true },
    orderNumberKey: { type: 'string', required: true },
    batchNumber: { type: 'string' },
    customerId: { type: 'string' },
    /** The doc's `automation.pendingSince`, '' when none (automation-pending.rules). */
    automationPendingSince: { type: 'string' },
    /** Optimistic concurrency: every write names the version it replaces. */
    version: { type: 'number', required: true },
    doc: { type: 'any', required: true },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['orderId'], template: 'ORDER#${orderId}' },
    },
    byView: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        casing: 'none',
        composite: ['accountId', 'view'],
        template: 'ACC#${accountId}#ORDERS#${view}',
      },
      sk: { field: 'gsi1sk', casing: 'none', composite: ['orderDate', 'orderId'], template: '${orderDate}#${orderId}' },
    },
    byStatus: {
      index: 'gsi2',
      pk: {
        field: 'gsi2pk',
        casing: 'none',
        composite: ['accountId', 'statusKey'],
        template: 'ACC#${accountId}#STATUS#${statusKey}',
      },
      sk: { field: 'gsi2sk', casing: 'none', composite: ['orderDate', 'orderId'], template: '${orderDate}#${orderId}' },
    },
    byOrderNumber: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}#ORDERNO' },
      sk: {
        field: 'gsi3sk',
        casing: 'none',
        composite: ['orderNumberKey', 'orderId'],
        template: '${orderNumberKey}#${orderId}',
      },
    },
    byBatch: {
      index: 'gsi4',
      condition: (attr) => Boolean(attr.batchNumber),
      pk: {
        field: 'gsi4pk',
        casing: 'none',
        composite: ['accountId', 'batchNumber'],
        template: 'ACC#${accountId}#BATCH#${batchNumber}',
      },
      sk: { field: 'gsi4sk', casing: 'none', composite: ['orderDate', 'orderId'], template: '${orderDate}#${orderId}' },
    },
    byCustomer: {
      index: 'gsi5',
      condition: (attr) => Boolean(attr.customerId),
      pk: {
        field: 'gsi5pk',
        casing: 'none',
        composite: ['accountId', 'customerId'],
        template: 'ACC#${accountId}#CUSTOMER#${customerId}',
      },
      sk: { field: 'gsi5sk', casing: 'none', composite: ['orderDate', 'orderId'], template: '${orderDate}#${orderId}' },
    },
    automationPending: {
      index: 'gsi6',
      condition: (attr) => Boolean(attr.automationPendingSince),
      pk: { field: 'gsi6pk', casing: 'none', composite: [], template: 'SCHEDULE#AUTOMATIONS#pending' },
      sk: {
        field: 'gsi6sk',
        casing: 'none',
        composite: ['automationPendingSince', 'accountId', 'orderId'],
        template: '${automationPendingSince}#${accountId}#${orderId}',
      },
    },
  },
});

/**
 * A claim's store for the number a custom-store order holds across all the account's custom stores
 * (holdsAccountWideNumber): written beside its store's claim, in the same transaction. No store id is
 * this (ids are generated, and the editor's store is `manual`). Orders made before it have none.
 */
export const CUSTOM_STORES_CLAIM = '*custom';

/** Order numbers are unique per account and store: one claim item per number, written with the order. */
export const OrderNumberClaimEntity = new Entity({
  model: { entity: 'orderNumberClaim', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    storeId: { type: 'string', required: true, readOnly: true },
    orderNumberKey: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true },
  },
  indexes: {
    byNumber: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: {
        field: 'sk',
        casing: 'none',
        composite: ['storeId', 'orderNumberKey'],
        template: 'ORDERNO#${storeId}#${orderNumberKey}',
      },
    },
  },
});

/** Tags are many per order, so "orders by tag" uses one adjacency item per tag, kept in the same transaction. */
export const OrderTagEntity = new Entity({
  model: { entity: 'orderTag', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    tagKey: { type: 'string', required: true, readOnly: true },
    orderDate: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byTag: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: {
        field: 'sk',
        casing: 'none',
        composite: ['tagKey', 'orderDate', 'orderId'],
        template: 'ORDERTAG#${tagKey}#${orderDate}#${orderId}',
      },
    },
  },
});
