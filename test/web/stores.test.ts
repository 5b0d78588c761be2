import { describe, expect, it } from 'vitest';
import { activeHrefFor, breadcrumbsFor } from '#web/app/shell/navigation';
import { orderSourceText } from '#web/pages/orders/editor/order-source';
import { shopifyConnectHref } from '#web/pages/stores/stores-page';

describe('Settings › Stores in the shell', () => {
  it('has its side-navigation entry and breadcrumbs under Settings', () => {
    expect(activeHrefFor('/settings/stores')).toBe('/settings/stores');
    expect(breadcrumbsFor('/settings/stores').map((c) => c.text)).toEqual(['Shipdeck', 'Settings', 'Stores']);
  });

  it('the Shopify install entry opens the connect form on the shop (query-encoded)', () => {
    expect(shopifyConnectHref('smokehouse.myshopify.com')).toBe(
      '/settings/stores?connect=shopify&shop=smokehouse.myshopify.com',
    );
    expect(shopifyConnectHref('a&b')).toBe('/settings/stores?connect=shopify&shop=a%26b');
  });
});

describe('orders §2: where an order came from', () => {
  it.each([
    [{ source: 'manual' as const }, 'Created in Shipdeck'],
    [{ source: 'csv' as const }, 'CSV import'],
    [
      {
        source: 'shopify' as const,
        storeOrder: {
          platform: 'shopify' as const,
          shop: 'smokehouse.myshopify.com',
          platformOrderId: '1',
          platformUpdatedAt: '2026-11-23T10:00:00Z',
          adminUrl: 'https://admin.shopify.com/store/smokehouse/orders/1',
        },
      },
      'Shopify · smokehouse.myshopify.com',
    ],
    [{ source: 'amazon' as const }, 'Amazon'],
  ])('%o → %s', (order, text) => {
    expect(orderSourceText(order)).toBe(text);
  });
});
