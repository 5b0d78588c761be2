/**
 * What rates lends to other domains' deps files: the account's rate settings store (markups, rounding, service
 * names), which checkout rates and the courier quoting price by, as the rate shop does. Everything else of
 * rates's adapters/ and db/ stays private to rates.
 */
export { dynamoRateSettingsStore } from './adapters/dynamodb.rate-settings-store';
