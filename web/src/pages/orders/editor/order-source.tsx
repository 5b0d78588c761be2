import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { OrderRecord } from '#domain/orders/order-record';
import { PLATFORM_LABELS } from '#web/pages/stores/store-labels';

const OTHER_SOURCES = { manual: 'Created in Shipdeck', csv: 'CSV import' } as const;

const sourceName = (source: OrderRecord['source']): string =>
  Object.hasOwn(OTHER_SOURCES, source)
    ? OTHER_SOURCES[source as keyof typeof OTHER_SOURCES]
    : PLATFORM_LABELS[source as keyof typeof PLATFORM_LABELS];

export function orderSourceText(order: Pick<OrderRecord, 'source' | 'storeOrder'>): string {
  const name = sourceName(order.source);
  return order.storeOrder?.shop ? `${name} · ${order.storeOrder.shop}` : name;
}

/**
 * Where the order came from and, for a store order, its page in the store's admin (orders §2
 * store admin deep links), opened in a new tab.
 */
export function OrderSource({ order }: { order: Pick<OrderRecord, 'source' | 'storeOrder'> }) {
  const adminUrl = order.storeOrder?.adminUrl;
  const platform = order.storeOrder?.platform;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <span>Source: {orderSourceText(order)}</span>
      {adminUrl && platform && (
        <Link href={adminUrl} external externalIconAriaLabel="(opens in a new tab)">
          View in {sourceName(platform)}
        </Link>
      )}
    </SpaceBetween>
  );
}
