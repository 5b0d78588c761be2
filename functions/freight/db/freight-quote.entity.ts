import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * One freight quote request and every LTL carrier's answer:
 * pk   ACC#<a>                  / FREIGHTQUOTE#<quoteId>        read by id (the results page, booking)
 * gsi1 ACC#<a>#FREIGHTQUOTES    / <createdAt>#<quoteId>         the account's quotes, newest first
 * The request is kept whole so booking can re-quote the same shipment once an offer expires.
 * `expiresAt` is the table's TTL attribute: the record goes a week after it was made.
 */
export const FreightQuoteEntity = new Entity({
  model: { entity: 'freightQuote', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    quoteId: { type: 'string', required: true, readOnly: true },
    /** FreightQuoteRequest (inches, pounds, classes resolved). */
    request: { type: 'any', required: true, readOnly: true },
    /** LtlQuote[], cheapest first. */
    quotes: { type: 'any', required: true, readOnly: true },
    messages: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    orderId: { type: 'string', readOnly: true },
    createdBy: { type: 'string', required: true, readOnly: true },
    /** ISO instant: the earliest carrier expiry. */
    quoteExpiresAt: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds (TTL). */
    expiresAt: { type: 'number', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['quoteId'], template: 'FREIGHTQUOTE#${quoteId}' },
    },
    byRecent: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}#FREIGHTQUOTES' },
      sk: { field: 'gsi1sk', casing: 'none', composite: ['createdAt', 'quoteId'], template: '${createdAt}#${quoteId}' },
    },
  },
});
