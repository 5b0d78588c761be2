import { bytesAt, JPEG_SIGNATURE, PNG_SIGNATURE } from '../files/magic-bytes.rules';

/**
 * Claim documents (accounts §3: Original Invoice, Reship Invoice, Photograph, Other): which files are taken,
 * how large, and what a file is by its first bytes. A browser's declared type is only a claim; the bytes decide.
 */
export const CLAIM_DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/webp',
] as const;
export type ClaimDocumentContentType = (typeof CLAIM_DOCUMENT_CONTENT_TYPES)[number];

/** 10 MiB: a phone photo or a scanned invoice, with room. */
export const CLAIM_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CLAIM_DOCUMENTS_PER_CLAIM_MAX = 20;
/** How many leading bytes the sniffer needs. */
export const CLAIM_DOCUMENT_SNIFF_BYTES = 16;
/** Upload and read links are short-lived. */
export const CLAIM_UPLOAD_SECONDS = 300;
export const CLAIM_DOWNLOAD_SECONDS = 60;

export const CLAIM_DOCUMENT_MESSAGES = {
  contentType: 'Upload a PDF, JPEG, PNG, HEIC or WEBP file.',
  tooLarge: `The file is larger than ${CLAIM_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
  tooMany: `A claim holds at most ${CLAIM_DOCUMENTS_PER_CLAIM_MAX} documents.`,
  notUploaded: 'The file was not uploaded. Upload it again.',
  mismatch: (declared: string) =>
    `The file's content is not a ${LABELS[declared as ClaimDocumentContentType] ?? declared} file.`,
} as const;

const LABELS: Record<ClaimDocumentContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/webp': 'WEBP',
};

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const textAt = (bytes: Uint8Array, at: number, length: number) =>
  bytes.length >= at + length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';

/** HEIF brands of still images (ISO/IEC 23008-12): what phones write as .heic. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The type a file's first bytes show, of the accepted ones; undefined for anything else. */
export function sniffClaimDocumentType(bytes: Uint8Array): ClaimDocumentContentType | undefined {
  if (bytesAt(bytes, 0, ascii('%PDF-'))) return 'application/pdf';
  if (bytesAt(bytes, 0, JPEG_SIGNATURE)) return 'image/jpeg';
  if (bytesAt(bytes, 0, PNG_SIGNATURE)) return 'image/png';
  if (bytesAt(bytes, 0, ascii('RIFF')) && bytesAt(bytes, 8, ascii('WEBP'))) return 'image/webp';
  if (bytesAt(bytes, 4, ascii('ftyp')) && HEIF_BRANDS.has(textAt(bytes, 8, 4))) return 'image/heic';
  return undefined;
}

export function isClaimDocumentContentType(value: string): value is ClaimDocumentContentType {
  return (CLAIM_DOCUMENT_CONTENT_TYPES as readonly string[]).includes(value);
}

/** Where a document's bytes live in the documents bucket: under its account and claim. */
export function claimDocumentKey(accountId: string, claimId: string, documentId: string): string {
  return `claims/${accountId}/${claimId}/${documentId}`;
}
