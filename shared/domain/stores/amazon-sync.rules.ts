import type { OrderRecord } from '../orders/order-record';

/**
 * The timing rules of an Amazon store: where the next getOrders poll starts (LastUpdatedAfter),
 * how long to wait after a throttled call, and how long the buyer's restricted data is kept.
 */

/** A newly connected store's first poll reaches back this far, so orders waiting to ship come in. */
export const AMAZON_BACKFILL_DAYS = 14;
/** Amazon refuses LastUpdatedAfter/Before closer than two minutes to now; a cursor never passes that line. */
export const AMAZON_CURSOR_LAG_MS = 2 * 60_000;
/** Pages of 100 orders read per store and run; the rest is resumed by NextToken on the next run. */
export const AMAZON_MAX_PAGES_PER_RUN = 10;

/**
 * Amazon's Data Protection Policy allows keeping a buyer's personal data only as long as needed to
 * fulfil the order and at most 30 days after delivery. Shipdeck clears it 30 days after the shipment
 * was confirmed to Amazon (delivery comes after, so this is never later than Amazon allows).
 */
export const AMAZON_PII_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

export const amazonBackfillStart = (connectedAt: Date): string =>
  new Date(connectedAt.getTime() - AMAZON_BACKFILL_DAYS * DAY_MS).toISOString();

/**
 * The next LastUpdatedAfter once every page of a poll was read: the latest LastUpdateDate seen (that
 * order is read again next time, harmlessly: landing is idempotent), never before the previous
 * cursor, never within Amazon's two-minute lag of now.
 */
export function nextAmazonCursor(previous: string, lastUpdateDates: readonly string[], now: Date): string {
  const ceiling = now.getTime() - AMAZON_CURSOR_LAG_MS;
  let best = Date.parse(previous);
  for (const d of lastUpdateDates) {
    const t = Date.parse(d);
    if (Number.isFinite(t) && t > best) best = t;
  }
  return new Date(Math.min(best, Math.max(ceiling, Date.parse(previous)))).toISOString();
}

/**
 * How long to wait before retrying a throttled (429) call: Amazon's `x-amzn-RateLimit-Limit` is the
 * sustained requests per second, so one token comes back after 1/limit seconds; without it, a doubling
 * backoff from one second. Capped so a Lambda run never sleeps past its budget.
 */
export function amazonRetryDelayMs(attempt: number, rateLimitHeader: string | null | undefined): number {
  const limit = Number(rateLimitHeader);
  const byLimit = Number.isFinite(limit) && limit > 0 ? Math.ceil(1000 / limit) : 0;
  const backoff = 1000 * 2 ** Math.max(0, attempt);
  return Math.min(Math.max(byLimit, backoff), 30_000);
}

/** When a buyer's restricted data is cleared, counted from the shipment's confirmation to Amazon. */
export const amazonPiiDueAt = (from: Date): string =>
  new Date(from.getTime() + AMAZON_PII_RETENTION_DAYS * DAY_MS).toISOString();

/**
 * An Amazon order with its buyer's personal data cleared: the recipient's name, company, email,
 * phone and street lines, and the recipient the carrier's created shipment echoes back. City, state,
 * postal code and country stay (reports and zones read them; they name no one). Undefined when
 * nothing is left to clear, so a second run writes nothing.
 */
export function withoutBuyerData(order: OrderRecord): OrderRecord | undefined {
  const a = order.shippingAddress;
  const addressHasPii = !!a && [a.name, a.company, a.email, a.phone, a.address1, a.address2].some((v) => v);
  const shipmentsHavePii = order.shipments.some((s) => s.createdShipment?.to_address);
  if (!addressHasPii && !shipmentsHavePii) return undefined;
  return {
    ...order,
    ...(a
      ? { shippingAddress: { ...a, name: '', company: '', email: '', phone: '', address1: '', address2: '' } }
      : {}),
    shipments: order.shipments.map((s) => {
      if (!s.createdShipment?.to_address) return s;
      const { to_address: _buyer, ...created } = s.createdShipment;
      return { ...s, createdShipment: created };
    }),
  };
}
