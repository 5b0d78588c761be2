import { beforeEach, describe, expect, it } from 'vitest';
import type { FreightBookingStore } from '#domain/freight/booking.ports';
import { bookingIdOf, isProNumberOf } from '#domain/freight/freight-booking.rules';
import { dynamoFreightBookingStore } from '#functions/freight/adapters/dynamodb.freight-booking-store';
import { PaymentRequiredError } from '#lib/errors';
import { createTestAccount } from '#test/support/accounts';
import {
  MemoryFreightFiles,
  bookingBody,
  freightBookingPipeline,
  frozenTwoPalletRequest,
  ltlOffer,
  storeFreightQuote,
} from '#test/support/freight-booking';
import { fundWallet } from '#test/support/labels';
import { accountItems, expectLedgerBalanced, ledgerCheck } from '#test/support/ledger';

/**
 * Booking an LTL quote against DynamoDB Local: one booking per carrier quote however often it is
 * asked, the wallet charged once (freight as a shipment purchase, each accessorial as a
 * freight_accessorial invoice), nothing lost or doubled when a step fails midway, missing funds a
 * 402, a lapsed quote quoted again, and the dock's reweigh re-billed once.
 */

let accountId: string;

beforeEach(async () => {
  ({ accountId } = await createTestAccount('Freight Foods'));
});

async function invoices() {
  return (await accountItems(accountId, 'INVOICE#')).map((i) => ({ type: i.type, amount: i.amount, id: i.invoiceId }));
}

async function expectChargedOnce(totalCents: number, funded: number) {
  const check = await ledgerCheck(accountId);
  expect(check.balanceCents).toBe(funded - totalCents);
  expect(check.heldCents).toBe(0);
  expect(check.holdsSumCents).toBe(0);
  const list = await invoices();
  expect(list.filter((i) => i.type === 'shipment_purchase')).toHaveLength(1);
  expect(
    list
      .filter((i) => i.type === 'freight_accessorial')
      .map((i) => i.amount)
      .sort(),
  ).toEqual([4_500, 5_000]);
  await expectLedgerBalanced(accountId);
}

describe('booking a carrier quote', () => {
  it('books once: a retry, another key and a double click all answer the same PRO; charged once', async () => {
    await fundWallet(accountId, 100_000);
    const offer = ltlOffer();
    const quote = await storeFreightQuote(accountId, [offer]);
    const p = freightBookingPipeline();
    const body = bookingBody(offer);
    const first = await p.bookFreight(accountId, quote.quoteId, body);
    const [again, clicked] = await Promise.all([
      p.bookFreight(accountId, quote.quoteId, body),
      p.bookFreight(accountId, quote.quoteId, bookingBody(offer)),
    ]);
    expect(first.outcome).toBe('booked');
    if (first.outcome !== 'booked' || again.outcome !== 'booked' || clicked.outcome !== 'booked') throw new Error();
    expect(isProNumberOf('ODFL', first.shipment.pro ?? '')).toBe(true);
    expect(again.shipment.pro).toBe(first.shipment.pro);
    expect(clicked.shipment.pro).toBe(first.shipment.pro);
    expect(first.shipment.pickupConfirmation).toMatch(/^PU\d{8}$/);
    expect(first.shipment.bolUrl).toContain('bill-of-lading.pdf');
    expect(first.shipment.palletLabelsUrl).toContain('pallet-labels.pdf');
    expect(first.shipment.invoices.every((i) => i.posted)).toBe(true);
    await expectChargedOnce(offer.totalCents, 100_000);
  });

  it('missing funds: 402 naming the shortfall, nothing held or charged; after a deposit the next request books', async () => {
    await fundWallet(accountId, 10_000);
    const offer = ltlOffer();
    const quote = await storeFreightQuote(accountId, [offer]);
    const p = freightBookingPipeline();
    const refused = p.bookFreight(accountId, quote.quoteId, bookingBody(offer));
    await expect(refused).rejects.toBeInstanceOf(PaymentRequiredError);
    await expect(refused).rejects.toThrow(
      /Insufficient funds: this freight shipment costs \$615\.00 and \$100\.00 is available/,
    );
    expect(await invoices()).toEqual([expect.objectContaining({ type: 'account_refill' })]);
    expect((await ledgerCheck(accountId)).heldCents).toBe(0);
    await fundWallet(accountId, 90_000);
    const booked = await p.bookFreight(accountId, quote.quoteId, bookingBody(offer));
    expect(booked.outcome).toBe('booked');
    await expectChargedOnce(offer.totalCents, 100_000);
  });

  it('a failure between the freight charge and the accessorials: the retry posts the rest, each once', async () => {
    await fundWallet(accountId, 100_000);
    const offer = ltlOffer();
    const quote = await storeFreightQuote(accountId, [offer]);
    let failures = 1;
    const flaky: FreightBookingStore = {
      ...dynamoFreightBookingStore,
      async postCharge(input) {
        if (failures-- > 0) throw new Error('Lambda timed out');
        return dynamoFreightBookingStore.postCharge(input);
      },
    };
    const p = freightBookingPipeline({ bookings: flaky });
    const body = bookingBody(offer);
    await expect(p.bookFreight(accountId, quote.quoteId, body)).rejects.toThrow('Lambda timed out');
    // The freight is booked and paid; the accessorials are still held.
    const midway = await ledgerCheck(accountId);
    expect(midway.heldCents).toBe(9_500);
    const done = await p.bookFreight(accountId, quote.quoteId, body);
    expect(done.outcome).toBe('booked');
    await expectChargedOnce(offer.totalCents, 100_000);
  });

  it('a failure after the carrier booked but before the commit: the retry records the same PRO, charged once', async () => {
    await fundWallet(accountId, 100_000);
    const offer = ltlOffer({ scac: 'SAIA', carrierName: 'Saia LTL Freight' });
    const quote = await storeFreightQuote(accountId, [offer]);
    const files = new MemoryFreightFiles();
    let failures = 1;
    const put = files.put.bind(files);
    files.put = async (key: string, body: Uint8Array) => {
      if (failures-- > 0) throw new Error('S3 unavailable');
      return put(key, body);
    };
    const p = freightBookingPipeline({ files });
    const body = bookingBody(offer);
    await expect(p.bookFreight(accountId, quote.quoteId, body)).rejects.toThrow('S3 unavailable');
    expect((await ledgerCheck(accountId)).heldCents).toBe(offer.totalCents);
    const done = await p.bookFreight(accountId, quote.quoteId, bookingBody(offer));
    if (done.outcome !== 'booked') throw new Error('not booked');
    expect(isProNumberOf('SAIA', done.shipment.pro ?? '')).toBe(true);
    await expectChargedOnce(offer.totalCents, 100_000);
    // The documents are real PDFs.
    const bol = files.objects.get(
      `freight/${accountId}/${bookingIdOf(quote.quoteId, offer.quoteId)}/bill-of-lading.pdf`,
    );
    expect(
      Buffer.from(bol ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('a lapsed quote is quoted again: a new price is shown and nothing booked until it is accepted', async () => {
    await fundWallet(accountId, 100_000);
    const offer = ltlOffer({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const quote = await storeFreightQuote(accountId, [offer]);
    const fresh = ltlOffer({ totalCents: 63_500, freightCents: 54_000 });
    const p = freightBookingPipeline({ requote: async () => [fresh] });
    const shown = await p.bookFreight(accountId, quote.quoteId, bookingBody(offer));
    expect(shown).toEqual({ outcome: 'price_changed', previousTotalCents: 61_500, offer: fresh });
    expect((await ledgerCheck(accountId)).balanceCents).toBe(100_000);
    const accepted = await p.bookFreight(accountId, quote.quoteId, {
      ...bookingBody(offer),
      acceptedTotalCents: 63_500,
    });
    if (accepted.outcome !== 'booked') throw new Error('not booked');
    expect(accepted.shipment.totalCents).toBe(63_500);
    expect((await ledgerCheck(accountId)).balanceCents).toBe(100_000 - 63_500);
    await expectLedgerBalanced(accountId);
  });

  it('tracking moves the PRO to delivered and the dock reweigh of light pallets is re-billed once', async () => {
    await fundWallet(accountId, 200_000);
    const offer = ltlOffer();
    // 2 pallets of 48×40×48 in (53.3 ft³ each) declared at 50 lb: under 2 lb/ft³, reweighed.
    const quote = await storeFreightQuote(accountId, [offer], frozenTwoPalletRequest(50));
    const p = freightBookingPipeline();
    const booked = await p.bookFreight(accountId, quote.quoteId, bookingBody(offer));
    if (booked.outcome !== 'booked') throw new Error('not booked');
    p.setNow(new Date(Date.now() + 10 * 24 * 3_600_000));
    await p.trackFreight({ limit: 200 });
    await p.trackFreight({ limit: 200 });
    const after = await dynamoFreightBookingStore.get(accountId, bookingIdOf(quote.quoteId, offer.quoteId));
    expect(after?.trackingStatus).toBe('delivered');
    expect(after?.trackingEvents.map((e) => e.status)).toEqual(
      expect.arrayContaining(['picked_up', 'in_transit', 'out_for_delivery', 'delivered']),
    );
    expect(after?.rebills).toEqual([
      expect.objectContaining({
        reason: 'reweigh',
        description: expect.stringMatching(/^Reweighed at 213 lb \(declared 100 lb\)$/),
      }),
    ]);
    const rebills = (await invoices()).filter((i) => i.id.startsWith('freight-rebill#'));
    expect(rebills).toEqual([{ type: 'freight_accessorial', amount: 52_000, id: expect.any(String) }]);
    await expectLedgerBalanced(accountId);
  });
});
