import { randomUUID } from 'node:crypto';
import type { FreightRequote, FreightWallet } from '#domain/freight/booking.ports';
import type { FreightQuoteRecord, FreightQuoteRequest, LtlQuote } from '#domain/freight/freight.models';
import { dynamoWallet } from '#functions/billing/billing.adapters';
import { dynamoFreightBookingStore } from '#functions/freight/adapters/dynamodb.freight-booking-store';
import { dynamoFreightQuoteStore } from '#functions/freight/adapters/dynamodb.freight-quote-store';
import { makeSandboxFreightBooking } from '#functions/freight/adapters/sandbox.freight-booking';
import { memorySandboxFreightLedger } from '#functions/freight/adapters/sandbox.freight-ledger';
import { renderFreightDocuments } from '#functions/freight/render/freight-documents';
import { makeBookFreight } from '#functions/freight/use-cases/book-freight.use-case';
import { makeFreightShipmentViews } from '#functions/freight/use-cases/freight-shipment-view';
import { makeSettleFreightCharges } from '#functions/freight/use-cases/settle-freight-charges.use-case';
import { makeTrackFreight } from '#functions/freight/use-cases/track-freight.use-case';
import type { FreightBookingStore } from '#domain/freight/booking.ports';

/** Two Frozen pallets from Austin to Denver with liftgate (12) and residential (14) delivery. */
export function frozenTwoPalletRequest(weightLb = 600): FreightQuoteRequest {
  return {
    pickupDate: '2026-12-02',
    origin: { street: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
    destination: { street: '1437 Bannock St', city: 'Denver', state: 'CO', zip: '80202', country: 'US' },
    units: [
      {
        pallets: 2,
        pieces: 24,
        lengthIn: 48,
        widthIn: 40,
        heightIn: 48,
        weightLb,
        freightClass: '70',
        commodity: 'Frozen seafood',
        packageType: 'Pallet',
        hazmat: false,
        stackable: false,
      },
    ],
    loadType: 'Frozen',
    accessorials: [12, 14],
    valueOfGoodsCents: 400_000,
    options: {
      cargo_shield_insured: false,
      declared_value: 4000,
      condition_is_new: true,
      protection_from_freeze: false,
      extreme_length_item: { active: false },
    },
  } as FreightQuoteRequest;
}

export function ltlOffer(overrides: Partial<LtlQuote> = {}): LtlQuote {
  return {
    quoteId: `Q-${randomUUID().slice(0, 8)}`,
    carrierName: 'Old Dominion Freight Line',
    scac: 'ODFL',
    totalCents: 61_500,
    freightCents: 52_000,
    accessorialCents: 9_500,
    accessorialLines: [
      { code: 12, name: 'Lift gate delivery', cents: 4_500 },
      { code: 14, name: 'Residential delivery', cents: 5_000 },
    ],
    transitDaysMin: 2,
    transitDaysMax: 4,
    expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    ...overrides,
  } as LtlQuote;
}

/** A stored quote of the account with the given offers. */
export async function storeFreightQuote(
  accountId: string,
  offers: LtlQuote[],
  request = frozenTwoPalletRequest(),
): Promise<FreightQuoteRecord> {
  const now = new Date().toISOString();
  const record: FreightQuoteRecord = {
    accountId,
    quoteId: randomUUID(),
    request,
    quotes: offers,
    messages: [],
    createdBy: 'test',
    createdAt: now,
    expiresAt: offers[0]?.expiresAt ?? now,
  };
  await dynamoFreightQuoteStore.put(record);
  return record;
}

export const bookingBody = (offer: LtlQuote, key = randomUUID().replace(/-/g, '')) => ({
  idempotencyKey: key,
  carrierQuoteId: offer.quoteId,
  acceptedTotalCents: offer.totalCents,
  shipper: { name: 'Pat Doe', phone: '512-555-0100' },
  consignee: { name: 'Sam Lee', phone: '303-555-0199' },
  reference: 'PO-1001',
  specialInstructions: 'Keep frozen; call before delivery.',
});

export class MemoryFreightFiles {
  readonly objects = new Map<string, Uint8Array>();
  puts = 0;
  async put(key: string, body: Uint8Array) {
    this.puts++;
    this.objects.set(key, body);
  }
  async presignGet(key: string) {
    return `https://documents.test/${key}?signed`;
  }
}

export const freightWallet: FreightWallet = {
  placeHold: (a, k, c) => dynamoWallet.placeHold(a, k, c),
  releaseHold: (a, k) => dynamoWallet.releaseHold(a, k),
  availableCents: async (a) => (await dynamoWallet.balance(a)).availableCents,
};

/** The booking use cases on DynamoDB Local with the sandbox desk in memory and an adjustable clock. */
export function freightBookingPipeline(
  opts: { requote?: FreightRequote; bookings?: FreightBookingStore; files?: MemoryFreightFiles } = {},
) {
  let now = new Date();
  const clock = () => now;
  const ledger = memorySandboxFreightLedger();
  const desk = makeSandboxFreightBooking({ ledger, clock, trackingSpeed: 1, render: renderFreightDocuments });
  const files = opts.files ?? new MemoryFreightFiles();
  const bookings = opts.bookings ?? dynamoFreightBookingStore;
  const settle = makeSettleFreightCharges({ bookings });
  const views = makeFreightShipmentViews({ files });
  const bookFreight = makeBookFreight({
    quotes: dynamoFreightQuoteStore,
    bookings,
    carrierFor: () => desk,
    requote: opts.requote ?? (async () => []),
    wallet: freightWallet,
    files,
    settle,
    views,
    clock,
  });
  const trackFreight = makeTrackFreight({ bookings, carrierFor: () => desk, settle, recheckAfterMs: 0, clock });
  return {
    bookFreight,
    trackFreight,
    files,
    desk,
    setNow: (d: Date) => {
      now = d;
    },
  };
}
