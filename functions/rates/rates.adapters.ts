/**
 * What rates lends to other domains' deps files: the rate settings store (markups, rounding, service names),
 * which the courier quoting prices by. Everything else of rates's adapters/ and db/ stays private to rates.
 */
export { dynamoRateSettingsStore } from './adapters/dynamodb.rate-settings-store';
