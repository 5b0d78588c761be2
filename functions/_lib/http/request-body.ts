import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { fieldPathOf } from '#domain/validation/field-errors.rules';
import { ROOT_FIELD_KEY } from './zod-errors';
import { PayloadTooLargeError, ValidationError } from '../errors';

/** What a route accepts unless it says otherwise: far above any form the web app sends. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/**
 * Import chunks (≤ 500 spreadsheet rows, ≤ 1,000 customers) can pass 1 MB with wide sheets;
 * they stay under Lambda's 6 MB synchronous payload, which counts the whole event.
 */
export const IMPORT_MAX_BODY_BYTES = 5 * 1024 * 1024;
/** The most any route accepts; the local gateway stops reading a request beyond it. */
export const LARGEST_BODY_BYTES = IMPORT_MAX_BODY_BYTES;

/** No request the web app sends nests deeper than about 8; deeper JSON is refused before anything walks it recursively. */
export const MAX_JSON_DEPTH = 32;
/** Assigning it sets an object's prototype instead of a property, so it never survives as data (marshalling, spreads, records). */
const FORBIDDEN_KEY = '__proto__';

export const BODY_NOT_JSON = 'Request body is not valid JSON';
export const BODY_TOO_DEEP = `Request body nests deeper than ${MAX_JSON_DEPTH} levels`;
export const FORBIDDEN_KEY_MESSAGE = `The key "${FORBIDDEN_KEY}" is not allowed`;
export const BODY_NOT_TAKEN = 'This request takes no body';

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** The body's size in bytes as sent, counted without decoding it. */
function bodyBytes(event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): number {
  const body = event.body ?? '';
  if (!event.isBase64Encoded) return Buffer.byteLength(body, 'utf8');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}

/**
 * The body's bytes as they arrived: API Gateway and the local gateway pass JSON as text and other
 * content types base64-encoded. Webhook signatures are checked over exactly these bytes.
 */
export function rawBodyOf(event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): Buffer {
  return Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
}

/** Refuses a body above `maxBytes` (413) before it is decoded or parsed. */
export function assertBodySize(
  event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>,
  maxBytes: number,
): void {
  if (bodyBytes(event) > maxBytes) throw new PayloadTooLargeError(`Request body is larger than ${megabytes(maxBytes)}`);
}

/** Refuses any body (400, on the whole body's field) for a route that takes none. */
export function assertNoBody(event: Pick<APIGatewayProxyEventV2, 'body'>): void {
  if (event.body) throw new ValidationError({ [ROOT_FIELD_KEY]: BODY_NOT_TAKEN }, BODY_NOT_TAKEN);
}

const pathOf = (path: readonly (string | number)[]) => fieldPathOf(path, ROOT_FIELD_KEY);

/**
 * Walks the parsed body without recursion: too deep a nesting, or an own `__proto__` key, is a
 * 400 naming where it is, so nothing later (zod, JSON.stringify, the DynamoDB marshaller) meets it.
 */
function assertPlainJson(value: unknown): void {
  const stack: { value: object; path: (string | number)[] }[] = [];
  if (typeof value === 'object' && value !== null) stack.push({ value, path: [] });
  while (stack.length > 0) {
    const { value: node, path } = stack.pop()!;
    if (path.length >= MAX_JSON_DEPTH) throw new ValidationError({ [pathOf(path)]: BODY_TOO_DEEP }, BODY_TOO_DEEP);
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((v, i) => [i, v])
      : Object.entries(node);
    for (const [key, child] of entries) {
      if (key === FORBIDDEN_KEY)
        throw new ValidationError({ [pathOf([...path, key])]: FORBIDDEN_KEY_MESSAGE }, FORBIDDEN_KEY_MESSAGE);
      if (typeof child === 'object' && child !== null) stack.push({ value: child, path: [...path, key] });
    }
  }
}

/** The request's JSON body ({} when there is none), checked as plain JSON data. */
export function parseJsonBody(event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? rawBodyOf(event).toString('utf8') : event.body;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ValidationError({ [ROOT_FIELD_KEY]: BODY_NOT_JSON }, BODY_NOT_JSON);
  }
  assertPlainJson(value);
  return value;
}
