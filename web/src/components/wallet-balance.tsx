import Box from '@cloudscape-design/components/box';
import Popover from '@cloudscape-design/components/popover';
import type { WalletView } from '#api/shipping';
import { formatCents } from '#domain/money/cents.rules';
import { useWallet } from '#web/hooks/use-wallet';

/** "Balance $123.45" where a merchant buys labels; nothing when the wallet cannot be read. */
export function WalletBalance() {
  const { wallet } = useWallet();
  return wallet ? <WalletBalanceView wallet={wallet} /> : null;
}

export function WalletBalanceView({
  wallet,
}: {
  wallet: Pick<WalletView, 'balanceCents' | 'availableCents' | 'heldCents'>;
}) {
  return (
    <Box variant="span" padding={{ right: 's' }}>
      <Popover
        size="small"
        triggerType="text"
        header="Wallet"
        content={
          <>
            <div>Available for labels: {formatCents(wallet.availableCents)}</div>
            {wallet.heldCents > 0 && <div>Held for purchases in progress: {formatCents(wallet.heldCents)}</div>}
          </>
        }
      >
        Balance {formatCents(wallet.balanceCents)}
      </Popover>
      <Box variant="span" color="text-body-secondary" padding={{ left: 'xs' }}>
        ({formatCents(wallet.availableCents)} available)
      </Box>
    </Box>
  );
}
