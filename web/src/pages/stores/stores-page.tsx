import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { StoreConnectionViewResponse as Store } from '#api/store-connections';
import { storeLimitText } from '#domain/stores/store-limit.rules';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { usePermissions } from '#web/components/permission-guard';
import { reconnectInitial, type ConnectFormInitial } from './connect-store-fields';
import { ConnectStoreModal } from './connect-store-modal';
import { DisconnectStoreModal } from './disconnect-store-modal';
import { StoreCsvTemplates } from './store-csv-templates';
import { PLATFORM_LABELS } from './store-labels';
import { StoreSyncSettings } from './store-sync-settings';
import { StoresTable } from './stores-table';
import { useStores } from './use-stores';

export const STORES_PATH = '/settings/stores';

/** Where Shopify's install link sends the merchant: this page with the connect form open on the shop. */
export const shopifyConnectHref = (shop: string) =>
  `${STORES_PATH}?${new URLSearchParams({ connect: 'shopify', shop }).toString()}`;

/**
 * Settings › Stores (accounts §1, §6): the connected stores, connecting and disconnecting them
 * (edit_integrations), the plan's store limit and the sync settings. Members without
 * edit_integrations see the stores read-only.
 */
export function StoresPage() {
  const stores = useStores();
  const canEdit = usePermissions(['edit_integrations']);
  const { notify, reportError } = useNotifications();
  const [params, setParams] = useSearchParams();
  const prefill =
    params.get('connect') === 'shopify' ? { platform: 'shopify' as const, shop: params.get('shop') ?? '' } : undefined;
  const [connecting, setConnecting] = useState(canEdit && prefill !== undefined);
  const [reconnecting, setReconnecting] = useState<ConnectFormInitial | undefined>();
  const [disconnecting, setDisconnecting] = useState<Store | null>(null);
  const [busy, setBusy] = useState(false);
  const data = stores.data;

  function closeConnect() {
    setConnecting(false);
    setReconnecting(undefined);
    if (prefill) setParams({}, { replace: true });
  }

  async function disconnect(store: Store) {
    setBusy(true);
    try {
      await stores.api.disconnect(store.storeId);
      notify({ type: 'success', content: `${PLATFORM_LABELS[store.platform]} store ${store.name} disconnected.` });
      setDisconnecting(null);
      await stores.reload();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Stores send their orders to Shipdeck as they are placed; Shipdeck sends tracking back."
        >
          Stores
        </Header>
      }
    >
      <SpaceBetween size="l">
        {stores.error && (
          <LoadErrorAlert
            header="Could not load the stores"
            error={stores.error}
            onRetry={() => void stores.reload()}
          />
        )}
        {!canEdit && (
          <Alert type="info" header="Read only">
            Your team permissions do not include editing integrations, so you can see the stores but not connect or
            disconnect them.
          </Alert>
        )}
        <StoresTable
          stores={data?.stores ?? []}
          loading={!data && !stores.error}
          limitText={data ? storeLimitText(data.limit) : undefined}
          canEdit={canEdit}
          onConnect={() => setConnecting(true)}
          onDisconnect={setDisconnecting}
          onReconnect={(store) => {
            setReconnecting(reconnectInitial(store));
            setConnecting(true);
          }}
        />
        {data && <StoreCsvTemplates platforms={data.platforms} />}
        <StoreSyncSettings />
      </SpaceBetween>
      {data && connecting && (
        <ConnectStoreModal
          visible
          platforms={data.platforms}
          limit={data.limit}
          api={stores.api}
          initial={reconnecting ?? prefill}
          onDismiss={closeConnect}
          onConnected={(store) => {
            notify({ type: 'success', content: `${PLATFORM_LABELS[store.platform]} store ${store.name} connected.` });
            closeConnect();
            void stores.reload();
          }}
        />
      )}
      <DisconnectStoreModal
        store={disconnecting}
        busy={busy}
        onCancel={() => setDisconnecting(null)}
        onConfirm={(store) => void disconnect(store)}
      />
    </ContentLayout>
  );
}
