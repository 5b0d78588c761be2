/**
 * ZIP → state lookup over the compact map served as GET /zip-to-state.json (orders §7), built by
 * scripts/build-zip-to-state.ts from real ZIP data: runs of consecutive ZIP codes sharing a state,
 * [first, last, state], sorted, so the file stays small and a lookup is a binary search.
 */
export interface ZipToStateMap {
  source: string;
  ranges: [first: string, last: string, state: string][];
}

/** Consecutive runs over (zip, state) pairs; the pairs need not be sorted. */
export function zipRangesOf(pairs: Iterable<readonly [zip: string, state: string]>): ZipToStateMap['ranges'] {
  const sorted = [...pairs].filter(([zip]) => /^\d{5}$/.test(zip)).sort(([a], [b]) => a.localeCompare(b));
  const ranges: ZipToStateMap['ranges'] = [];
  for (const [zip, state] of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && last[2] === state) last[1] = zip;
    else ranges.push([zip, zip, state]);
  }
  return ranges;
}

/**
 * The state of a 5-digit ZIP (a ZIP+4 is cut to 5), or undefined when the ZIP lies outside every
 * run. A ZIP between two known ZIPs of one run is taken to share their state.
 */
export function stateForZip(map: ZipToStateMap, zip: string): string | undefined {
  const z5 = /^(\d{5})(?:-?\d{4})?$/.exec(zip.trim())?.[1];
  if (!z5) return undefined;
  let lo = 0;
  let hi = map.ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last, state] = map.ranges[mid];
    if (z5 < first) hi = mid - 1;
    else if (z5 > last) lo = mid + 1;
    else return state;
  }
  return undefined;
}
