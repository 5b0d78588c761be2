import type { StoredTrackingPageSettings, TrackingPageStore } from '#domain/tracking/ports';
import { storedTrackingPageSettings, type TrackingPageSettings } from '#domain/tracking/tracking-page.schema';
import { SubdomainClaimEntity, TrackingPageSettingsEntity } from '../db/tracking-page.entity';
import { onTable } from '#lib/db/table';
import { refused, writeTransaction, type TransactionEntities, type TransactionItem } from '#lib/db/transaction';

/** A tracking page's settings and its subdomain's claims, written together. */
const PAGE_WRITE = { trackingPageSettings: TrackingPageSettingsEntity, subdomainClaim: SubdomainClaimEntity };

const toStored = (item: { settings: unknown; version: number; updatedAt: string }): StoredTrackingPageSettings => ({
  settings: storedTrackingPageSettings(item.settings),
  version: item.version,
  updatedAt: item.updatedAt,
});

/** The subdomain claim's move: the new one created if free, the old one deleted only if still this account's. */
function moveSubdomain(
  tx: TransactionEntities<typeof PAGE_WRITE>,
  accountId: string,
  from: string,
  to: string,
): { newClaim: TransactionItem[]; oldClaim: TransactionItem[] } {
  if (from === to) return { newClaim: [], oldClaim: [] };
  return {
    newClaim: to ? [tx.subdomainClaim.create({ subDomain: to, accountId }).commit()] : [],
    oldClaim: from
      ? [
          tx.subdomainClaim
            .delete({ subDomain: from })
            .where((attr, { eq }) => eq(attr.accountId, accountId))
            .commit(),
        ]
      : [],
  };
}

export const dynamoTrackingPageStore: TrackingPageStore = {
  async get(accountId) {
    const { data } = await onTable(TrackingPageSettingsEntity).get({ accountId }).go({ consistent: true });
    return data ? toStored(data) : undefined;
  },

  async put(accountId, settings: TrackingPageSettings, expectedVersion, previousSubDomain) {
    const item = { accountId, settings: settings as never, version: expectedVersion + 1 };
    const result = await writeTransaction(PAGE_WRITE, (tx) => ({
      settings: [
        expectedVersion === 0
          ? tx.trackingPageSettings.create(item).commit()
          : tx.trackingPageSettings
              .put(item)
              .where((attr, { eq }) => eq(attr.version, expectedVersion))
              .commit(),
      ],
      ...moveSubdomain(tx, accountId, previousSubDomain, settings.subDomain),
    }));
    if (!result.ok) {
      const { reasons } = result;
      return refused(reasons.newClaim) && !refused(reasons.settings) ? 'taken' : 'stale';
    }
    return { settings, version: item.version, updatedAt: new Date().toISOString() };
  },

  async accountOfSubdomain(subDomain) {
    const { data } = await onTable(SubdomainClaimEntity)
      .get({ subDomain: subDomain.toLowerCase() })
      .go({ consistent: true });
    return data?.accountId;
  },
};
