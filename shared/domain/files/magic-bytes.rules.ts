/**
 * What a file is, told by its first bytes rather than its name or declared type: the company logo and
 * claim documents are both checked this way before they are kept.
 */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
export const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

/** Whether `bytes` hold `expected` starting at offset `at`. */
export function bytesAt(bytes: Uint8Array, at: number, expected: readonly number[]): boolean {
  return bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);
}
