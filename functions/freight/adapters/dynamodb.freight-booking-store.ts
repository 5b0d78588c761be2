import type { FreightBookingStore } from '#domain/freight/booking.ports';
import type { FreightBookingRecord } from '#domain/freight/freight-booking.models';
import { onTable } from '#lib/db/table';
import {
  describeReasons,
  isConditionFailure,
  isRaceLost,
  raceBudget,
  refused,
  writeTransaction,
  type TransactionEntities,
  type TransactionItem,
} from '#lib/db/transaction';
import { LEDGER_ENTITIES, consumeHoldItem, ledgerWrites, readWallet, shrinkHoldItem } from '#functions/billing/ledger';
import { FreightBookingEntity, FreightTrackingWatchEntity } from '../db/freight-booking.entity';

/** What a charge's commit writes: the booking, its tracking watch and the wallet's parts. */
const CHARGE_COMMIT = { booking: FreightBookingEntity, watch: FreightTrackingWatchEntity, ...LEDGER_ENTITIES };
type ChargeTx = TransactionEntities<typeof CHARGE_COMMIT>;

type Stored = Omit<FreightBookingRecord, 'message'> & { message?: string; updatedAt?: string };

function bookingOf(data: Stored): FreightBookingRecord {
  const { updatedAt: _updated, ...rest } = data;
  return {
    ...rest,
    postedCharges: data.postedCharges ?? [],
    rebills: data.rebills ?? [],
    trackingEvents: data.trackingEvents ?? [],
  } as FreightBookingRecord;
}

async function getBooking(accountId: string, bookingId: string): Promise<FreightBookingRecord | undefined> {
  const { data } = await onTable(FreightBookingEntity).get({ accountId, bookingId }).go({ consistent: true });
  return data ? bookingOf(data as Stored) : undefined;
}

function createItem(booking: FreightBookingRecord) {
  const { message: _m, ...rest } = booking;
  return rest;
}

/** The hold's part of a charge: shrunk by the charge while charges remain, consumed by the last. */
function holdPart(tx: ChargeTx, accountId: string, hold: { key: string; leftCents: number }, chargeCents: number) {
  return hold.leftCents > 0
    ? shrinkHoldItem(tx, accountId, hold.key, chargeCents)
    : consumeHoldItem(tx, accountId, hold.key);
}

/**
 * One charge of a booking in one transaction: the wallet debit (ledger entry + invoice, the wallet
 * version-guarded), the hold, and the booking (its posted list; the first also records the
 * carrier's booking and starts tracking). A refused ledger entry means it was posted already.
 */
async function commitCharge(
  input: Parameters<FreightBookingStore['postCharge']>[0],
  extra: (tx: ChargeTx) => Record<string, TransactionItem[]>,
): Promise<'committed' | 'already'> {
  const { booking, charge, invoice, hold } = input;
  const { accountId, bookingId } = booking;
  for (const race = raceBudget(); race.open; await race.retry()) {
    const wallet = await readWallet(accountId);
    const result = await writeTransaction(CHARGE_COMMIT, (tx) => ({
      ...ledgerWrites(tx, wallet, {
        accountId,
        entryId: charge.entryId,
        kind: charge.kind === 'rebill' ? 'adjustment' : 'purchase',
        invoice,
        description: charge.description,
        ...(hold ? { releasesHoldCents: charge.amountCents } : {}),
        ...(booking.carrierBooking?.pro ? { trackingCode: booking.carrierBooking.pro } : {}),
      }).parts,
      hold: hold ? [holdPart(tx, accountId, hold, charge.amountCents)] : [],
      ...extra(tx),
    }));
    if (result.ok) return 'committed';
    const { reasons } = result;
    if (refused(reasons.ledgerEntry) || refused(reasons.invoice)) return 'already';
    if (!isRaceLost(reasons as Record<string, string[]>, ['wallet', 'booking']))
      throw new Error(`The charge ${charge.entryId} of ${bookingId} was not posted: ${describeReasons(reasons)}`);
  }
  throw new Error(`The charge ${charge.entryId} lost every race for the wallet; try again`);
}

export const dynamoFreightBookingStore: FreightBookingStore = {
  get: getBooking,

  async list(accountId, limit) {
    const { data } = await onTable(FreightBookingEntity).query.byAccount({ accountId }).go({ pages: 'all' });
    return (data as Stored[])
      .map(bookingOf)
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
      .slice(0, limit);
  },

  async claim(booking) {
    try {
      await onTable(FreightBookingEntity).create(createItem(booking)).go();
      return { created: true, booking };
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const existing = await getBooking(booking.accountId, booking.bookingId);
      if (!existing) throw err;
      return { created: false, booking: existing };
    }
  },

  async retake(failed, next) {
    try {
      await onTable(FreightBookingEntity)
        .patch({ accountId: failed.accountId, bookingId: failed.bookingId })
        .set({
          idempotencyKey: next.idempotencyKey,
          state: 'booking',
          message: '',
          offer: next.offer,
          request: next.request,
          reference: next.reference,
          shipper: next.shipper,
          consignee: next.consignee,
          specialInstructions: next.specialInstructions,
          quoteId: next.quoteId,
        })
        .where((attr, { eq }) => `${eq(attr.state, 'failed')} AND ${eq(attr.idempotencyKey, failed.idempotencyKey)}`)
        .go();
      return { created: true, booking: next };
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const now = await getBooking(failed.accountId, failed.bookingId);
      if (!now) throw err;
      return { created: false, booking: now };
    }
  },

  async fail(booking, message) {
    try {
      await onTable(FreightBookingEntity)
        .patch({ accountId: booking.accountId, bookingId: booking.bookingId })
        .set({ state: 'failed', message })
        .where((attr, { ne }) => ne(attr.state, 'booked'))
        .go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  },

  commitBooked(input) {
    const { booking, carrierBooking, bolKey, palletLabelsKey, charge } = input;
    const { accountId, bookingId } = booking;
    return commitCharge(
      {
        booking: { ...booking, carrierBooking },
        charge,
        invoice: input.invoice,
        hold: { key: input.holdKey, leftCents: input.holdLeftCents },
      },
      (tx) => ({
        booking: [
          tx.booking
            .patch({ accountId, bookingId })
            .set({ state: 'booked', message: '', carrierBooking, bolKey, palletLabelsKey, trackingStatus: 'booked' })
            .append({ postedCharges: [charge.entryId] })
            .where(
              (attr, { eq }) => `${eq(attr.state, 'booking')} AND ${eq(attr.idempotencyKey, booking.idempotencyKey)}`,
            )
            .commit(),
        ],
        watch: [tx.watch.put({ accountId, bookingId, checkAfter: carrierBooking.bookedAt }).commit()],
      }),
    );
  },

  postCharge(input) {
    const { accountId, bookingId } = input.booking;
    return commitCharge(input, (tx) => ({
      booking: [
        tx.booking
          .patch({ accountId, bookingId })
          .append({ postedCharges: [input.charge.entryId] })
          .commit(),
      ],
    }));
  },

  async addRebills(booking, rebills) {
    const known = new Set(booking.rebills.map((r) => r.rebillId));
    const fresh = rebills.filter((r) => !known.has(r.rebillId));
    if (fresh.length === 0) return booking;
    const current = (await getBooking(booking.accountId, booking.bookingId)) ?? booking;
    const have = new Set(current.rebills.map((r) => r.rebillId));
    const merged = [...current.rebills, ...fresh.filter((r) => !have.has(r.rebillId))];
    await onTable(FreightBookingEntity)
      .patch({ accountId: booking.accountId, bookingId: booking.bookingId })
      .set({ rebills: merged })
      .go();
    return { ...current, rebills: merged };
  },

  async updateTracking(booking, tracking) {
    const { accountId, bookingId } = booking;
    await onTable(FreightBookingEntity)
      .patch({ accountId, bookingId })
      .set({ trackingStatus: tracking.status, trackingEvents: tracking.events })
      .go();
    if (tracking.final) await onTable(FreightTrackingWatchEntity).delete({ accountId, bookingId }).go();
    else await onTable(FreightTrackingWatchEntity).put({ accountId, bookingId, checkAfter: tracking.checkAfter }).go();
  },

  async dueForTracking(now, limit) {
    const { data } = await onTable(FreightTrackingWatchEntity)
      .query.due({})
      .lt({ checkAfter: now })
      .go({ limit, order: 'asc' });
    const out: FreightBookingRecord[] = [];
    for (const w of data) {
      const booking = await getBooking(w.accountId, w.bookingId);
      if (booking) out.push(booking);
      else await onTable(FreightTrackingWatchEntity).delete({ accountId: w.accountId, bookingId: w.bookingId }).go();
    }
    return out;
  },
};
