// The leads domain's face for other domains: the emails worker reads a kept lead back to mail it.
export { dynamoLeadStore } from './adapters/dynamodb.lead-store';
