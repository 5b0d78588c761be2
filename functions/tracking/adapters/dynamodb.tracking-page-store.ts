import type { StoredTrackingPageSettings, TrackingPageStore } from '#domain/tracking/ports';
import { storedTrackingPageSettings, type TrackingPageSettings } from '#domain/tracking/tracking-page.schema';
import { db } from '#lib/db/service';
import { writeTransaction, type TransactionEntities } from '#lib/db/transaction';

const toStored = (item: { settings: unknown; version: number; updatedAt: string }): StoredTrackingPageSettings => ({
  settings: storedTrackingPageSettings(item.settings),
  version: item.version,
  updatedAt: item.updatedAt,
});

/** The subdomain claim's move: the new one created if free, the old one deleted only if still this account's. */
function moveSubdomain(tx: TransactionEntities, accountId: string, from: string, to: string) {
  if (from === to) return [];
  return [
    ...(to ? [tx.subdomainClaim.create({ subDomain: to, accountId }).commit()] : []),
    ...(from
      ? [
          tx.subdomainClaim
            .delete({ subDomain: from })
            .where((attr, { eq }) => eq(attr.accountId, accountId))
            .commit(),
        ]
      : []),
  ];
}

export const dynamoTrackingPageStore: TrackingPageStore = {
  async get(accountId) {
    const { data } = await db().entities.trackingPageSettings.get({ accountId }).go({ consistent: true });
    return data ? toStored(data) : undefined;
  },

  async put(accountId, settings: TrackingPageSettings, expectedVersion, previousSubDomain) {
    const item = { accountId, settings: settings as never, version: expectedVersion + 1 };
    const result = await writeTransaction((tx) => [
      expectedVersion === 0
        ? tx.trackingPageSettings.create(item).commit()
        : tx.trackingPageSettings
            .put(item)
            .where((attr, { eq }) => eq(attr.version, expectedVersion))
            .commit(),
      ...moveSubdomain(tx, accountId, previousSubDomain, settings.subDomain),
    ]);
    if (!result.ok) {
      // Item 0 is the settings; item 1, when present, the new subdomain's claim.
      const claimRefused = settings.subDomain !== previousSubDomain && settings.subDomain !== '';
      return claimRefused &&
        result.codes[1] === 'ConditionalCheckFailed' &&
        result.codes[0] !== 'ConditionalCheckFailed'
        ? 'taken'
        : 'stale';
    }
    return { settings, version: item.version, updatedAt: new Date().toISOString() };
  },

  async accountOfSubdomain(subDomain) {
    const { data } = await db()
      .entities.subdomainClaim.get({ subDomain: subDomain.toLowerCase() })
      .go({ consistent: true });
    return data?.accountId;
  },
};
