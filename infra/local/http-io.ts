import type { IncomingMessage, ServerResponse } from 'node:http';
import { LARGEST_BODY_BYTES } from '#lib/http/request-body';
import type { HttpResponse } from './http-api';

/**
 * API Gateway takes 10 MB and Lambda 6 MB, but no route accepts more than LARGEST_BODY_BYTES
 * (each route refuses above its own limit), so the local gateway reads no further than that.
 */
export const MAX_BODY_BYTES = LARGEST_BODY_BYTES;

/**
 * The body, or 'too-large' as soon as it is known to pass `limit` (its content-length, or the
 * bytes read so far): the rest is drained unread rather than buffered.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolvePromise, reject) => {
    const tooLarge = () => {
      req.removeListener('data', onData);
      req.resume();
      resolvePromise('too-large');
    };
    if (Number(req.headers['content-length'] ?? 0) > limit) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) tooLarge();
      else chunks.push(chunk);
    }
    req.on('data', onData);
    req.on('end', () => resolvePromise(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, response: HttpResponse): void {
  if (res.headersSent) return;
  res.statusCode = response.statusCode;
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.setHeader('content-length', response.body.length);
  res.end(response.body);
}
