import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FreightQuoteView } from '#api/freight';
import type { FreightShipmentView } from '#api/freight-bookings';
import { FreightBookingRejectedError } from '#domain/freight/booking.ports';
import { bookingIdOf, isProNumberOf } from '#domain/freight/freight-booking.rules';
import { dynamoFreightQuoteStore } from '#functions/freight/adapters/dynamodb.freight-quote-store';
import { handler as bookRoute } from '#functions/freight/handlers/book-freight.handler';
import { handler as quoteRoutes } from '#functions/freight/handlers/freight-quotes.handler';
import { handler as shipmentRoute } from '#functions/freight/handlers/freight-shipment.handler';
import { freightCarrierForFromConfig } from '#functions/freight/freight.deps';
import { documentFiles } from '#lib/documents-bucket';
import { ServiceUnavailableError } from '#lib/errors';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { validFreightQuoteRequest } from '#test/support/freight';
import { bookingBody, frozenTwoPalletRequest } from '#test/support/freight-booking';
import { fundWallet } from '#test/support/labels';
import { accountItems, expectLedgerBalanced, ledgerCheck } from '#test/support/ledger';

/**
 * The freight routes as the app wires them (sandbox carriers, their booking desk on DynamoDB Local,
 * documents in the local S3): a quote from POST /freight/quotes books through the offer's own
 * carrier, the shipment reads back with its PRO and documents, the wallet is charged once per
 * charge; a lapsed offer is quoted again by the carriers before anything is booked.
 */
let me: { accountId: string; owner: TestUser };
const FUNDS = 500_000;

beforeEach(async () => {
  me = await createTestAccount('Wired Freight Foods');
  await fundWallet(me.accountId, FUNDS);
});

async function quote(): Promise<FreightQuoteView> {
  const res = await invoke(
    quoteRoutes,
    apiEvent({
      method: 'POST',
      path: '/api/v1/freight/quotes',
      user: me.owner,
      accountId: me.accountId,
      body: validFreightQuoteRequest(),
    }),
  );
  expect(res.status).toBe(201);
  return res.body as FreightQuoteView;
}

const book = (quoteId: string, body: unknown) =>
  invoke(
    bookRoute,
    apiEvent({
      method: 'POST',
      path: `/api/v1/freight/quotes/${quoteId}/book`,
      pathParameters: { quoteId },
      user: me.owner,
      accountId: me.accountId,
      body,
    }),
  );

const readShipment = (bookingId: string) =>
  invoke(
    shipmentRoute,
    apiEvent({
      method: 'GET',
      path: `/api/v1/freight/shipments/${bookingId}`,
      pathParameters: { bookingId },
      user: me.owner,
      accountId: me.accountId,
    }),
  );

async function invoiceTypes() {
  return (await accountItems(me.accountId, 'INVOICE#')).map((i) => ({ type: i.type, amount: i.amount }));
}

describe('quote → book → shipment, through the wired handlers', () => {
  it('two Frozen pallets with lift gate (12) and residential (14): the cheapest books with its own carrier', async () => {
    const view = await quote();
    const cheapest = view.quotes[0]!;
    expect(view.request).toMatchObject({ loadType: 'Frozen', accessorials: [12, 14], pallets: 2 });

    const booked = await book(view.quoteId, bookingBody(cheapest));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.outcome).toBe('booked');
    const shipment = booked.body.shipment as FreightShipmentView;
    expect(shipment).toMatchObject({
      bookingId: bookingIdOf(view.quoteId, cheapest.quoteId),
      quoteId: view.quoteId,
      state: 'booked',
      carrierName: cheapest.carrierName,
      scac: cheapest.scac,
      totalCents: cheapest.totalCents,
    });
    // The PRO is in the offer's carrier's own style: the desk was reached through that carrier's port.
    expect(isProNumberOf(cheapest.scac, shipment.pro ?? '')).toBe(true);

    const read = await readShipment(shipment.bookingId);
    expect(read.status).toBe(200);
    const detail = read.body as FreightShipmentView;
    expect(detail.pro).toBe(shipment.pro);
    expect(detail.bolUrl).toContain('bill-of-lading.pdf');
    expect(detail.palletLabelsUrl).toContain('pallet-labels.pdf');
    const bol = await documentFiles.get(`freight/${me.accountId}/${shipment.bookingId}/bill-of-lading.pdf`);
    expect(Buffer.from(bol!).subarray(0, 5).toString()).toBe('%PDF-');

    const accessorials = cheapest.accessorialLines.map((l) => l.cents).sort((a, b) => a - b);
    expect(detail.invoices.map((i) => [i.type, i.posted])).toEqual([
      ['shipment_purchase', true],
      ['freight_accessorial', true],
      ['freight_accessorial', true],
    ]);
    const invoices = await invoiceTypes();
    expect(invoices.filter((i) => i.type === 'shipment_purchase')).toHaveLength(1);
    expect(
      invoices
        .filter((i) => i.type === 'freight_accessorial')
        .map((i) => i.amount)
        .sort((a, b) => a - b),
    ).toEqual(accessorials);
    const check = await ledgerCheck(me.accountId);
    expect(check.balanceCents).toBe(FUNDS - cheapest.totalCents);
    expect(check.heldCents).toBe(0);
    await expectLedgerBalanced(me.accountId);

    // Asked again (another click, another key): the same booking, nothing charged twice.
    const again = await book(view.quoteId, { ...bookingBody(cheapest), idempotencyKey: randomUUID() });
    expect(again.body.shipment.pro).toBe(shipment.pro);
    expect((await ledgerCheck(me.accountId)).balanceCents).toBe(FUNDS - cheapest.totalCents);
  });

  it('two quotes for the same pickup book separately (the carrier answers both with one quote id); a retry of either is its own booking', async () => {
    const [one, two] = [await quote(), await quote()];
    const [offerOne, offerTwo] = [one.quotes[0]!, two.quotes[0]!];
    // The sandbox carriers answer the same request with the same quote id, as a carrier may.
    expect(offerTwo.quoteId).toBe(offerOne.quoteId);

    const first = await book(one.quoteId, bookingBody(offerOne));
    const second = await book(two.quoteId, bookingBody(offerTwo));
    expect(first.body.outcome).toBe('booked');
    expect(second.body.outcome).toBe('booked');
    expect(second.body.shipment.bookingId).not.toBe(first.body.shipment.bookingId);
    expect(second.body.shipment.quoteId).toBe(two.quoteId);
    expect(second.body.shipment.pro).not.toBe(first.body.shipment.pro);
    expect((await ledgerCheck(me.accountId)).balanceCents).toBe(FUNDS - offerOne.totalCents - offerTwo.totalCents);

    for (const [view, offer, booked] of [
      [one, offerOne, first],
      [two, offerTwo, second],
    ] as const) {
      const retry = await book(view.quoteId, { ...bookingBody(offer), idempotencyKey: randomUUID() });
      expect(retry.body.shipment).toMatchObject({
        bookingId: booked.body.shipment.bookingId,
        pro: booked.body.shipment.pro,
      });
    }
    expect((await ledgerCheck(me.accountId)).balanceCents).toBe(FUNDS - offerOne.totalCents - offerTwo.totalCents);
    await expectLedgerBalanced(me.accountId);
  });

  it('a lapsed offer is quoted again by the carriers: the same price books, another is shown and nothing is booked', async () => {
    const view = await quote();
    const stored = await dynamoFreightQuoteStore.get(me.accountId, view.quoteId);
    const lapsed = new Date(Date.now() - 3_600_000).toISOString();
    const [first, second] = stored!.quotes;
    // The same request kept as an older quote whose offers have lapsed.
    const quoteId = randomUUID();
    await dynamoFreightQuoteStore.put({
      ...stored!,
      quoteId,
      expiresAt: lapsed,
      quotes: [
        { ...first!, expiresAt: lapsed },
        // The carrier quoted this one 1.00 cheaper than it quotes now.
        { ...second!, expiresAt: lapsed, totalCents: second!.totalCents - 100 },
      ],
    });

    const changed = await book(quoteId, bookingBody({ ...second!, totalCents: second!.totalCents - 100 }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      outcome: 'price_changed',
      previousTotalCents: second!.totalCents - 100,
      offer: { scac: second!.scac, totalCents: second!.totalCents },
    });
    expect((await ledgerCheck(me.accountId)).balanceCents).toBe(FUNDS);

    const same = await book(quoteId, bookingBody(first!));
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.outcome).toBe('booked');
    expect(same.body.shipment).toMatchObject({ scac: first!.scac, totalCents: first!.totalCents });
    expect(isProNumberOf(first!.scac, same.body.shipment.pro)).toBe(true);
    expect((await ledgerCheck(me.accountId)).balanceCents).toBe(FUNDS - first!.totalCents);
    await expectLedgerBalanced(me.accountId);
  });
});

describe('the wiring: each sandbox carrier books and tracks its own offers through the desk', () => {
  it('book and track reach the desk with the offer’s carrier; a carrier not wired here is a 503, not another carrier', async () => {
    const calls: string[] = [];
    const carrierFor = freightCarrierForFromConfig({
      book: async (carrier, booking) => {
        calls.push(`book ${carrier.scac} ${booking.quote.scac}`);
        throw new FreightBookingRejectedError('recorded');
      },
      track: async (carrier, pro) => {
        calls.push(`track ${carrier.scac} ${pro}`);
        return { proNumber: pro, status: 'booked', events: [] };
      },
    });
    const view = await quote();
    for (const offer of view.quotes) {
      const port = carrierFor(offer);
      await expect(
        port.book({ ...bookingBody(offer), quote: offer, request: frozenTwoPalletRequest() }),
      ).rejects.toThrow('recorded');
      await port.track(`PRO-${offer.scac}`);
    }
    expect(calls).toEqual(view.quotes.flatMap((o) => [`book ${o.scac} ${o.scac}`, `track ${o.scac} PRO-${o.scac}`]));
    await expect(carrierFor({ carrierName: 'Old Dominion Freight Line', scac: 'ODFL' }).track('1')).rejects.toThrow(
      ServiceUnavailableError,
    );
  });
});
