import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queueMessageBody } from '#lib/queue-message';
import {
  QUEUE_MESSAGE_MAX_BYTES,
  QUEUE_OVERFLOW_PREFIX,
  queueBodyOrOverflow,
  queueMessageBytes,
  readOverflow,
} from '#lib/queue-overflow';

/** An in-memory bucket. */
function memoryFiles() {
  const objects = new Map<string, string>();
  return {
    objects,
    async put(key: string, body: Uint8Array) {
      objects.set(key, Buffer.from(body).toString('utf8'));
    },
    read: async (key: string) => {
      const text = objects.get(key);
      if (text === undefined) throw new Error(`NoSuchKey ${key}`);
      return text;
    },
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('queueBodyOrOverflow: a message that fits is sent whole; a larger one leaves its part in S3 behind a pointer', () => {
  it('a message that fits is the escaped message itself, nothing written', async () => {
    const files = memoryFiles();
    const message = { kind: 'store-event', accountId: 'a1', payload: { note: '🧊 \uffff' } };
    expect(await queueBodyOrOverflow(message, 'payload', files, 'store-events/a1')).toBe(queueMessageBody(message));
    expect(files.objects.size).toBe(0);
  });

  it('exactly 262,144 bytes is sent whole; one byte more leaves the payload in S3', async () => {
    const sized = (bytes: number) => {
      const base = queueMessageBody({ kind: 'store-event', accountId: 'a1', payload: '' }).length;
      return { kind: 'store-event', accountId: 'a1', payload: 'x'.repeat(bytes - base) };
    };
    const files = memoryFiles();
    const atLimit = await queueBodyOrOverflow(sized(QUEUE_MESSAGE_MAX_BYTES), 'payload', files, 'store-events/a1');
    expect(queueMessageBytes(atLimit)).toBe(262_144);
    expect(files.objects.size).toBe(0);
    const over = await queueBodyOrOverflow(sized(QUEUE_MESSAGE_MAX_BYTES + 1), 'payload', files, 'store-events/a1');
    expect(JSON.parse(over).payloadRef).toBeDefined();
    expect(files.objects.size).toBe(1);
  });

  it('a payload that only its escaping makes too large is written under a content-named key and read back equal', async () => {
    // 60,000 emoji: 240 kB of UTF-8, 720,000 characters once escaped.
    const payload = { note: '🎂'.repeat(60_000), end: '\uffff' };
    const message = { kind: 'store-event', accountId: 'a1', payload };
    const files = memoryFiles();
    const body = await queueBodyOrOverflow(message, 'payload', files, 'store-events/a1');
    expect(body.length).toBeLessThanOrEqual(QUEUE_MESSAGE_MAX_BYTES);
    expect(body).toMatch(/^[\x20-\x7e]*$/);
    const sent = JSON.parse(body);
    expect(sent).toEqual({
      kind: 'store-event',
      accountId: 'a1',
      payloadRef: {
        key: expect.stringMatching(/^queue-overflow\/store-events\/a1\/[0-9a-f]{64}\.json$/),
        sha256: expect.any(String),
      },
    });
    expect(sent.payloadRef.key.startsWith(QUEUE_OVERFLOW_PREFIX)).toBe(true);
    expect(sha256(files.objects.get(sent.payloadRef.key)!)).toBe(sent.payloadRef.sha256);
    expect(await readOverflow(sent.payloadRef, files.read)).toEqual(payload);
    // The same payload again (a redelivery) names the same object.
    expect(await queueBodyOrOverflow(message, 'payload', files, 'store-events/a1')).toBe(body);
    expect(files.objects.size).toBe(1);
  });

  it('a message too large even without the named part is refused, not sent cut', async () => {
    const files = memoryFiles();
    const message = { kind: 'store-event', shop: 'x'.repeat(QUEUE_MESSAGE_MAX_BYTES), payload: 'p'.repeat(10) };
    await expect(queueBodyOrOverflow(message, 'payload', files, 'store-events/a1')).rejects.toThrow(/too large/);
  });
});

describe('readOverflow: the part is applied only as it was written', () => {
  it('an altered or missing object throws, so the record is retried', async () => {
    const files = memoryFiles();
    const text = queueMessageBody({ note: 'original' });
    files.objects.set('queue-overflow/k.json', queueMessageBody({ note: 'altered' }));
    await expect(readOverflow({ key: 'queue-overflow/k.json', sha256: sha256(text) }, files.read)).rejects.toThrow();
    await expect(readOverflow({ key: 'queue-overflow/none.json', sha256: sha256(text) }, files.read)).rejects.toThrow();
  });
});
