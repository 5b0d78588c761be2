import { describe, expect, it } from 'vitest';
import {
  catalogSyncDecision,
  isStaleStoreVersion,
  syncDecision,
  type StoredStoreOrder,
} from '#domain/stores/store-order-sync.rules';
import { ACTIVITY_LOG_EVENT_TYPES } from '#domain/statuses/account-states.constants';

const T1 = '2026-11-20T15:00:00.000Z';
const T2 = '2026-11-20T16:00:00.000Z';
const open: StoredStoreOrder = { isCancelled: false, editable: true, platformUpdatedAt: T1 };
const labelled: StoredStoreOrder = { isCancelled: false, editable: false, platformUpdatedAt: T1 };
const cancelled: StoredStoreOrder = { isCancelled: true, editable: true, platformUpdatedAt: T1 };

describe('syncDecision (issue #13 item 4; orders §4 activity log: order new/updated/canceled by webhook)', () => {
  it.each([
    ['a new order creates it', undefined, { updatedAt: T1, cancelled: false }, 'create', false, 'order_new'],
    [
      'a cancellation seen first creates it cancelled',
      undefined,
      { updatedAt: T2, cancelled: true },
      'create',
      true,
      'order_canceled',
    ],
    ['a newer version updates', open, { updatedAt: T2, cancelled: false }, 'update', false, 'order_updated'],
    [
      'an older version is stale',
      open,
      { updatedAt: '2026-11-20T14:00:00.000Z', cancelled: false },
      'ignore-stale',
      undefined,
      null,
    ],
    [
      'the same version again is stale (redelivery)',
      open,
      { updatedAt: T1, cancelled: false },
      'ignore-stale',
      undefined,
      null,
    ],
    [
      'an older cancellation is stale too',
      open,
      { updatedAt: '2026-11-19T00:00:00.000Z', cancelled: true },
      'ignore-stale',
      undefined,
      null,
    ],
    ['a newer cancellation cancels', open, { updatedAt: T2, cancelled: true }, 'cancel', true, 'order_canceled'],
    [
      'a labelled order is still cancelled (flag only)',
      labelled,
      { updatedAt: T2, cancelled: true },
      'cancel',
      true,
      'order_canceled',
    ],
    [
      'a labelled order is not overwritten',
      labelled,
      { updatedAt: T2, cancelled: false },
      'ignore-not-editable',
      undefined,
      null,
    ],
    [
      'an already cancelled order takes content updates',
      cancelled,
      { updatedAt: T2, cancelled: true },
      'update',
      true,
      'order_updated',
    ],
    [
      'a reopened order is un-cancelled (the platform wins)',
      cancelled,
      { updatedAt: T2, cancelled: false },
      'update',
      false,
      'order_updated',
    ],
    [
      'an order stored without a platform time takes any timed version',
      { ...open, platformUpdatedAt: null },
      { updatedAt: T1, cancelled: false },
      'update',
      false,
      'order_updated',
    ],
    [
      'an incoming version without a readable time never overwrites',
      open,
      { updatedAt: '', cancelled: false },
      'ignore-stale',
      undefined,
      null,
    ],
  ] as const)('%s', (_case, existing, incoming, action, isCancelled, event) => {
    const decision = syncDecision(existing, incoming);
    expect(decision).toEqual({ action, event, ...(isCancelled === undefined ? {} : { isCancelled }) });
    if (decision.event) expect(ACTIVITY_LOG_EVENT_TYPES).toContain(decision.event);
  });

  it('compares instants, not text (offsets)', () => {
    expect(isStaleStoreVersion('2026-11-20T10:00:00-06:00', '2026-11-20T15:59:59Z')).toBe(true);
    expect(isStaleStoreVersion('2026-11-20T10:00:00-06:00', '2026-11-20T16:00:01Z')).toBe(false);
  });
});

describe('catalogSyncDecision (orders §4: product/customer new/updated by webhook)', () => {
  it.each([
    ['product', undefined, T1, 'create', 'product_new'],
    ['product', { platformUpdatedAt: T1 }, T2, 'update', 'product_updated'],
    ['product', { platformUpdatedAt: T2 }, T1, 'ignore-stale', null],
    ['customer', undefined, T1, 'create', 'customer_new'],
    ['customer', { platformUpdatedAt: T1 }, T2, 'update', 'customer_updated'],
    ['customer', { platformUpdatedAt: T1 }, T1, 'ignore-stale', null],
  ] as const)('%s: stored %j, incoming %s → %s', (kind, existing, incoming, action, event) => {
    expect(catalogSyncDecision(kind, existing, incoming)).toEqual({ action, event });
  });
});
