import type { RateQuoteView } from '#api/shipping';
import { mappingDisplayName, matchZoneMapping, type MappingForMatch } from './zone-match.rules';

export interface ZoneMappingMark {
  id: string;
  name: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The mapped quote among a shipment's quotes: one whose carrier and service the mapping names (carrier by code or
 * display name, service by code or shown name); when several fit (a mapping naming two services), the cheapest.
 */
export function zoneMappedQuote<Q extends RateQuoteView>(
  quotes: readonly Q[],
  mapping: MappingForMatch,
): Q | undefined {
  const fits = quotes.filter(
    (q) =>
      mapping.carriers.some((c) => same(c, q.carrier) || same(c, q.carrierName)) &&
      mapping.services.some((s) => same(s, q.service) || same(s, q.serviceName)),
  );
  return fits.reduce<Q | undefined>((best, q) => (!best || q.priceCents < best.priceCents ? q : best), undefined);
}

/** The quotes with the mapped one marked (the rates' "Zone mapping" badge), and that quote. */
export function markZoneMappedQuote<Q extends RateQuoteView>(
  quotes: readonly Q[],
  mapping: MappingForMatch | undefined,
): { quotes: Q[]; mapped?: Q } {
  const mapped = mapping ? zoneMappedQuote(quotes, mapping) : undefined;
  if (!mapping || !mapped) return { quotes: [...quotes] };
  const mark: ZoneMappingMark = { id: mapping.id, name: mappingDisplayName(mapping) };
  const marked = { ...mapped, zoneMapping: mark };
  return { quotes: quotes.map((q) => (q === mapped ? marked : q)), mapped: marked };
}

/** What the mapping reads of an order: where it goes, and its shop (`manual` for hand-made and CSV orders). */
export interface ZoneMappedOrder {
  storeId: string;
  shippingAddress?: { zip?: string | null; state?: string | null } | null;
  automation?: { manualFields?: readonly string[] } | null;
}

/**
 * The rate shop's step for zone mappings: the first mapping (in the merchant's order) that fits the order marks
 * its service's quote, and that quote is the one to preselect unless the merchant chose a service by hand.
 */
export function applyZoneMapping<Q extends RateQuoteView>(
  quotes: readonly Q[],
  mappings: readonly MappingForMatch[],
  order: ZoneMappedOrder,
): { quotes: Q[]; preselect?: Q } {
  if (mappings.length === 0 || quotes.length === 0) return { quotes: [...quotes] };
  const { mapping } = matchZoneMapping(mappings, {
    zip: order.shippingAddress?.zip,
    state: order.shippingAddress?.state,
    shop: order.storeId,
  });
  const marked = markZoneMappedQuote(quotes, mapping);
  const handChosen = order.automation?.manualFields?.includes('service') ?? false;
  return { quotes: marked.quotes, ...(marked.mapped && !handChosen ? { preselect: marked.mapped } : {}) };
}
