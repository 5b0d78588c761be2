import type { RateQuoteView } from '#api/shipping';
import { mappingDisplayName, type MappingForMatch } from './zone-match.rules';

export interface ZoneMappingMark {
  id: string;
  name: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The mapped quote among a shipment's quotes: one whose carrier and service the mapping names (carrier by code or
 * display name, service by code or shown name); when several fit (a mapping naming two services), the cheapest.
 */
export function zoneMappedQuote<Q extends RateQuoteView>(quotes: readonly Q[], mapping: MappingForMatch): Q | undefined {
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
