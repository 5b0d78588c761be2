import type { FreightQuoteRecord, FreightQuoteRequest, LtlQuote } from '#domain/freight/freight.models';
import type { FreightQuoteStore } from '#domain/freight/ports';
import { onTable } from '#lib/db/table';
import { FreightQuoteEntity } from '../db/freight-quote.entity';

/** Kept a week: long enough to book from, re-quote from, or look back at. */
export const FREIGHT_QUOTE_TTL_DAYS = 7;

type Item = NonNullable<Awaited<ReturnType<ReturnType<typeof FreightQuoteEntity.get>['go']>>['data']>;

function recordOf(data: Item): FreightQuoteRecord {
  return {
    accountId: data.accountId,
    quoteId: data.quoteId,
    request: data.request as FreightQuoteRequest,
    quotes: (data.quotes ?? []) as LtlQuote[],
    messages: data.messages ?? [],
    ...(data.orderId ? { orderId: data.orderId } : {}),
    createdBy: data.createdBy,
    createdAt: data.createdAt,
    expiresAt: data.quoteExpiresAt,
  };
}

export const dynamoFreightQuoteStore: FreightQuoteStore = {
  async put(record) {
    await onTable(FreightQuoteEntity)
      .create({
        accountId: record.accountId,
        quoteId: record.quoteId,
        request: record.request,
        quotes: record.quotes,
        messages: record.messages,
        ...(record.orderId ? { orderId: record.orderId } : {}),
        createdBy: record.createdBy,
        createdAt: record.createdAt,
        quoteExpiresAt: record.expiresAt,
        expiresAt: Math.floor(new Date(record.createdAt).getTime() / 1000) + FREIGHT_QUOTE_TTL_DAYS * 86_400,
      })
      .go();
  },

  async get(accountId, quoteId) {
    const { data } = await onTable(FreightQuoteEntity).get({ accountId, quoteId }).go();
    return data ? recordOf(data) : undefined;
  },

  async listRecent(accountId, limit) {
    const { data } = await onTable(FreightQuoteEntity).query.byRecent({ accountId }).go({ order: 'desc', limit });
    return data.map(recordOf);
  },
};
