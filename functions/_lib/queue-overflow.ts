import { createHash } from 'node:crypto';
import { queueMessageBody } from './queue-message';

/**
 * The largest body a queue message is sent with: SQS's long-standing limit of 262,144 bytes (256 KiB), which
 * every queue takes whatever its MaximumMessageSize, and which keeps a batch of ten far below Lambda's 6 MB
 * invoke payload. SQS counts message attributes (name, type and value) against the same limit: the senders
 * here send none, so the body has all of it, measured in UTF-8 bytes.
 */
export const QUEUE_MESSAGE_MAX_BYTES = 262_144;

/** The size SQS measures a message at: its body's UTF-8 bytes (the escaped text is ASCII, so one per character). */
export const queueMessageBytes = (body: string): number => Buffer.byteLength(body, 'utf8');

/** Where message parts too large for their queue wait in the documents bucket, expired after QUEUE_OVERFLOW_DAYS. */
export const QUEUE_OVERFLOW_PREFIX = 'queue-overflow/';
/** Longer than any message pointing at an object can live: 4 days in its queue, 14 in the DLQ, time to redrive. */
export const QUEUE_OVERFLOW_DAYS = 30;

/** A message part kept in S3: its key and the SHA-256 (hex) of the stored text, checked when it is read back. */
export interface OverflowRef {
  key: string;
  sha256: string;
}

export interface OverflowWriter {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
}

/** The text written under `key`; throws when there is none. */
export type OverflowReader = (key: string) => Promise<string>;

/**
 * The body to send for `message`: itself when its escaped text fits a queue message, else with its
 * `field` written to S3 first (under a key named by its content, so a redelivered webhook writes the
 * same object) and replaced by `<field>Ref`. Text escaped as the queue body is, so any character survives.
 */
export async function queueBodyOrOverflow<M extends Record<string, unknown>, F extends keyof M & string>(
  message: M,
  field: F,
  files: OverflowWriter,
  scope: string,
): Promise<string> {
  const body = queueMessageBody(message);
  if (queueMessageBytes(body) <= QUEUE_MESSAGE_MAX_BYTES) return body;
  const text = queueMessageBody(message[field]);
  const sha256 = createHash('sha256').update(text).digest('hex');
  const ref: OverflowRef = { key: `${QUEUE_OVERFLOW_PREFIX}${scope}/${sha256}.json`, sha256 };
  await files.put(ref.key, Buffer.from(text), 'application/json');
  const rest: Record<string, unknown> = { ...message, [`${field}Ref`]: ref };
  delete rest[field];
  const pointer = queueMessageBody(rest);
  // Only the part named overflows: the rest must be bounded by its schema.
  if (queueMessageBytes(pointer) > QUEUE_MESSAGE_MAX_BYTES)
    throw new Error(`Queue message is too large without its ${field}`);
  return pointer;
}

/** A part written by queueBodyOrOverflow, read back; throws (the record is retried) when it is gone or altered. */
export async function readOverflow(ref: OverflowRef, read: OverflowReader): Promise<unknown> {
  const text = await read(ref.key);
  if (createHash('sha256').update(text).digest('hex') !== ref.sha256) throw new Error(`Altered: ${ref.key}`);
  return JSON.parse(text);
}
