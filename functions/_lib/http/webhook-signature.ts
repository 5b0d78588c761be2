import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature checks every inbound webhook shares (carriers and store platforms): hash the raw
 * bytes as received — never a re-serialized parse — and compare digests in constant time.
 */
export type RawBody = Uint8Array | string;
export type RawHeaders = Readonly<Record<string, string | undefined>>;

export const bytesOf = (body: RawBody): Buffer =>
  typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);

/** A header by name, whatever its case (API Gateway lower-cases, other callers may not). */
export function headerOf(headers: RawHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const key = Object.keys(headers).find((k) => k.toLowerCase() === wanted);
  return key === undefined ? undefined : headers[key];
}

/** HMAC-SHA256 of the parts, in order, keyed with `key` (a string is UTF-8 encoded). */
export function hmacSha256(key: string | Uint8Array, ...parts: RawBody[]): Buffer {
  const mac = createHmac('sha256', typeof key === 'string' ? Buffer.from(key, 'utf8') : key);
  for (const part of parts) mac.update(bytesOf(part));
  return mac.digest();
}

const SHA256_BYTES = 32;
/** 32 bytes in standard base64: 43 characters and one `=`. */
const BASE64_SHA256 = /^[A-Za-z0-9+/]{43}=$/;
const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

/** A digest sent as text, decoded strictly: anything but a well-formed 32-byte digest is undefined. */
export function decodeDigest(text: string | undefined, encoding: 'base64' | 'hex'): Buffer | undefined {
  const value = text?.trim() ?? '';
  if (!(encoding === 'base64' ? BASE64_SHA256 : HEX_SHA256).test(value)) return undefined;
  const bytes = Buffer.from(value, encoding);
  return bytes.length === SHA256_BYTES ? bytes : undefined;
}

/** Equal digests, in constant time (timingSafeEqual needs equal lengths, checked first). */
export function digestsEqual(given: Uint8Array | undefined, expected: Uint8Array): boolean {
  return given !== undefined && given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A shared secret sent as is (a custom header): both sides are hashed under one fixed key first,
 * so two equal-length digests are compared in constant time and neither length leaks.
 */
export function secretsEqual(given: string | undefined, expected: string): boolean {
  if (given === undefined || expected === '') return false;
  return timingSafeEqual(hmacSha256('shipdeck-secret-compare', given), hmacSha256('shipdeck-secret-compare', expected));
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch';

/** A signature header checked against the HMAC-SHA256 of `parts` keyed with `secret`. */
export function checkHmacSignature(
  header: string | undefined,
  encoding: 'base64' | 'hex',
  secret: string | Uint8Array,
  ...parts: RawBody[]
): SignatureCheck {
  if (header === undefined || header.trim() === '') return 'missing';
  const given = decodeDigest(header, encoding);
  if (!given) return 'malformed';
  if (secret.length === 0) return 'mismatch';
  return digestsEqual(given, hmacSha256(secret, ...parts)) ? 'valid' : 'mismatch';
}
