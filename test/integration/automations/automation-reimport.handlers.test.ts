import { beforeEach, describe, expect, it } from 'vitest';
import type { AutomationRunQueue } from '#domain/automations/ports';
import { groupOrderRows, validateOrderRows, type ImportedOrderGroup } from '#domain/imports/order-import.rules';
import type { OrderImportField } from '#domain/imports/import-fields.constants';
import type { StoreOrderSyncDecision } from '#domain/stores/store-order-sync.rules';
import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import { dynamoActivityLog, dynamoOrderRecords } from '#functions/orders/orders.adapters';
import { makeOrderImportWriter, type ImportTarget } from '#functions/orders/use-cases/import-orders.use-case';
import { dynamoWarehouseStore } from '#functions/warehouses/warehouses.adapters';
import { uuidGenerator } from '#lib/ids';
import { createTestAccount } from '#test/support/accounts';
import { IMPORT_MAPPING, importRow } from '#test/support/order-import';
import { addTestWarehouse } from '#test/support/warehouses';

/**
 * A store's order landing through the import writer as the store-events worker lands it, against DynamoDB
 * Local, with the queue the import rules are sent to recorded: a store's update of an order queues it for
 * the rules again, a cancellation does not.
 */
let accountId: string;
const queued: string[][] = [];
const queue: AutomationRunQueue = {
  async enqueue(_accountId, orderIds) {
    if (orderIds.length) queued.push([...orderIds]);
  },
};
const writer = makeOrderImportWriter({
  orders: dynamoOrderRecords,
  warehouses: dynamoWarehouseStore,
  accounts: dynamoAccountStore,
  activity: dynamoActivityLog,
  ids: uuidGenerator,
  automations: queue,
});

/** The platform's version of the order: created, updated, then cancelled. */
function storeTarget(cancelled: boolean): ImportTarget {
  return {
    storeId: 'store-reimport',
    source: 'shopify',
    sync: {
      decide: (existing): StoreOrderSyncDecision =>
        !existing
          ? { action: 'create', isCancelled: false, event: 'order_new' }
          : cancelled
            ? { action: 'cancel', isCancelled: true, event: 'order_canceled' }
            : { action: 'update', isCancelled: false, event: 'order_updated' },
      stamp: (order) => order,
    },
  };
}

function group(quantity: number): ImportedOrderGroup {
  const { valid } = validateOrderRows([importRow(2, 'STORE-1', 'PINT', quantity)], IMPORT_MAPPING);
  return groupOrderRows(valid)[0]!;
}
const mapped = new Set(Object.keys(IMPORT_MAPPING)) as ReadonlySet<OrderImportField>;
const land = (quantity: number, cancelled = false) =>
  writer.upsertStoreOrder(accountId, group(quantity), mapped, storeTarget(cancelled));

beforeEach(async () => {
  const account = await createTestAccount('Reimport Foods');
  accountId = account.accountId;
  await addTestWarehouse(account.owner, accountId);
  queued.length = 0;
});

describe('store re-imports and the import rules', () => {
  it('a store update that changes the order queues it again; the same version again or a cancellation does not', async () => {
    const created = await land(1);
    expect(created.outcome.outcome).toBe('created');
    const id = created.outcome.id!;
    expect(queued).toEqual([[id]]);

    const updated = await land(3);
    expect(updated.outcome).toMatchObject({ id, outcome: 'updated' });
    expect(queued).toEqual([[id], [id]]);

    expect((await land(3)).outcome.outcome).toBe('unchanged');
    expect(queued).toHaveLength(2);

    const cancelled = await land(3, true);
    expect(cancelled.outcome).toMatchObject({ id, outcome: 'updated' });
    expect(queued).toHaveLength(2);
  });
});
