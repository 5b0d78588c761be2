import type { InvoiceStatus } from '#domain/billing/invoice-status.constants';
import type { LedgerEntry, LedgerPosting, WalletBalance } from '#domain/billing/ports';
import { ledgerEffect } from '#domain/billing/wallet.rules';
import { onTable } from '#lib/db/table';
import type { TransactionEntities, TransactionItem } from '#lib/db/transaction';
import { InvoiceEntity, LedgerEntryEntity, WalletBalanceEntity, WalletHoldEntity } from './db/wallet.entity';

/**
 * The billing domain's face for the others: what a transaction that moves money writes of the
 * wallet (label purchases, refunds) and what it reads first. Billing's entities and keys stay here.
 */

/** The wallet's participants in another domain's transaction; spread them into its entity group. */
export const LEDGER_ENTITIES = {
  walletBalance: WalletBalanceEntity,
  walletHold: WalletHoldEntity,
  ledgerEntry: LedgerEntryEntity,
  invoice: InvoiceEntity,
};

type LedgerTx = TransactionEntities<typeof LEDGER_ENTITIES>;

/** Ledger sequence numbers sort as text in the gsi: wide enough for any account's lifetime. */
const SEQ_DIGITS = 12;

export type StoredWallet = WalletBalance & { exists: boolean };

const EMPTY = { balanceCents: 0, heldCents: 0, availableCents: 0, minimumThresholdCents: 0, version: 0 };

/** The wallet as stored now (strongly consistent: a version-guarded write follows). */
export async function readWallet(accountId: string): Promise<StoredWallet> {
  const { data } = await onTable(WalletBalanceEntity).get({ accountId }).go({ consistent: true });
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
 * The transaction parts that move the balance by one invoice (accounts §4): `wallet` written only
 * if it is still at the version read (or created, for an account's first money), `ledgerEntry` and
 * `invoice` each only if new (refused: this entry was already written).
 */
export function ledgerWrites(
  tx: Pick<LedgerTx, 'walletBalance' | 'ledgerEntry' | 'invoice'>,
  wallet: StoredWallet,
  write: LedgerWrite,
): {
  parts: { wallet: TransactionItem[]; ledgerEntry: TransactionItem[]; invoice: TransactionItem[] };
  entry: LedgerEntry;
} {
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
  return { parts: { wallet: [walletItem], ledgerEntry: [ledgerItem], invoice: [invoiceItem] }, entry };
}

/** The parts that delete a hold (`hold`: refused if it is gone already) and give its money back to the available balance. */
export function releaseHoldItems(
  tx: Pick<LedgerTx, 'walletHold' | 'walletBalance'>,
  accountId: string,
  holdKey: string,
  amountCents: number,
): { hold: TransactionItem[]; wallet: TransactionItem[] } {
  return {
    hold: [consumeHoldItem(tx, accountId, holdKey)],
    wallet: [
      tx.walletBalance.update({ accountId }).add({ heldCents: -amountCents, availableCents: amountCents }).commit(),
    ],
  };
}

/** Deletes a hold (only if it is still there) without giving its money back: the purchase it held for is paid. */
export function consumeHoldItem(tx: Pick<LedgerTx, 'walletHold'>, accountId: string, holdKey: string): TransactionItem {
  return tx.walletHold
    .delete({ accountId, holdKey })
    .where((attr, { exists }) => exists(attr.holdKey))
    .commit();
}

/**
 * Takes `byCents` off a hold that pays several charges one transaction each (a freight booking's
 * freight, then each accessorial): refused if the hold is gone. The wallet's heldCents moves with
 * the charge's ledger write (its `releasesHoldCents`), so this writes the hold item alone.
 */
export function shrinkHoldItem(
  tx: Pick<LedgerTx, 'walletHold'>,
  accountId: string,
  holdKey: string,
  byCents: number,
): TransactionItem {
  return tx.walletHold
    .patch({ accountId, holdKey })
    .add({ amountCents: -byCents })
    .where((attr, { exists }) => exists(attr.holdKey))
    .commit();
}

/** A purchase's hold, read strongly (a transaction that releases it follows). */
export async function readHold(accountId: string, holdKey: string): Promise<{ amountCents: number } | undefined> {
  const { data } = await onTable(WalletHoldEntity).get({ accountId, holdKey }).go({ consistent: true });
  return data ? { amountCents: data.amountCents } : undefined;
}

/** Whether the invoice `invoiceId` exists (a refund marks its purchase's invoice). */
export async function invoiceExists(accountId: string, invoiceId: string): Promise<boolean> {
  const { data } = await onTable(InvoiceEntity).get({ accountId, invoiceId }).go();
  return Boolean(data);
}

/** The purchase's invoice marked refunded, as an item of the refund's transaction. */
export function invoiceRefundedItem(
  tx: Pick<LedgerTx, 'invoice'>,
  accountId: string,
  invoiceId: string,
  at: string,
): TransactionItem {
  return tx.invoice.patch({ accountId, invoiceId }).set({ status: 'refunded', updatedAt: at }).commit();
}
