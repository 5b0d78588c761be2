import { describe, expect, it } from 'vitest';
import { queueMessageBody } from '#lib/queue-message';

// Characters SQS refuses (U+FFFE, U+FFFF), the local queue refuses (emoji) or that are unpaired surrogates.
const AWKWARD = ['😀', '\uffff', '\ufffe', '\ud800', 'é', 'Jalapeño', '\u0000\u001f', '\u2028', 'plain'];

describe('queueMessageBody: message text every queue accepts, read back unchanged', () => {
  it.each(AWKWARD)('%j is sent as printable ASCII and parses back to the same value', (text) => {
    const message = { kind: 'store-event', payload: { note: text, nested: [text, { [text]: text }] } };
    const body = queueMessageBody(message);
    expect(body).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(body)).toEqual(message);
  });

  it('plain ASCII is plain JSON', () => {
    expect(queueMessageBody({ a: 'b', n: 1 })).toBe(JSON.stringify({ a: 'b', n: 1 }));
  });
});
