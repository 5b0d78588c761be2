import { describe, expect, it } from 'vitest';
import {
  CLAIM_DOCUMENT_CONTENT_TYPES,
  claimDocumentKey,
  isClaimDocumentContentType,
  sniffClaimDocumentType,
} from '#domain/claims/claim-document.rules';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('claim documents are typed by their first bytes, not their name or declared type', () => {
  it.each<[string, Uint8Array, string | undefined]>([
    ['PDF (%PDF-)', bytes('%PDF-1.7\n', [0xe2, 0xe3]), 'application/pdf'],
    ['JPEG (FF D8 FF, JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['JPEG (FF D8 FF, Exif)', bytes([0xff, 0xd8, 0xff, 0xe1, 0, 0x10], 'Exif'), 'image/jpeg'],
    ['PNG signature', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'image/png'],
    ['WEBP (RIFF….WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['HEIC (ftyp heic)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), 'image/heic'],
    ['HEIF (ftyp mif1)', bytes([0, 0, 0, 0x1c], 'ftypmif1', [0, 0, 0, 0]), 'image/heic'],
    ['an MP4 is no photo (ftyp isom)', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]), undefined],
    ['a RIFF WAVE is no photo', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), undefined],
    ['HTML named .png', bytes('<!doctype html><html>'), undefined],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), undefined],
    ['a PNG cut short', bytes([0x89, 0x50, 0x4e, 0x47]), undefined],
    ['nothing', new Uint8Array(), undefined],
  ])('%s', (_name, head, expected) => {
    expect(sniffClaimDocumentType(head)).toBe(expected);
  });

  it('accepts exactly the five document content types', () => {
    expect(CLAIM_DOCUMENT_CONTENT_TYPES.filter(isClaimDocumentContentType)).toHaveLength(5);
    expect(isClaimDocumentContentType('image/gif')).toBe(false);
    expect(isClaimDocumentContentType('text/html')).toBe(false);
  });

  it('keeps a document under its account and claim', () => {
    expect(claimDocumentKey('acc', 'clm', 'doc')).toBe('claims/acc/clm/doc');
  });
});
