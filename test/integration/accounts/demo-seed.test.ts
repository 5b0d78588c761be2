import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoWarehouseStore } from '#functions/warehouses/adapters/dynamodb.warehouse-store';
import { DEMO_ACCOUNT_ID, seedDemoData } from '#infra/local/seed/demo-data.seed';
import { DEMO_OPENING_BALANCE_CENTS } from '#infra/local/seed/demo-labels.seed';
import { DEMO_TRACKING_SUBDOMAIN } from '#infra/local/local-config';
import { dynamoTrackingPageStore } from '#functions/tracking/adapters/dynamodb.tracking-page-store';
import { OrderEntity } from '#functions/orders/db/order.entity';
import { SubdomainClaimEntity, TrackingPageSettingsEntity } from '#functions/tracking/db/tracking-page.entity';
import { onTable } from '#lib/db/table';
import { ledgerCheck } from '#test/support/ledger';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoLateShipmentSettings } from '#functions/tracking/adapters/dynamodb.late-shipment-store';

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
    // The opening balance is one refill; every seeded label one purchase; the ledger balances.
    const wallet = await ledgerCheck(DEMO_ACCOUNT_ID);
    expect(wallet.entries.filter((e) => e.kind === 'refill').map((e) => e.amountCents)).toEqual([
      DEMO_OPENING_BALANCE_CENTS,
    ]);
    expect(wallet.entries.filter((e) => e.kind === 'purchase').length).toBeGreaterThan(50);
    expect(wallet.balanceCents).toBe(wallet.ledgerSumCents);

    // The demo shop's branded tracking page, also given to data seeded before the page existed.
    expect(await dynamoTrackingPageStore.accountOfSubdomain(DEMO_TRACKING_SUBDOMAIN)).toBe(DEMO_ACCOUNT_ID);
    await onTable(TrackingPageSettingsEntity).delete({ accountId: DEMO_ACCOUNT_ID }).go();
    await onTable(SubdomainClaimEntity).delete({ subDomain: DEMO_TRACKING_SUBDOMAIN }).go();
    expect(await seedDemoData(ids)).toEqual({ created: false });
    expect((await dynamoTrackingPageStore.get(DEMO_ACCOUNT_ID))?.settings).toMatchObject({
      subDomain: DEMO_TRACKING_SUBDOMAIN,
      faq: { isActive: true },
    });
    // Late shipments (accounts §6): feature for both users, detection on, one order late from the start.
    expect(packer.features).toEqual({ lateShipments: true });
    expect((await dynamoLateShipmentSettings.get(DEMO_ACCOUNT_ID))?.settings).toMatchObject({ enabled: true });
    const { data } = await onTable(OrderEntity)
      .query.byStatus({ accountId: DEMO_ACCOUNT_ID, statusKey: 'in_transit' })
      .go({ pages: 'all' });
    const late = data
      .map((d) => d.doc as Awaited<ReturnType<typeof dynamoOrderStore.get>>)
      .filter((o) => o?.warnings.some((w) => w.type === 'late'));
    expect(late.map((o) => o?.warnings.find((w) => w.type === 'late')?.message)).toEqual([
      'Late: the carrier reports a delay (weather delay)',
    ]);
  }, 240_000);
});
