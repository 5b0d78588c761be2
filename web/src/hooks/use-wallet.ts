import { useCallback, useEffect } from 'react';
import type { WalletView } from '#api/shipping';
import { useApi } from '#web/api/api-context';
import { walletApi } from '#web/api/shipping-api';
import { useLoad } from './use-load';

/** Every WalletBalance on screen reloads when a purchase or refund changed the balance. */
const walletChanges = new EventTarget();

export function refreshWallet(): void {
  walletChanges.dispatchEvent(new Event('changed'));
}

/** GET /api/v1/wallet, reloaded after purchases and refunds (refreshWallet). */
export function useWallet(): { wallet: WalletView | undefined; error: string | null; loading: boolean } {
  const { client } = useApi();
  const load = useCallback(() => walletApi(client).get(), [client]);
  const { data, error, loading, reload } = useLoad(load);
  useEffect(() => {
    const onChange = () => void reload();
    walletChanges.addEventListener('changed', onChange);
    return () => walletChanges.removeEventListener('changed', onChange);
  }, [reload]);
  return { wallet: data, error, loading };
}
