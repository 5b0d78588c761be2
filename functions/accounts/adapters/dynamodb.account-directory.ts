import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountDirectory, AccountHit } from '#domain/admin/ports';
import { dynamoDocumentClient } from '#lib/clients';
import { config } from '#lib/config';
import { encodeCursor } from '#lib/db/cursor';
import { onTable } from '#lib/db/table';
import { ValidationError } from '#lib/errors';
import { AccountEntity } from '../db/account.entity';
import { MembershipEntity } from '../db/membership.entity';

/** Items one search call reads at most: a staff search costs a bounded slice of the table, never all of it. */
export const DIRECTORY_SCAN_SLICE = 1_000;

export const DIRECTORY_CURSOR_MESSAGE = 'Invalid search cursor: start the search again';

/** A scan's start key is the table's own key (pk, sk): anything else is refused before DynamoDB sees it. */
function startKeyOf(cursor: string | undefined): Record<string, string> | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = /^[A-Za-z0-9_-]+$/.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    key = undefined;
  }
  const ok =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.keys(key).length === 2 &&
    ['pk', 'sk'].every((a) => {
      const v = (key as Record<string, unknown>)[a];
      return typeof v === 'string' && v.length > 0 && Buffer.byteLength(v) <= 1024;
    });
  if (!ok) throw new ValidationError({ cursor: DIRECTORY_CURSOR_MESSAGE }, DIRECTORY_CURSOR_MESSAGE);
  return key as Record<string, string>;
}

/** One slice of a scan over one entity's items (the entity's own filter), parsed by the entity. */
async function scanSlice<E extends typeof AccountEntity | typeof MembershipEntity>(
  entity: E,
  cursor: string | undefined,
): Promise<{ items: Record<string, unknown>[]; cursor?: string }> {
  // Both entities scan and parse alike; typed loosely so one function serves either.
  const bound = onTable(entity) as unknown as {
    scan: { params(): Record<string, unknown> };
    parse(response: { Items: unknown[] }): { data: Record<string, unknown>[] };
  };
  const params = bound.scan.params();
  const ExclusiveStartKey = startKeyOf(cursor);
  const out = await dynamoDocumentClient().send(
    new ScanCommand({
      ...params,
      TableName: config().TABLE_NAME,
      Limit: DIRECTORY_SCAN_SLICE,
      ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
    } as never),
  );
  const { data } = bound.parse({ Items: out.Items ?? [] });
  const next = encodeCursor(out.LastEvaluatedKey);
  return { items: data, ...(next ? { cursor: next } : {}) };
}

/**
 * Staff search over merchant accounts: an id is one read; an email or a company name is a bounded scan slice
 * of the members or the accounts, matched case-insensitively on a part of the text.
 */
export const dynamoAccountDirectory: AccountDirectory = {
  async byId(accountId) {
    const { data } = await onTable(AccountEntity).get({ accountId }).go();
    return data ? { accountId: data.accountId, name: data.name } : undefined;
  },

  async search({ text, by }, { limit, cursor }) {
    const needle = text.trim().toLowerCase();
    const hits: AccountHit[] = [];
    let next = cursor;
    // Slices until `limit` matches or the end; at most a few slices per call, so one call stays bounded.
    for (let slice = 0; slice < 3 && hits.length < limit; slice++) {
      const page = by === 'email' ? await scanSlice(MembershipEntity, next) : await scanSlice(AccountEntity, next);
      for (const item of page.items) {
        if (
          by === 'email' &&
          String(item.email ?? '')
            .toLowerCase()
            .includes(needle)
        )
          hits.push({
            accountId: String(item.accountId),
            name: String(item.accountName),
            matchedEmail: String(item.email),
          });
        if (
          by === 'company' &&
          String(item.name ?? '')
            .toLowerCase()
            .includes(needle)
        )
          hits.push({ accountId: String(item.accountId), name: String(item.name) });
      }
      next = page.cursor;
      if (!next) break;
    }
    return { items: hits, ...(next ? { cursor: next } : {}) };
  },
};
