import { beforeAll, describe, expect, it } from 'vitest';
import { handler as searchHtsCodes } from '#functions/catalog/handlers/search-hts-codes.handler';
import { htsCodeSearchResponseSchema } from '#domain/catalog/search-results.schema';
import { createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { call } from './catalog-calls';

let accountId: string;
let owner: TestUser;

beforeAll(async () => {
  ({ accountId, owner } = await createTestAccount());
});

const search = (body: Record<string, unknown>, user: TestUser | null = owner) =>
  call(searchHtsCodes, {
    method: 'POST',
    path: '/api/v1/enums/hts-codes/search',
    user: user ?? undefined,
    accountId,
    body,
  });

describe('POST /api/v1/enums/hts-codes/search (orders §7) over the real HS nomenclature', () => {
  it('matches a code prefix, 6-digit codes first, 20 per page with the total', async () => {
    const res = await search({ query: '0302', offset: 0 });
    expect(res.status).toBe(200);
    expect(htsCodeSearchResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.codes[0].code).toHaveLength(6);
    expect(res.body.codes.every((c: { code: string }) => c.code.startsWith('0302'))).toBe(true);
    expect(res.body.codes).toHaveLength(20);
    // The 4-digit heading itself comes after all its 6-digit subheadings, on the last page.
    const lastOffset = Math.floor((res.body.total - 1) / 20) * 20;
    const last = await search({ query: '0302', offset: lastOffset });
    expect(last.body.codes.at(-1)).toEqual({
      code: '0302',
      description: expect.stringMatching(/^Fish; fresh or chilled/),
    });
    expect(lastOffset + last.body.codes.length).toBe(res.body.total);
  });

  it('matches description words in any order and case, and pages by 20', async () => {
    const first = await search({ query: 'SALMON fresh', offset: 0 });
    expect(first.body.total).toBeGreaterThan(0);
    for (const c of first.body.codes) expect(c.description.toLowerCase()).toMatch(/(?=.*salmon)(?=.*fresh)/);
    const all = await search({ query: '', offset: 0 });
    expect(all.body.total).toBe(6939); // every row of the file but its 'TOTAL' line
    expect(all.body.codes).toHaveLength(20);
    const next = await search({ query: '', offset: 20 });
    expect(next.body.codes[0].code).not.toBe(all.body.codes[0].code);
  });

  it('accepts a dotted code like 0201.30', async () => {
    expect((await search({ query: '0201.30' })).body.codes).toEqual([
      { code: '020130', description: expect.stringContaining('of bovine animals, boneless cuts') },
    ]);
  });

  it('needs a signed-in merchant (401 without claims)', async () => {
    expect((await search({ query: 'beef' }, null)).status).toBe(401);
  });
});
