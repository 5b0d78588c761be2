/**
 * Deterministic hashing for the sandbox carriers' ids and serials: the same input always gives the
 * same rate id and tracking number, in the browser and in Lambda alike (no node:crypto in shared/).
 * Not a cryptographic hash: it only has to spread inputs, never to resist an attacker.
 */

/** JSON with object keys sorted, so two equal requests built in a different key order hash alike. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

/** cyrb53-style 53-bit hash of a string with a 32-bit seed. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** 32 hex characters (two independent 53-bit hashes, each padded to 16). */
export function stableHashHex(text: string): string {
  return [hash53(text, 1), hash53(text, 2)].map((h) => h.toString(16).padStart(16, '0')).join('');
}

/** `digits` decimal digits derived from the text (for serial numbers). */
export function stableDigits(text: string, digits: number): string {
  let out = '';
  for (let round = 0; out.length < digits; round++)
    out += String(hash53(text, 100 + round))
      .padStart(16, '0')
      .slice(-15);
  return out.slice(0, digits);
}
