/**
 * The wallet's rules (accounts §3 accountValue{amount, minimumThreshold}, §4 balance effects),
 * all integer cents: what a purchase may spend, what it and its refund charge, and the signed
 * ledger amount every invoice writes. The ledger entry's amount is the invoice's balance effect,
 * so `balance == sum(ledger entries)` holds by construction.
 */
import type { StoredRate } from '#api/shipping';
import { balanceAfterInvoice, type BalanceInvoice } from '../money/balance-effect.rules';
import { formatCents, type Cents } from '../money/cents.rules';

export interface WalletFigures {
  balanceCents: Cents;
  heldCents: Cents;
  minimumThresholdCents: Cents;
}

/** What a purchase may spend: the balance less the holds and the minimum threshold (never below 0). */
export function availableCents(wallet: WalletFigures): Cents {
  return Math.max(0, wallet.balanceCents - wallet.heldCents - wallet.minimumThresholdCents);
}

/** An invoice with the accounts §3 fields a wallet writes. */
export interface WalletInvoice extends BalanceInvoice {
  amount: Cents;
  tierFee: Cents;
  insurancePremium: Cents;
}

/** What one label costs the merchant, split as its shipment_purchase invoice (accounts §3 Invoice). */
export interface PurchaseCharge {
  /** The invoice amount: the quote's price without the plan's label fee (the premium is part of it). */
  amountCents: Cents;
  /** The plan's label fee (the quote's platform_fee charge). */
  tierFeeCents: Cents;
  insurancePremiumCents: Cents;
}

function chargeOf(quote: Pick<StoredRate, 'charges'>, kind: 'platform_fee' | 'insurance'): Cents {
  return quote.charges.filter((c) => c.kind === kind).reduce((sum, c) => sum + c.amountCents, 0);
}

/**
 * The quote as the merchant was shown it, split into invoice amount, tier fee and insurance
 * premium. A quote of the merchant's own carrier account is billed by that carrier: the wallet
 * pays the plan's label fee and full coverage's premium, Shipdeck's insurance whoever carries
 * the parcel (the invoice amount is the premium, isVndrRate false).
 */
export function purchaseChargeOf(
  quote: Pick<StoredRate, 'priceCents' | 'charges' | 'carrierAccountId'>,
): PurchaseCharge {
  const tierFeeCents = chargeOf(quote, 'platform_fee');
  const insurancePremiumCents = chargeOf(quote, 'insurance');
  if (quote.carrierAccountId) return { amountCents: insurancePremiumCents, tierFeeCents, insurancePremiumCents };
  return {
    amountCents: quote.priceCents - tierFeeCents,
    tierFeeCents,
    insurancePremiumCents,
  };
}

/** The shipment_purchase invoice's id (and its ledger entry's): one per label, `purchase#<shipmentId>#<sequence>`. */
export function purchaseInvoiceId(purchaseKey: string): string {
  return `purchase#${purchaseKey}`;
}

/** Amount + tier fee: what the purchase holds and then debits (accounts §4 shipment purchase). */
export function purchaseTotalCents(charge: Pick<PurchaseCharge, 'amountCents' | 'tierFeeCents'>): Cents {
  return charge.amountCents + charge.tierFeeCents;
}

/** The shipment_purchase invoice; isVndrRate says the label was bought on Shipdeck's own carrier rates. */
/** What the wallet pays for a quote: its price, or the label fee alone on an own carrier account. */
export function walletChargeCents(quote: Pick<StoredRate, 'priceCents' | 'charges' | 'carrierAccountId'>): Cents {
  return purchaseTotalCents(purchaseChargeOf(quote));
}

export function purchaseInvoice(
  charge: PurchaseCharge,
  quote: Pick<StoredRate, 'carrierAccountId'> = {},
): WalletInvoice & { isVndrRate: boolean } {
  return {
    type: 'shipment_purchase',
    amount: charge.amountCents,
    tierFee: charge.tierFeeCents,
    insurancePremium: charge.insurancePremiumCents,
    isVndrRate: !quote.carrierAccountId,
  };
}

/**
 * A refunded label credits what it debited, tier fee included: the carrier voided the label, so
 * nothing was shipped that the plan's label fee could be for (`credit` adds amount plus tier fee).
 */
export function refundCreditInvoice(charge: Pick<PurchaseCharge, 'amountCents' | 'tierFeeCents'>): WalletInvoice {
  return { type: 'credit', amount: charge.amountCents, tierFee: charge.tierFeeCents, insurancePremium: 0 };
}

/** Funds added to the wallet (accounts §4 account refill: adds amount after fee, or amount). */
export function refillInvoice(amountCents: Cents, feeCents = 0): WalletInvoice & { fee: Cents; amountAfterFee: Cents } {
  return {
    type: 'account_refill',
    amount: amountCents,
    fee: feeCents,
    amountAfterFee: amountCents - feeCents,
    tierFee: 0,
    insurancePremium: 0,
  };
}

/** The ledger entry an invoice writes: its signed balance effect and the balance after it. */
export function ledgerEffect(
  balanceCents: Cents,
  invoice: BalanceInvoice,
): { amountCents: Cents; balanceAfterCents: Cents } {
  const balanceAfterCents = balanceAfterInvoice(balanceCents, invoice);
  return { amountCents: balanceAfterCents - balanceCents, balanceAfterCents };
}

/** The 402 of a purchase request the wallet cannot pay for, naming the shortfall. */
export function insufficientFundsMessage(neededCents: Cents, availableNowCents: Cents): string {
  return (
    `Insufficient funds: these labels cost ${formatCents(neededCents)} and ${formatCents(availableNowCents)} ` +
    `is available. Add at least ${formatCents(neededCents - availableNowCents)} to your balance in Billing.`
  );
}

/** The message of a purchase the worker could not hold funds for (another purchase spent them meanwhile). */
export function heldFundsShortMessage(neededCents: Cents): string {
  return `Insufficient funds: this label costs ${formatCents(neededCents)}. Add funds to your balance in Billing and try again.`;
}
