import { describe, expect, it } from 'vitest';
import {
  AUTO_ARCHIVE_STATUS_KEYS,
  archivedOrder,
  autoArchiveCutoff,
  autoArchiveVerdict,
  isOrderDone,
  type AutoArchiveVerdict,
} from '#domain/orders/auto-archive.rules';
import { orderStatusKey } from '#domain/orders/order-grid.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import type { Shipment } from '#domain/shipments/shipment.schema';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(NOW.getTime() - d * DAY).toISOString();

type Candidate = Parameters<typeof autoArchiveVerdict>[0];
const shipment = (shipmentStatus: string, labelled = true) =>
  ({ shipmentStatus, ...(labelled ? { label: { trackingCode: `1Z${shipmentStatus}` } } : {}) }) as unknown as Shipment;
const order = (extra: Partial<Candidate> = {}): Candidate => ({
  orderDate: daysAgo(40),
  updatedAt: daysAgo(35),
  archived: false,
  isDeleted: false,
  isCancelled: false,
  shipments: [shipment('delivered')],
  ...extra,
});

describe('accounts §3 archiveOrders{active, days} / §5 archive days 15 to 365: the cutoff', () => {
  it.each<{ rule: string; setting: { active: boolean; days: number }; expected: string | undefined }>([
    { rule: 'active with 30 days: 30 days before now', setting: { active: true, days: 30 }, expected: daysAgo(30) },
    { rule: 'accounts §5 lower bound 15 accepted', setting: { active: true, days: 15 }, expected: daysAgo(15) },
    { rule: 'accounts §5 upper bound 365 accepted', setting: { active: true, days: 365 }, expected: daysAgo(365) },
    { rule: 'off: archives nothing', setting: { active: false, days: 30 }, expected: undefined },
    {
      rule: 'accounts §5: 14 days is out of range, archives nothing',
      setting: { active: true, days: 14 },
      expected: undefined,
    },
    {
      rule: 'accounts §5: 366 days is out of range, archives nothing',
      setting: { active: true, days: 366 },
      expected: undefined,
    },
    { rule: 'a stored non-number archives nothing', setting: { active: true, days: Number.NaN }, expected: undefined },
  ])('$rule', ({ setting, expected }) => {
    expect(autoArchiveCutoff(setting, NOW)).toBe(expected);
  });
});

describe('orders §4 display status: which orders are done', () => {
  it.each<{ rule: string; order: Partial<Candidate>; done: boolean }>([
    { rule: 'Delivered (label, delivered)', order: { shipments: [shipment('delivered')] }, done: true },
    { rule: 'Returned (label, return_to_sender)', order: { shipments: [shipment('return_to_sender')] }, done: true },
    {
      rule: 'Cancelled takes precedence (isCancelled flag)',
      order: { isCancelled: true, shipments: [shipment('in_transit')] },
      done: true,
    },
    {
      rule: 'Cancelled (every shipment cancelled)',
      order: { shipments: [shipment('cancelled'), shipment('cancelled')] },
      done: true,
    },
    {
      rule: 'a cancelled shipment beside a delivered one',
      order: { shipments: [shipment('cancelled'), shipment('delivered')] },
      done: true,
    },
    {
      rule: 'New (no label, delivered status) is not done',
      order: { shipments: [shipment('delivered', false)] },
      done: false,
    },
    { rule: 'New (no shipments) is not done', order: { shipments: [] }, done: false },
    { rule: 'On Hold (pending) is not done', order: { shipments: [shipment('pending', false)] }, done: false },
    { rule: 'In Transit is not done', order: { shipments: [shipment('in_transit')] }, done: false },
    { rule: 'Out for delivery is not done', order: { shipments: [shipment('out_for_delivery')] }, done: false },
    {
      rule: 'Failed to Deliver (failure) needs the merchant',
      order: { shipments: [shipment('failure')] },
      done: false,
    },
    {
      rule: 'Failed to Deliver (available_for_pickup) needs the merchant',
      order: { shipments: [shipment('available_for_pickup')] },
      done: false,
    },
    {
      rule: 'Awaiting Shipment (pre_transit) is not done',
      order: { shipments: [shipment('pre_transit')] },
      done: false,
    },
    {
      rule: 'one shipment delivered, another in transit: not done',
      order: { shipments: [shipment('delivered'), shipment('in_transit')] },
      done: false,
    },
    {
      rule: 'one delivered, one returned: done',
      order: { shipments: [shipment('delivered'), shipment('return_to_sender')] },
      done: true,
    },
  ])('$rule', ({ order: extra, done }) => {
    expect(isOrderDone(order(extra))).toBe(done);
  });
});

describe('accounts §3 archiveOrders: the verdict at a 30-day cutoff', () => {
  const cutoff = daysAgo(30);
  it.each<{ rule: string; order: Partial<Candidate>; expected: AutoArchiveVerdict }>([
    { rule: 'delivered, ordered 40 days ago, untouched 35 days', order: {}, expected: 'eligible' },
    { rule: 'no updatedAt: the order date stands for it', order: { updatedAt: undefined }, expected: 'eligible' },
    {
      rule: 'ordered exactly at the cutoff is not older than it',
      order: { orderDate: cutoff },
      expected: 'too_recent',
    },
    { rule: 'ordered 10 days ago', order: { orderDate: daysAgo(10), updatedAt: daysAgo(10) }, expected: 'too_recent' },
    { rule: 'old but unshipped (New) stays', order: { shipments: [shipment('holding', false)] }, expected: 'not_done' },
    { rule: 'old but in transit stays', order: { shipments: [shipment('in_transit')] }, expected: 'not_done' },
    {
      rule: 'old, delivered, but changed (e.g. unarchived) 2 days ago',
      order: { updatedAt: daysAgo(2) },
      expected: 'recently_changed',
    },
    {
      rule: 'orders §4 archived takes precedence: already archived',
      order: { archived: true },
      expected: 'not_active',
    },
    {
      rule: 'orders §4 deleted takes precedence: deleted orders are left alone',
      order: { isDeleted: true },
      expected: 'not_active',
    },
    {
      rule: 'old and cancelled',
      order: { isCancelled: true, shipments: [shipment('holding', false)] },
      expected: 'eligible',
    },
    { rule: 'an unreadable order date is never archived', order: { orderDate: 'not a date' }, expected: 'too_recent' },
  ])('$rule', ({ order: extra, expected }) => {
    expect(autoArchiveVerdict(order(extra), cutoff)).toBe(expected);
  });

  it('orders §4 filter values: every done active order is indexed under one of the keys the job reads', () => {
    const done: Partial<Candidate>[] = [
      { shipments: [shipment('delivered')] },
      { shipments: [shipment('return_to_sender')] },
      { isCancelled: true },
      { shipments: [shipment('cancelled')] },
      { shipments: [shipment('cancelled'), shipment('delivered')] },
    ];
    for (const extra of done) {
      const o = order(extra) as OrderRecord;
      expect(isOrderDone(o)).toBe(true);
      expect(AUTO_ARCHIVE_STATUS_KEYS).toContain(orderStatusKey(o));
    }
  });

  it('orders §4: archiving sets the archived flag and changes nothing else', () => {
    const o = order({ isCancelled: true });
    expect(archivedOrder(o)).toEqual({ ...o, archived: true });
    expect(o.archived).toBe(false);
  });
});
