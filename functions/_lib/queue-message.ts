/**
 * Every queue message as SQS message text that any queue accepts: JSON with every character outside
 * printable ASCII written as a `\uXXXX` escape. SQS refuses U+FFFE/U+FFFF and the local queue
 * refuses more (emoji), while a signed webhook may carry any of them; `JSON.parse` reads the
 * escaped text back to the very same value, so consumers need no change.
 */
export function queueMessageBody(message: unknown): string {
  return JSON.stringify(message).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
