import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';
import { setVersionEntity } from '#lib/db/set-version.factory';

/**
 * A user's membership of a merchant account with the team's permission set.
 * Primary: ACC#<accountId> / MEMBER#<userId> (members of an account).
 * gsi1: USER#<userId> / ACC#<accountId> — the one lookup keyed by user, needed to learn which
 * accounts a verified caller may act for before any account is known.
 */
export const MembershipEntity = new Entity({
  model: { entity: 'membership', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    accountName: { type: 'string', required: true },
    role: { type: ['owner', 'member'] as const, required: true },
    /** Permission set for this team; empty map = everything allowed (spec §6). */
    permissions: { type: 'any', default: () => ({}) },
    /** The user's feature flags in this account (accounts §6: kitting, shipping schedule, late shipments); absent = none. */
    features: { type: 'any' },
    /** The member's name as the inviter gave it, and the invitation. */
    name: { type: 'string' },
    group: { type: 'string' },
    invitedAt: { type: 'string' },
    invitedBy: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['userId'], template: 'MEMBER#${userId}' },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: ['userId'], template: 'USER#${userId}' },
      sk: { field: 'gsi1sk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}' },
    },
  },
});

/** The team's version (ACC#<accountId> / TEAM): the plan counts its users. */
export const TeamEntity = setVersionEntity('team', 'TEAM');
