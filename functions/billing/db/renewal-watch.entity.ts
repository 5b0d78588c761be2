import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition } from '#lib/db/common';

/**
 * A paid subscription's next renewal: ACC#<a> / RENEWAL, and gsi1 SCHEDULE#RENEWALS / <renewsAt>#<a>
 * so the renew-subscriptions schedule reads the due ones in date order without scanning. Written
 * when a paid plan starts or resumes, moved on at each renewal, deleted when nothing will renew.
 */
export const RenewalWatchEntity = new Entity({
  model: { entity: 'renewalWatch', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    renewsAt: { type: 'string', required: true },
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'RENEWAL' },
    },
    due: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: [], template: 'SCHEDULE#RENEWALS' },
      sk: {
        field: 'gsi1sk',
        casing: 'none',
        composite: ['renewsAt', 'accountId'],
        template: '${renewsAt}#${accountId}',
      },
    },
  },
});
