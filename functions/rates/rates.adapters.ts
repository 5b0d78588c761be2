/**
 * What rates lends to other domains' deps files: the account's rate settings store (checkout rates price with
 * the same rate settings as the rate shop). Everything else of rates's adapters/ stays private to rates.
 */
export { dynamoRateSettingsStore } from './adapters/dynamodb.rate-settings-store';
