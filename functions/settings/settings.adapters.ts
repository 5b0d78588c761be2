/**
 * What settings lends to other domains' deps files: the account settings and the archive-schedule sweep. Another domain wires these and nothing
 * else of settings's adapters/ or db/ (lint holds it); everything not listed here stays private to settings.
 */
export { dynamoAccountSettingsStore } from './adapters/dynamodb.account-settings-store';
export { dynamoArchiveScheduleAccounts } from './adapters/dynamodb.archive-schedule-accounts';
