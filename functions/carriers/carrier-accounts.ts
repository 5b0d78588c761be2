/**
 * The carriers domain's face for the others: which own carrier accounts an account has now (the
 * plan's carrier-account limit, and the label purchase refusing a quote of a removed one).
 */
export { ownCarrierAccountIds } from './adapters/dynamodb.carrier-account-store';
