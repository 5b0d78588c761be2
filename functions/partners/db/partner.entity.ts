import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, timestamps } from '#lib/db/common';

/**
 * A partner of the referral program: PARTNER#<permalink> / PARTNER. A partner has no merchant account, and
 * the permalink is what every visitor and sign-up names, so it leads the partition; creating this item only
 * where none exists is what makes a permalink unique.
 */
export const PartnerEntity = new Entity({
  model: { entity: 'partner', version: '1', service: SERVICE_NAME },
  attributes: {
    permalink: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    dashboardSecretHash: { type: 'string', required: true },
    visits: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byPermalink: {
      pk: { field: 'pk', casing: 'none', composite: ['permalink'], template: 'PARTNER#${permalink}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'PARTNER' },
    },
  },
});

/** A sign-up attributed to the partner: PARTNER#<permalink> / SIGNUP#<accountId>, once per account. */
export const PartnerSignupEntity = new Entity({
  model: { entity: 'partnerSignup', version: '1', service: SERVICE_NAME },
  attributes: {
    permalink: { type: 'string', required: true, readOnly: true },
    accountId: { type: 'string', required: true, readOnly: true },
    companyName: { type: 'string', required: true, readOnly: true },
    signedUpAt: { type: 'string', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    byPartner: {
      pk: { field: 'pk', casing: 'none', composite: ['permalink'], template: 'PARTNER#${permalink}' },
      sk: { field: 'sk', casing: 'none', composite: ['accountId'], template: 'SIGNUP#${accountId}' },
    },
  },
});
