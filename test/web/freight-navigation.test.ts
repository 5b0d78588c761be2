import { describe, expect, it } from 'vitest';
import { activeHrefFor, breadcrumbsFor, visibleAreaPages } from '#web/app/shell/navigation';

describe('Orders › Freight in the side navigation', () => {
  it('lists Freight under Orders for members who may buy shipping (orders §6 purchase_orders)', () => {
    expect(visibleAreaPages('orders', { purchase_orders: true })?.map((p) => p.text)).toEqual([
      'All orders',
      'Freight',
    ]);
    expect(visibleAreaPages('orders', { purchase_orders: false })?.map((p) => p.text)).toEqual(['All orders']);
  });

  it.each([
    ['/freight', ['Shipdeck', 'Orders', 'Freight'], '/freight'],
    ['/freight/quotes/q-1', ['Shipdeck', 'Orders', 'Freight'], '/freight'],
    ['/orders', ['Shipdeck', 'Orders'], '/orders'],
  ])('%s → %j, highlighting %s', (path, crumbs, active) => {
    expect(breadcrumbsFor(path).map((c) => c.text)).toEqual(crumbs);
    expect(activeHrefFor(path)).toBe(active);
  });
});
