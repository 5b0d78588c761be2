import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as bookFreight } from '#functions/freight/handlers/book-freight.handler';
import { handler as freightShipment } from '#functions/freight/handlers/freight-shipment.handler';
import { handler as freightShipments } from '#functions/freight/handlers/freight-shipments.handler';
import { resetConfigForTests } from '#lib/config';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { bookingBody, freightBookingPipeline, ltlOffer, storeFreightQuote } from '#test/support/freight-booking';
import { fundWallet } from '#test/support/labels';

/**
 * The freight booking routes through their handlers: another account's quote or shipment answers
 * 404 and never its data; booking needs purchase_orders and reading view_print_orders (spec §6);
 * bad input is a 400 naming the field.
 */
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };

beforeAll(() => {
  // Presigning needs a bucket name only; no request reaches S3.
  process.env.DOCUMENTS_BUCKET = 'shipdeck-test-documents';
  resetConfigForTests();
});

beforeEach(async () => {
  mine = await createTestAccount('Mine Foods');
  theirs = await createTestAccount('Their Foods');
});

async function theirBooking() {
  await fundWallet(theirs.accountId, 100_000);
  const offer = ltlOffer();
  const quote = await storeFreightQuote(theirs.accountId, [offer]);
  const booked = await freightBookingPipeline().bookFreight(theirs.accountId, quote.quoteId, bookingBody(offer));
  if (booked.outcome !== 'booked') throw new Error('not booked');
  return { quote, offer, booked: booked.shipment };
}

const bookEvent = (user: TestUser, accountId: string, quoteId: string, body: unknown) =>
  apiEvent({
    method: 'POST',
    path: `/api/v1/freight/quotes/${quoteId}/book`,
    pathParameters: { quoteId },
    user,
    accountId,
    body,
  });

describe('cross-tenant: another account’s freight quote or shipment is 404, never data', () => {
  it('POST /api/v1/freight/quotes/{quoteId}/book', async () => {
    const { quote, offer } = await theirBooking();
    await fundWallet(mine.accountId, 100_000);
    const res = await invoke(bookFreight, bookEvent(mine.owner, mine.accountId, quote.quoteId, bookingBody(offer)));
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
    expect(JSON.stringify(res.body)).not.toContain(offer.quoteId);
  });

  it('GET /api/v1/freight/shipments', async () => {
    const { booked } = await theirBooking();
    const res = await invoke(
      freightShipments,
      apiEvent({ method: 'GET', path: '/api/v1/freight/shipments', user: mine.owner, accountId: mine.accountId }),
    );
    expect(res).toMatchObject({ status: 200, body: { shipments: [] } });
    expect(JSON.stringify(res.body)).not.toContain(booked.pro ?? 'none');
  });

  it('GET /api/v1/freight/shipments/{bookingId}', async () => {
    const { booked } = await theirBooking();
    const res = await invoke(
      freightShipment,
      apiEvent({
        method: 'GET',
        path: `/api/v1/freight/shipments/${booked.bookingId}`,
        pathParameters: { bookingId: booked.bookingId },
        user: mine.owner,
        accountId: mine.accountId,
      }),
    );
    expect(res).toMatchObject({ status: 404, body: { code: 'NotFound' } });
  });
});

describe('the owner reads their own freight shipments', () => {
  it('lists and opens the booking with its documents and invoices', async () => {
    const { booked, quote } = await theirBooking();
    const list = await invoke(
      freightShipments,
      apiEvent({
        method: 'GET',
        path: '/api/v1/freight/shipments',
        query: { quoteId: quote.quoteId },
        user: theirs.owner,
        accountId: theirs.accountId,
      }),
    );
    expect(list.status).toBe(200);
    expect(list.body.shipments).toEqual([expect.objectContaining({ bookingId: booked.bookingId, pro: booked.pro })]);
    const one = await invoke(
      freightShipment,
      apiEvent({
        method: 'GET',
        path: `/api/v1/freight/shipments/${booked.bookingId}`,
        pathParameters: { bookingId: booked.bookingId },
        user: theirs.owner,
        accountId: theirs.accountId,
      }),
    );
    expect(one.status).toBe(200);
    expect(one.body.bolUrl).toContain('bill-of-lading.pdf');
    expect(one.body.invoices.map((i: { type: string }) => i.type)).toEqual([
      'shipment_purchase',
      'freight_accessorial',
      'freight_accessorial',
    ]);
  });
});

describe('permissions (spec §6) and validation', () => {
  it('booking needs purchase_orders: a member without it is 403', async () => {
    const offer = ltlOffer();
    const quote = await storeFreightQuote(mine.accountId, [offer]);
    const viewer = await addTestMember(mine.accountId, { view_print_orders: true, purchase_orders: false });
    const res = await invoke(bookFreight, bookEvent(viewer, mine.accountId, quote.quoteId, bookingBody(offer)));
    expect(res.status).toBe(403);
  });

  it('reading needs view_print_orders: a member without it is 403', async () => {
    const member = await addTestMember(mine.accountId, { view_print_orders: false });
    const res = await invoke(
      freightShipments,
      apiEvent({ method: 'GET', path: '/api/v1/freight/shipments', user: member, accountId: mine.accountId }),
    );
    expect(res.status).toBe(403);
  });

  it('a missing key and contact are 400s naming the fields', async () => {
    const offer = ltlOffer();
    const quote = await storeFreightQuote(mine.accountId, [offer]);
    const res = await invoke(
      bookFreight,
      bookEvent(mine.owner, mine.accountId, quote.quoteId, {
        carrierQuoteId: offer.quoteId,
        acceptedTotalCents: 1.5,
        shipper: { name: '', phone: '1' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      idempotencyKey: 'A booking key of 8 to 80 letters, digits, dashes or underscores is required',
      acceptedTotalCents: 'The total you accept must be a whole number of cents',
      'shipper.name': 'Contact name is required',
      'shipper.phone': 'Contact phone is required',
    });
  });
});
