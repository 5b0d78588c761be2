import { expect } from 'vitest';
import { accountItems, ledgerCheck } from './ledger-reads';

export { accountItems, ledgerCheck, shipmentCharges, type LedgerCheck } from './ledger-reads';

/**
 * The wallet invariant, for every account given: balance == sum(ledger entries), held == sum(holds),
 * and available == balance − held − minimum threshold.
 */
export async function expectLedgerBalanced(...accountIds: string[]): Promise<void> {
  for (const accountId of accountIds) {
    const check = await ledgerCheck(accountId);
    expect(check.balanceCents, `balance of ${accountId} against its ledger`).toBe(check.ledgerSumCents);
    expect(check.heldCents, `held of ${accountId} against its holds`).toBe(check.holdsSumCents);
    const [wallet] = await accountItems(accountId, 'WALLET');
    if (wallet?.sk === 'WALLET') {
      expect(wallet.availableCents).toBe(wallet.balanceCents - wallet.heldCents - wallet.minimumThresholdCents);
    }
  }
}
