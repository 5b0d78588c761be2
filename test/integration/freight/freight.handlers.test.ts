import { beforeAll, describe, expect, it } from 'vitest';
import { freightQuoteRequestSchema, type FreightQuoteView } from '#api/freight';
import type { FreightCarrierResult } from '#domain/freight/freight.models';
import type { FreightCarrierPort } from '#domain/freight/ports';
import { FREIGHT_MESSAGES, freightRequestOf } from '#domain/freight/freight-request.rules';
import { MESSAGES } from '#domain/validation/messages';
import { dynamoFreightQuoteStore } from '#functions/freight/adapters/dynamodb.freight-quote-store';
import { makeSandboxFreightCarriers } from '#functions/freight/adapters/sandbox.freight-carriers';
import { handler as quoteRoutes } from '#functions/freight/handlers/freight-quotes.handler';
import { handler as getQuote } from '#functions/freight/handlers/freight-quote.handler';
import {
  carrierFailed,
  carrierTimedOut,
  makeFreightQuotes,
} from '#functions/freight/use-cases/freight-quotes.use-case';
import { makeShipmentFreightQuotes } from '#functions/freight/shipment-freight-quotes';
import { uuidGenerator } from '#lib/ids';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { validFreightQuoteRequest } from '#test/support/freight';
import { getFreightQuote } from '#test/support/freight-handlers';

/**
 * The freight quote routes through their real handlers against DynamoDB Local with the sandbox
 * carriers: every carrier asked, the answers kept and read back, bad input a 400 naming fields,
 * orders §6 permissions, and no account ever reading another's quotes.
 */
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };

beforeAll(async () => {
  mine = await createTestAccount('Mine Foods');
  theirs = await createTestAccount('Their Foods');
});

const post = (body: unknown, who = mine, user: TestUser = who.owner) =>
  invoke(
    quoteRoutes,
    apiEvent({ method: 'POST', path: '/api/v1/freight/quotes', user, accountId: who.accountId, body }),
  );
const list = (who = mine, user: TestUser = who.owner) =>
  invoke(
    quoteRoutes,
    apiEvent({ method: 'GET', path: '/api/v1/freight/quotes', user, accountId: who.accountId, query: { limit: '5' } }),
  );
const get = (quoteId: string, who = mine, user: TestUser = who.owner) => getFreightQuote(quoteId, who.accountId, user);

describe('POST /api/v1/freight/quotes', () => {
  it('quotes a two-pallet Frozen shipment with lift gate (12) and residential (14): every reefer carrier, cheapest first', async () => {
    const res = await post(validFreightQuoteRequest());
    expect(res.status).toBe(201);
    const view = res.body as FreightQuoteView;
    expect(view.request).toMatchObject({ loadType: 'Frozen', accessorials: [12, 14], pallets: 2, totalWeightLb: 1800 });
    expect(view.quotes.map((q) => q.scac).sort()).toEqual(['HXLT', 'KCFX', 'SMFL']);
    expect(view.messages).toEqual(['Prairie Transport: no reefer equipment for Frozen loads']);
    const totals = view.quotes.map((q) => q.totalCents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const q of view.quotes) {
      expect(q.totalCents).toBe(q.freightCents + q.accessorialCents);
      expect(q.accessorialLines.map((l) => l.code)).toEqual([12, 14]);
    }
    expect(view.expiresAt).toBe(view.quotes.map((q) => q.expiresAt).sort()[0]);

    const read = await get(view.quoteId);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(view);
    const recent = await list();
    expect(recent.body.items[0]).toMatchObject({ quoteId: view.quoteId, cheapestCents: view.quotes[0]!.totalCents });
  });

  it('bad input is a 400 naming each field in the spec’s words, never a 500', async () => {
    const piece = validFreightQuoteRequest().pieces![0]!;
    const res = await post(
      validFreightQuoteRequest({
        destination: { city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CA' },
        pieces: [
          { ...piece, commodity: '', productClass: '71', dimensions: { ...piece.dimensions, weight: Infinity } },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.fieldErrors).toMatchObject({
      'destination.country': FREIGHT_MESSAGES.usaOnly,
      'destination.zip': FREIGHT_MESSAGES.zip,
      'pieces.0.commodity': MESSAGES.required,
      'pieces.0.productClass': FREIGHT_MESSAGES.freightClass,
    });
    expect(res.body.fieldErrors['pieces.0.dimensions.weight']).toBeDefined();
  });

  it('server-owned fields in the body are ignored', async () => {
    const res = await post({ ...validFreightQuoteRequest(), quoteId: 'mine', accountId: theirs.accountId, quotes: [] });
    expect(res.status).toBe(201);
    expect(res.body.quoteId).not.toBe('mine');
    expect((await get(res.body.quoteId, theirs)).status).toBe(404);
  });

  it('orders §6: quoting needs purchase_orders; reading too', async () => {
    const made = (await post(validFreightQuoteRequest())).body as FreightQuoteView;
    const viewer = await addTestMember(mine.accountId, { purchase_orders: false });
    expect((await post(validFreightQuoteRequest(), mine, viewer)).status).toBe(403);
    expect((await get(made.quoteId, mine, viewer)).status).toBe(403);
    expect((await list(mine, viewer)).status).toBe(403);
    const buyer = await addTestMember(mine.accountId, { purchase_orders: true });
    expect((await get(made.quoteId, mine, buyer)).status).toBe(200);
  });
});

describe('cross-tenant: another account’s freight quote is 404, never data', () => {
  it('GET by id, and the list holds only the account’s own', async () => {
    const made = (await post(validFreightQuoteRequest())).body as FreightQuoteView;
    const res = await get(made.quoteId, theirs);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(made.quoteId);
    const theirList = await list(theirs);
    expect(theirList.status).toBe(200);
    expect(theirList.body.items.map((i: { quoteId: string }) => i.quoteId)).not.toContain(made.quoteId);
    // Naming the other account in the header does not reach it either.
    const named = await invoke(
      getQuote,
      apiEvent({
        method: 'GET',
        path: `/api/v1/freight/quotes/${made.quoteId}`,
        pathParameters: { quoteId: made.quoteId },
        user: theirs.owner,
        accountId: mine.accountId,
      }),
    );
    expect(named.status).toBe(404);
  });
});

describe('one slow or failing carrier never sinks the page', () => {
  const stuck: FreightCarrierPort = {
    name: 'Stuck Lines',
    quote: () => new Promise<FreightCarrierResult>(() => undefined),
    book: () => Promise.reject(new Error('unused')),
    track: () => Promise.reject(new Error('unused')),
  };
  const broken: FreightCarrierPort = { ...stuck, name: 'Broken Lines', quote: () => Promise.reject(new Error('500')) };

  it('the others’ quotes come back within the timeout, with a message for each missing carrier', async () => {
    const quotes = makeFreightQuotes({
      carriers: [...makeSandboxFreightCarriers(), stuck, broken],
      quotes: dynamoFreightQuoteStore,
      ids: uuidGenerator,
      carrierTimeoutMs: 200,
    });
    const started = Date.now();
    const record = await quotes.quoteRequest(
      { accountId: mine.accountId, userId: mine.owner.userId },
      freightRequestOf(freightQuoteRequestSchema.parse(validFreightQuoteRequest())),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(record.quotes).toHaveLength(3);
    expect(record.messages).toEqual(
      expect.arrayContaining([carrierTimedOut('Stuck Lines'), carrierFailed('Broken Lines')]),
    );
    expect((await dynamoFreightQuoteStore.get(mine.accountId, record.quoteId))?.quotes).toHaveLength(3);
  });
});

describe('the rate shop’s freight face', () => {
  it('quotes and keeps an order’s LTL offers when it has a load type; nothing for a parcel-sized dry order', async () => {
    const face = makeShipmentFreightQuotes(
      makeFreightQuotes({
        carriers: makeSandboxFreightCarriers(),
        quotes: dynamoFreightQuoteStore,
        ids: uuidGenerator,
      }),
    );
    const request = {
      shipDate: '2026-12-02',
      from: { street1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
      to: { street1: '2500 Victory Ave', city: 'Dallas', state: 'TX', zip: '75219', country: 'US' },
      parcels: [{ lengthIn: 20, widthIn: 16, heightIn: 12, weightLb: 30 }],
    };
    const view = await face(mine.accountId, { id: 'order-1', loadType: 'Frozen' }, request);
    expect(view?.orderId).toBe('order-1');
    expect(view?.quotes.length).toBeGreaterThan(0);
    expect((await get(view!.quoteId)).body.orderId).toBe('order-1');
    expect((await get(view!.quoteId, theirs)).status).toBe(404);
    expect(await face(mine.accountId, { id: 'order-2', loadType: null }, request)).toBeUndefined();
  });
});
