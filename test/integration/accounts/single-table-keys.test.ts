import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoDocumentClient } from '#lib/clients';
import { createTestAccount } from '#test/support/accounts';
import { handler as createWarehouse } from '#functions/warehouses/handlers/create-warehouse.handler';
import { apiEvent, invoke } from '#test/support/api-events';

describe('single-table keys (docs/architecture.md §3.6)', () => {
  it('every item written by the API has a partition key that starts with its merchant account id', async () => {
    const { accountId, owner } = await createTestAccount();
    await invoke(
      createWarehouse,
      apiEvent({
        method: 'POST',
        path: '/api/v1/warehouses',
        user: owner,
        accountId,
        body: {
          name: 'Keys',
          address: { phone: '512-555-0100', street1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
        },
      }),
    );
    // Scan every page: other suites share the table, so one page may hold none of this account's items.
    const Items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamoDocumentClient().send(
        new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey }),
      );
      Items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    const mine = Items.filter((i) => i.accountId === accountId);
    expect(mine.length).toBeGreaterThanOrEqual(3); // account, owner membership, warehouse
    for (const item of mine) expect(item.pk).toBe(`ACC#${accountId}`);
    // Outside any account, each for a reason: the sandbox carriers' ledger stands in for a carrier's
    // own database (SANDBOX#), the sandbox payments processor's its own (SANDBOXPAY#); a carrier's webhook names a tracking code, never an account, so the
    // code's one owner is found through TRACKCODE# and a delivery is deduplicated by WEBHOOK#; a
    // shopper's browser names only the tracking page's host, whose one account is SUBDOMAIN#; a store's
    // webhook names only its shop (SHOP#) and an OAuth return only its state (OAUTHSTATE#); a public
    // API call carries only its key, whose hash names its account (APIKEY#). A public route's request counter
    // names only a hashed client or page (RATE#), and a public weather forecast is nobody's (FORECAST#). A short
    // link opened from an email names only its code (SHORTLINK#).
    // Shipdeck staff's audit log is Shipdeck's own record across accounts (ADMINAUDIT; each entry is also
    // indexed under its account). A public site's lead is a prospect's, who has no account yet (LEAD#), and a
    // referral partner is no merchant: visits and sign-ups name only the partner's permalink (PARTNER#). The
    // store token refresh schedule's worklist is filed by day across accounts (TOKENEXPIRY#): each entry names
    // only an account, a store and an expiry, and the credentials stay in the account's own partition.
    for (const item of Items)
      expect(String(item.pk)).toMatch(
        /^(ACC#|SANDBOX#|SANDBOXPAY#|TRACKCODE#|WEBHOOK#|SUBDOMAIN#|SHOP#|OAUTHSTATE#|APIKEY#|RATE#|FORECAST#|SHORTLINK#|ADMINAUDIT$|LEAD#|PARTNER#|TOKENEXPIRY#)/,
      );
  });
});
