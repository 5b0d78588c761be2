import { describeZipEntry, parseZipEntry, zip5Of, zipEntryMatches, type ZipEntry } from './zip-entries.rules';

/** A saved zone mapping as the matching reads it: its place in the merchant's order and what it maps. */
export interface MappingForMatch {
  id: string;
  name: string;
  position: number;
  zipcodes: readonly string[];
  states: readonly string[];
  carriers: readonly string[];
  services: readonly string[];
  shops: readonly string[];
}

/** Where an order goes and which shop it came from (`manual` for hand-made and CSV orders). */
export interface MatchDestination {
  zip?: string | null;
  state?: string | null;
  shop: string;
}

export interface MappingVerdict {
  id: string;
  name: string;
  matched: boolean;
  /** Why it matched or not, in the merchant's words. */
  reason: string;
}

export interface ZoneMatch<M extends MappingForMatch = MappingForMatch> {
  /** The first mapping in the merchant's order that fits, if any. */
  mapping?: M;
  /** The mappings checked, in order, up to and including the winner: the "Explain" answer. */
  verdicts: MappingVerdict[];
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toUpperCase();

/** The name a mapping is shown by: the merchant's label, else what it maps to. */
export function mappingDisplayName(m: Pick<MappingForMatch, 'name' | 'zipcodes' | 'states' | 'carriers' | 'services'>) {
  if (m.name.trim()) return m.name.trim();
  const where = [...m.states, ...m.zipcodes].slice(0, 3).join(', ');
  const more = m.states.length + m.zipcodes.length > 3 ? ', …' : '';
  return `${where}${more} → ${m.carriers.join('/')} ${m.services.join('/')}`.trim();
}

function verdictOf(m: MappingForMatch, zip5: string | undefined, state: string, shop: string): MappingVerdict {
  const base = { id: m.id, name: mappingDisplayName(m) };
  if (!m.shops.some((s) => s.trim().toLowerCase() === shop.trim().toLowerCase()))
    return { ...base, matched: false, reason: `Shop ${shop} is not one of its shops` };
  // Entries are read in the order the merchant typed them, ZIPs then states: the first that fits is the reason.
  const entries = m.zipcodes.map(parseZipEntry).filter((e): e is ZipEntry => e !== undefined);
  const hit = zip5 ? entries.find((e) => zipEntryMatches(e, zip5)) : undefined;
  if (hit) return { ...base, matched: true, reason: `ZIP ${zip5} is in its ZIP ${describeZipEntry(hit)}` };
  if (state && m.states.some((s) => norm(s) === state))
    return { ...base, matched: true, reason: `State ${state} is one of its states` };
  const zipText = zip5 ? `ZIP ${zip5}` : 'no US ZIP';
  return { ...base, matched: false, reason: `Neither ${zipText} nor state ${state || '(none)'} is listed` };
}

/**
 * The mapping for an order (orders §5 zone mapping): the mappings are tried in the merchant's order and the first
 * that names the order's shop and its ZIP or state wins. A ZIP row is not preferred over a state row by itself;
 * the merchant puts the narrower row first.
 */
export function matchZoneMapping<M extends MappingForMatch>(
  mappings: readonly M[],
  destination: MatchDestination,
): ZoneMatch<M> {
  const zip5 = zip5Of(destination.zip);
  const state = norm(destination.state);
  const verdicts: MappingVerdict[] = [];
  for (const m of [...mappings].sort((a, b) => a.position - b.position)) {
    const verdict = verdictOf(m, zip5, state, destination.shop);
    verdicts.push(verdict);
    if (verdict.matched) return { mapping: m, verdicts };
  }
  return { verdicts };
}
