import { versionedSettingsEntity } from '#lib/db/versioned-settings.factory';

/**
 * The merchant's claim settings (accounts §3: profiles, and the recipients told of each claim status), one
 * item per account: ACC#<accountId> / SETTINGS#CLAIMS. Parsed on read, so fields added later take their defaults.
 */
export const ClaimSettingsEntity = versionedSettingsEntity('claimSettings', 'SETTINGS#CLAIMS');
