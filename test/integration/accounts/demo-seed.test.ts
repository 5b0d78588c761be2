import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoWarehouseStore } from '#functions/warehouses/adapters/dynamodb.warehouse-store';
import { DEMO_ACCOUNT_ID, DEMO_OPENING_FUNDS_CENTS, seedDemoData } from '#infra/local/seed/demo-data.seed';
import { ledgerCheck } from '#test/support/ledger';

describe('demo seed', () => {
  it('creates the demo account, a packer and warehouses once, and is a no-op on the next start', async () => {
    const ids = {
      ownerUserId: randomUUID(),
      ownerEmail: 'demo@shipdeck.local',
      memberUserId: randomUUID(),
      memberEmail: 'packer@shipdeck.local',
    };
    expect(await seedDemoData(ids)).toEqual({ created: true });
    expect(await seedDemoData(ids)).toEqual({ created: false });
    const warehouses = await dynamoWarehouseStore.list(DEMO_ACCOUNT_ID);
    expect(warehouses.map((w) => w.name).sort()).toEqual(['Austin Smokehouse', 'Dallas Cold Storage']);
    const [packer] = await dynamoAccountStore.listMembershipsOfUser(ids.memberUserId);
    expect(packer).toMatchObject({
      accountId: DEMO_ACCOUNT_ID,
      role: 'member',
      permissions: { edit_warehouses: false },
    });
    // The opening funds are one refill, balanced by its ledger entry.
    const wallet = await ledgerCheck(DEMO_ACCOUNT_ID);
    expect(wallet).toMatchObject({ balanceCents: DEMO_OPENING_FUNDS_CENTS, ledgerSumCents: DEMO_OPENING_FUNDS_CENTS });
    expect(wallet.entries).toHaveLength(1);
  });
});
