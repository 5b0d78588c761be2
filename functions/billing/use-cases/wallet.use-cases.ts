import type { WalletView } from '#api/shipping';
import type { RefillInput, Wallet } from '#domain/billing/ports';
import { availableCents } from '#domain/billing/wallet.rules';
import type { Caller } from '#lib/http/caller';

export const WALLET_ENTRIES_SHOWN = 20;

/** The wallet as the merchant sees it (GET /api/v1/wallet) and the refill that credits it. */
export function makeWalletUseCases(deps: { wallet: Wallet }) {
  return {
    async view(caller: Caller): Promise<WalletView> {
      const [wallet, entries] = await Promise.all([
        deps.wallet.balance(caller.accountId),
        deps.wallet.recentEntries(caller.accountId, WALLET_ENTRIES_SHOWN),
      ]);
      return {
        balanceCents: wallet.balanceCents,
        heldCents: wallet.heldCents,
        availableCents: availableCents(wallet),
        minimumThresholdCents: wallet.minimumThresholdCents,
        entries,
      };
    },
    /** Used by the demo seed and, later, Add funds. */
    refill: (accountId: string, input: RefillInput) => deps.wallet.refill(accountId, input),
  };
}
