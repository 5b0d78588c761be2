import type { FreightQuoteListView, FreightQuoteView } from '#api/freight';
import type { IdGenerator } from '#domain/accounts/ports';
import type {
  FreightCarrierResult,
  FreightQuoteRecord,
  FreightQuoteRequest,
  LtlQuote,
} from '#domain/freight/freight.models';
import type { FreightCarrierPort, FreightQuoteStore } from '#domain/freight/ports';
import {
  earliestExpiry,
  freightQuoteListItem,
  freightQuoteView,
  joinResults,
} from '#domain/freight/freight-quote-view.rules';
import { freightRequestOf } from '#domain/freight/freight-request.rules';
import type { FreightQuote } from '#domain/freight/freight.schema';
import { NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';

export interface FreightQuotesDeps {
  carriers: readonly FreightCarrierPort[];
  quotes: FreightQuoteStore;
  ids: IdGenerator;
  clock?: () => Date;
  /** How long one carrier may take before the page goes on without it. */
  carrierTimeoutMs?: number;
}

/** One slow carrier never holds the quote page: after this it answers "did not answer in time". */
export const FREIGHT_CARRIER_TIMEOUT_MS = 4_000;

export const carrierTimedOut = (name: string) => `${name} did not answer in time`;
export const carrierFailed = (name: string) => `${name} could not quote right now`;

/** One carrier's answer within `timeoutMs`; a failure or a timeout becomes its message. */
async function askOne(
  carrier: FreightCarrierPort,
  request: FreightQuoteRequest,
  timeoutMs: number,
): Promise<FreightCarrierResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<FreightCarrierResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ carrierName: carrier.name, quotes: [], messages: [carrierTimedOut(carrier.name)] }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([
      carrier.quote(request).catch((): FreightCarrierResult => ({
        carrierName: carrier.name,
        quotes: [],
        messages: [carrierFailed(carrier.name)],
      })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every carrier asked at once, each within its own timeout. */
export async function askFreightCarriers(
  carriers: readonly FreightCarrierPort[],
  request: FreightQuoteRequest,
  timeoutMs = FREIGHT_CARRIER_TIMEOUT_MS,
): Promise<FreightCarrierResult[]> {
  return Promise.all(carriers.map((c) => askOne(c, request, timeoutMs)));
}

export function makeFreightQuotes(deps: FreightQuotesDeps) {
  const now = deps.clock ?? (() => new Date());
  const timeoutMs = deps.carrierTimeoutMs ?? FREIGHT_CARRIER_TIMEOUT_MS;

  /** Quotes a request and keeps it with every answer. */
  async function quoteRequest(
    caller: Pick<Caller, 'accountId' | 'userId'>,
    request: FreightQuoteRequest,
    orderId?: string,
  ): Promise<FreightQuoteRecord> {
    const results = await askFreightCarriers(deps.carriers, request, timeoutMs);
    const { quotes, messages } = joinResults(results);
    const createdAt = now().toISOString();
    const record: FreightQuoteRecord = {
      accountId: caller.accountId,
      quoteId: deps.ids.newId(),
      request,
      quotes,
      messages,
      ...(orderId ? { orderId } : {}),
      createdBy: caller.userId,
      createdAt,
      expiresAt: earliestExpiry(quotes, createdAt),
    };
    await deps.quotes.put(record);
    return record;
  }

  return {
    quoteRequest,

    /** A stored request quoted again by every carrier (a booking whose offer lapsed); nothing is kept. */
    async requote(request: FreightQuoteRequest): Promise<LtlQuote[]> {
      return joinResults(await askFreightCarriers(deps.carriers, request, timeoutMs)).quotes;
    },

    /** POST /api/v1/freight/quotes */
    async create(caller: Caller, body: FreightQuote): Promise<FreightQuoteView> {
      return freightQuoteView(await quoteRequest(caller, freightRequestOf(body)));
    },

    /** GET /api/v1/freight/quotes/{quoteId} */
    async get(caller: Caller, quoteId: string): Promise<FreightQuoteView> {
      const record = await deps.quotes.get(caller.accountId, quoteId);
      if (!record) throw new NotFoundError('Freight quote');
      return freightQuoteView(record);
    },

    /** GET /api/v1/freight/quotes */
    async list(caller: Caller, limit: number): Promise<FreightQuoteListView> {
      const records = await deps.quotes.listRecent(caller.accountId, limit);
      return { items: records.map(freightQuoteListItem) };
    },
  };
}
export type FreightQuotes = ReturnType<typeof makeFreightQuotes>;
