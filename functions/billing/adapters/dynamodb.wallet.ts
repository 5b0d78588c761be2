import type { LedgerEntry, LedgerPosting, Wallet } from '#domain/billing/ports';
import { refillInvoice } from '#domain/billing/wallet.rules';
import { oneAtATime } from '#lib/concurrently';
import { isConditionFailure } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { describeReasons, isRaceLost, raceBudget, refused, writeTransaction } from '#lib/db/transaction';
import { InvoiceEntity, LedgerEntryEntity, WalletBalanceEntity, WalletHoldEntity } from '../db/wallet.entity';
import { LEDGER_ENTITIES, ledgerWrites, readHold, readWallet, releaseHoldItems } from '../ledger';

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
    const result = await writeTransaction(LEDGER_ENTITIES, (tx) => {
      const writes = ledgerWrites(tx, wallet, { accountId, ...posting });
      entry = writes.entry;
      return writes.parts;
    });
    if (result.ok && entry) return entry;
    if (refused(result.reasons.ledgerEntry)) {
      const { data } = await onTable(LedgerEntryEntity).get({ accountId, entryId }).go({ consistent: true });
      if (data) return toEntry(data);
    }
    if (!isRaceLost(result.reasons, ['wallet']))
      throw new Error(`The ledger entry was not written: ${describeReasons(result.reasons)}`);
  }
  throw new Error('The ledger entry lost every race for the wallet; try again');
}

export const dynamoWallet: Wallet = {
  async balance(accountId) {
    const { exists: _exists, ...wallet } = await readWallet(accountId);
    return wallet;
  },

  async placeHold(accountId, holdKey, amountCents) {
    const result = await writeTransaction(
      { walletHold: WalletHoldEntity, walletBalance: WalletBalanceEntity },
      (tx) => ({
        hold: [tx.walletHold.create({ accountId, holdKey, amountCents }).commit()],
        wallet: [
          tx.walletBalance
            .update({ accountId })
            .add({ heldCents: amountCents, availableCents: -amountCents })
            .where((attr, { gte }) => gte(attr.availableCents, amountCents))
            .commit(),
        ],
      }),
    );
    if (result.ok) return 'placed';
    if (refused(result.reasons.hold)) return 'held';
    if (refused(result.reasons.wallet)) return 'insufficient';
    throw new Error(`The hold was not placed: ${describeReasons(result.reasons)}`);
  },

  async releaseHold(accountId, holdKey) {
    const hold = await readHold(accountId, holdKey);
    if (!hold) return false;
    const result = await writeTransaction({ walletHold: WalletHoldEntity, walletBalance: WalletBalanceEntity }, (tx) =>
      releaseHoldItems(tx, accountId, holdKey, hold.amountCents),
    );
    if (result.ok) return true;
    if (refused(result.reasons.hold)) return false;
    throw new Error(`The hold was not released: ${describeReasons(result.reasons)}`);
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
      await onTable(InvoiceEntity)
        .patch({ accountId, invoiceId })
        .set({ status, updatedAt: new Date().toISOString() })
        .go();
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  },

  async recentEntries(accountId, limit) {
    const { data } = await onTable(LedgerEntryEntity).query.bySeq({ accountId }).go({ order: 'desc', limit });
    return data.map(toEntry);
  },
};
