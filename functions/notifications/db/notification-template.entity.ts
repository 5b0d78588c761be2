import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * A merchant's notification template of one tracking email status (accounts §3 Notification
 * template): ACC#<accountId> / TEMPLATE#<status>. Only edited templates are stored; a status never
 * saved reads its default. The template is parsed on read, so fields added later take their defaults.
 */
export const NotificationTemplateEntity = new Entity({
  model: { entity: 'notificationTemplate', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    status: { type: 'string', required: true, readOnly: true },
    template: { type: 'any', required: true },
    /** Optimistic concurrency: every write names the version it replaces. */
    version: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['status'], template: 'TEMPLATE#${status}' },
    },
  },
});

/**
 * One tracking email of one shipment and status, by its email key (trackingEmailKey):
 * ACC#<accountId> / EMAILSENT#<emailKey>. `sending` while a delivery holds the claim (until
 * `leaseUntil`), `sent` once SES accepted it: a redelivered message finds `sent` and sends nothing.
 */
export const SentEmailEntity = new Entity({
  model: { entity: 'sentEmail', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    emailKey: { type: 'string', required: true, readOnly: true },
    state: { type: ['sending', 'sent'] as const, required: true },
    /** Epoch ms the claim of a `sending` record lapses. */
    leaseUntil: { type: 'number', required: true },
    messageId: { type: 'string' },
    to: { type: 'string' },
    sentAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['emailKey'], template: 'EMAILSENT#${emailKey}' },
    },
  },
});
