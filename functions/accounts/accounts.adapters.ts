/**
 * What accounts lends to other domains' deps files: the account, team, subscription and preference stores, and the staff
 * console's account directory. Another domain wires these and nothing
 * else of accounts's adapters/ or db/ (lint holds it); everything not listed here stays private to accounts.
 */
export { dynamoAccountDirectory } from './adapters/dynamodb.account-directory';
export { dynamoAccountStore } from './adapters/dynamodb.membership-store';
export { dynamoCompanyProfileStore } from './adapters/dynamodb.company-profile-store';
export { dynamoPreferenceStore } from './adapters/dynamodb.preference-store';
export { dynamoSubscriptionStore } from './adapters/dynamodb.subscription-store';
export { dynamoTeamStore } from './adapters/dynamodb.team-store';
