import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * The merchant's tracking page settings, one item per account: ACC#<accountId> / SETTINGS#TRACKING_PAGE.
 * `settings` holds shared/domain/tracking/tracking-page.schema.ts, parsed on read so fields added
 * later take their defaults; no item means the defaults (no subdomain, no page).
 */
export const TrackingPageSettingsEntity = new Entity({
  model: { entity: 'trackingPageSettings', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    settings: { type: 'any', required: true },
    /** Optimistic concurrency: every write names the version it replaces. */
    version: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'SETTINGS#TRACKING_PAGE' },
    },
  },
});

/**
 * The one account a subdomain belongs to: SUBDOMAIN#<lowercased subdomain> / ACCOUNT. A shopper's
 * browser names only the host, so this partition is not led by an account: it is how the account is
 * found (like TRACKCODE#). Created with a not-exists condition in the same transaction as the
 * settings that name it, and deleted (only by its owner) when they stop naming it, so two accounts
 * can never hold one subdomain. A strongly consistent get, no GSI.
 */
export const SubdomainClaimEntity = new Entity({
  model: { entity: 'subdomainClaim', version: '1', service: SERVICE_NAME },
  attributes: {
    subDomain: { type: 'string', required: true, readOnly: true },
    accountId: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    bySubdomain: {
      pk: { field: 'pk', casing: 'none', composite: ['subDomain'], template: 'SUBDOMAIN#${subDomain}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'ACCOUNT' },
    },
  },
});
