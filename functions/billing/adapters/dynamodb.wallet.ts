import type { InvoiceStatus } from '#domain/billing/invoice-status.constants';
import type { LedgerEntry, LedgerPosting, Wallet, WalletBalance } from '#domain/billing/ports';
import { ledgerEffect, refillInvoice } from '#domain/billing/wallet.rules';
import { oneAtATime } from '#lib/concurrently';
import { isConditionFailure } from '#lib/db/condition-failure';
import { db } from '#lib/db/service';
import { raceBudget, writeTransaction, type TransactionEntities, type TransactionItem } from '#lib/db/transaction';

/** Ledger sequence numbers sort as text in the gsi: wide enough for any account's lifetime. */
const SEQ_DIGITS = 12;

export type StoredWallet = WalletBalance & { exists: boolean };

const EMPTY = { balanceCents: 0, heldCents: 0, availableCents: 0, minimumThresholdCents: 0, version: 0 };

/** The wallet as stored now (strongly consistent: a version-guarded write follows). */
export async function readWallet(accountId: string): Promise<StoredWallet> {
  const { data } = await db().entities.walletBalance.get({ accountId }).go({ consistent: true });
  if (!data) return { ...EMPTY, exists: false };
  return {
    balanceCents: data.balanceCents,
    heldCents: data.heldCents,
    availableCents: data.availableCents,
    minimumThresholdCents: data.minimumThresholdCents,
    version: data.version,
    exists: true,
  };
}

export interface LedgerWrite {
  accountId: string;
  /** `purchase#<key>`, `refund#<key>`, `refill#<id>`: the entry (and its invoice) count once. */
  entryId: string;
  kind: LedgerEntry['kind'];
  invoice: LedgerPosting['invoice'];
  description: string;
  /** The invoice's status; `paid` unless said otherwise. */
  status?: InvoiceStatus;
  paymentId?: string;
  /** The purchase hold this write turns into a debit (taken off `heldCents`). */
  releasesHoldCents?: number;
  orderId?: string;
  orderNumber?: string;
  orderTags?: readonly string[];
  warehouseId?: string;
  shipmentId?: string;
  trackingCode?: string;
}

/**
 * The transaction items that move the balance by one invoice (accounts §4): the wallet written
 * only if it is still at the version read (or created, for an account's first money), the ledger
 * entry and the invoice each only if new. Items in this order: wallet, ledger, invoice.
 */
export function ledgerWrites(
  tx: TransactionEntities,
  wallet: StoredWallet,
  write: LedgerWrite,
): { items: TransactionItem[]; entry: LedgerEntry } {
  const { amountCents, balanceAfterCents } = ledgerEffect(wallet.balanceCents, write.invoice);
  const version = wallet.version + 1;
  const createdAt = new Date().toISOString();
  const released = write.releasesHoldCents ?? 0;
  const e = tx;
  const walletItem = wallet.exists
    ? e.walletBalance
        .update({ accountId: write.accountId })
        .set({ balanceCents: balanceAfterCents, version })
        .add({ heldCents: -released, availableCents: amountCents + released })
        .where((attr, { eq }) => eq(attr.version, wallet.version))
        .commit()
    : e.walletBalance
        .create({
          accountId: write.accountId,
          balanceCents: balanceAfterCents,
          heldCents: 0,
          availableCents: balanceAfterCents,
          minimumThresholdCents: 0,
          version,
        })
        .commit();
  const entry: LedgerEntry = {
    entryId: write.entryId,
    createdAt,
    kind: write.kind,
    amountCents,
    balanceAfterCents,
    description: write.description,
    ...(write.orderNumber ? { orderNumber: write.orderNumber } : {}),
    ...(write.trackingCode ? { trackingCode: write.trackingCode } : {}),
  };
  const ledgerItem = e.ledgerEntry
    .create({
      accountId: write.accountId,
      seq: String(version).padStart(SEQ_DIGITS, '0'),
      invoiceId: write.entryId,
      ...entry,
      ...(write.orderId ? { orderId: write.orderId } : {}),
    })
    .commit();
  const invoiceItem = e.invoice
    .create({
      accountId: write.accountId,
      invoiceId: write.entryId,
      type: write.invoice.type,
      status: write.status ?? 'paid',
      description: write.description,
      amount: write.invoice.amount,
      tierFee: write.invoice.tierFee,
      fee: write.invoice.fee ?? 0,
      ...(typeof write.invoice.amountAfterFee === 'number' ? { amountAfterFee: write.invoice.amountAfterFee } : {}),
      insurancePremium: write.invoice.insurancePremium,
      isVndrRate: write.invoice.isVndrRate ?? false,
      ...(write.invoice.directDebitFailed ? { directDebitFailed: true } : {}),
      balanceBeforeCents: wallet.balanceCents,
      balanceAfterCents,
      createdAt,
      ...(write.orderId ? { orderId: write.orderId } : {}),
      ...(write.orderNumber ? { orderNumber: write.orderNumber } : {}),
      ...(write.orderTags?.length ? { orderTags: [...write.orderTags] } : {}),
      ...(write.warehouseId ? { warehouseId: write.warehouseId } : {}),
      ...(write.shipmentId ? { shipmentId: write.shipmentId } : {}),
      ...(write.trackingCode ? { trackingCode: write.trackingCode } : {}),
      ...(write.paymentId ? { paymentId: write.paymentId } : {}),
    })
    .commit();
  return { items: [walletItem, ledgerItem, invoiceItem], entry };
}

/** A lost race on the wallet or an item another transaction is writing: read again and retry. */
export function isRaceLost(codes: readonly string[], guardedIndexes: readonly number[]): boolean {
  return codes.some(
    (c, i) => c === 'TransactionConflict' || (c === 'ConditionalCheckFailed' && guardedIndexes.includes(i)),
  );
}

function toEntry(data: {
  entryId: string;
  createdAt: string;
  kind: LedgerEntry['kind'];
  amountCents: number;
  balanceAfterCents: number;
  description: string;
  orderNumber?: string;
  trackingCode?: string;
}): LedgerEntry {
  return {
    entryId: data.entryId,
    createdAt: data.createdAt,
    kind: data.kind,
    amountCents: data.amountCents,
    balanceAfterCents: data.balanceAfterCents,
    description: data.description,
    ...(data.orderNumber ? { orderNumber: data.orderNumber } : {}),
    ...(data.trackingCode ? { trackingCode: data.trackingCode } : {}),
  };
}

async function postToWallet(accountId: string, posting: LedgerPosting): Promise<LedgerEntry> {
  const { entryId } = posting;
  for (const race = raceBudget(); race.open; await race.retry()) {
    const wallet = await readWallet(accountId);
    let entry: LedgerEntry | undefined;
    const result = await writeTransaction((tx) => {
      const writes = ledgerWrites(tx, wallet, { accountId, ...posting });
      entry = writes.entry;
      return writes.items;
    });
    if (result.ok && entry) return entry;
    if (result.codes[1] === 'ConditionalCheckFailed') {
      const { data } = await db().entities.ledgerEntry.get({ accountId, entryId }).go({ consistent: true });
      if (data) return toEntry(data);
    }
    if (!isRaceLost(result.codes, [0])) throw new Error(`The ledger entry was not written: ${result.codes.join(', ')}`);
  }
  throw new Error('The ledger entry lost every race for the wallet; try again');
}

export const dynamoWallet: Wallet = {
  async balance(accountId) {
    const { exists: _exists, ...wallet } = await readWallet(accountId);
    return wallet;
  },

  async placeHold(accountId, holdKey, amountCents) {
    const result = await writeTransaction((tx) => [
      tx.walletHold.create({ accountId, holdKey, amountCents }).commit(),
      tx.walletBalance
        .update({ accountId })
        .add({ heldCents: amountCents, availableCents: -amountCents })
        .where((attr, { gte }) => gte(attr.availableCents, amountCents))
        .commit(),
    ]);
    if (result.ok) return 'placed';
    if (result.codes[0] === 'ConditionalCheckFailed') return 'held';
    if (result.codes[1] === 'ConditionalCheckFailed') return 'insufficient';
    throw new Error(`The hold was not placed: ${result.codes.join(', ')}`);
  },

  async releaseHold(accountId, holdKey) {
    const { data: hold } = await db().entities.walletHold.get({ accountId, holdKey }).go({ consistent: true });
    if (!hold) return false;
    const result = await writeTransaction((tx) => releaseHoldItems(tx, accountId, holdKey, hold.amountCents));
    if (result.ok) return true;
    if (result.codes[0] === 'ConditionalCheckFailed') return false;
    throw new Error(`The hold was not released: ${result.codes.join(', ')}`);
  },

  post: (accountId, posting) => oneAtATime(`wallet#${accountId}`, () => postToWallet(accountId, posting)),

  refill(accountId, input) {
    return this.post(accountId, {
      entryId: `refill#${input.refillId}`,
      kind: 'refill',
      invoice: refillInvoice(input.amountCents, input.feeCents ?? 0),
      description: input.description,
      ...(input.paymentId ? { paymentId: input.paymentId } : {}),
    });
  },

  async setInvoiceStatus(accountId, invoiceId, status) {
    try {
      await db()
        .entities.invoice.patch({ accountId, invoiceId })
        .set({ status, updatedAt: new Date().toISOString() })
        .go();
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  },

  async recentEntries(accountId, limit) {
    const { data } = await db().entities.ledgerEntry.query.bySeq({ accountId }).go({ order: 'desc', limit });
    return data.map(toEntry);
  },
};

/** Deletes a hold (only if it is still there) and gives its money back to the available balance. */
export function releaseHoldItems(
  tx: TransactionEntities,
  accountId: string,
  holdKey: string,
  amountCents: number,
): TransactionItem[] {
  return [
    tx.walletHold
      .delete({ accountId, holdKey })
      .where((attr, { exists }) => exists(attr.holdKey))
      .commit(),
    tx.walletBalance.update({ accountId }).add({ heldCents: -amountCents, availableCents: amountCents }).commit(),
  ];
}
