import { describe, expect, it } from 'vitest';
import { dynamoMagicLinkStore } from '#functions/auth/adapters/dynamodb.magic-link-store';
import { hashMagicLinkToken, newMagicLinkToken, newStoredMagicLink } from '#domain/auth/magic-link.rules';

describe('magic links in the table (single use by a conditional delete)', () => {
  it('a saved link is consumed once; the second consume finds nothing', async () => {
    const token = newMagicLinkToken();
    const link = await newStoredMagicLink('maker@example.com', token, new Date());
    await dynamoMagicLinkStore.save(link);
    expect(await dynamoMagicLinkStore.consume(await hashMagicLinkToken(token))).toEqual(link);
    expect(await dynamoMagicLinkStore.consume(await hashMagicLinkToken(token))).toBeUndefined();
  });

  it('of two concurrent uses of one link exactly one gets it', async () => {
    const token = newMagicLinkToken();
    await dynamoMagicLinkStore.save(await newStoredMagicLink('maker@example.com', token, new Date()));
    const hash = await hashMagicLinkToken(token);
    const results = await Promise.all([dynamoMagicLinkStore.consume(hash), dynamoMagicLinkStore.consume(hash)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('a token never issued finds nothing', async () => {
    expect(await dynamoMagicLinkStore.consume(await hashMagicLinkToken(newMagicLinkToken()))).toBeUndefined();
  });
});
