/**
 * What billing lends to other domains' deps files: the wallet and the invoices (read only). Another domain wires these and nothing
 * else of billing's adapters/ or db/ (lint holds it); everything not listed here stays private to billing.
 */
export { dynamoWallet } from './adapters/dynamodb.wallet';
export { dynamoInvoices } from './adapters/dynamodb.invoices';
