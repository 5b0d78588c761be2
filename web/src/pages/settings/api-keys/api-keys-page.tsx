import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ApiKeyView } from '#api/api-keys';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { PermissionGuard } from '#web/components/permission-guard';
import { ApiDocsPanel } from './api-docs-panel';
import { ApiKeyCreateModal } from './api-key-create-modal';
import { ApiKeyRevokeModal } from './api-key-revoke-modal';
import { ApiKeysTable } from './api-keys-table';
import { useApiKeys } from './use-api-keys';

/** accounts §6: settings → access_api. */
export const ACCESS_API = ['access_api'] as const;

/** Settings › API (`/settings/api`): the account's API keys and how the custom store's API is called. */
export function ApiKeysPage() {
  return (
    <PermissionGuard
      required={ACCESS_API}
      fallback={
        <Alert type="error" header="Not allowed">
          Your team permissions do not include API access.
        </Alert>
      }
    >
      <ApiKeysContent />
    </PermissionGuard>
  );
}

function ApiKeysContent() {
  const keys = useApiKeys();
  const { notify, reportError } = useNotifications();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  const revoke = async (key: ApiKeyView) => {
    try {
      await keys.revoke(key.keyId);
      notify({ type: 'success', content: `API key ${key.name} revoked: requests with it are refused from now on.` });
    } catch (e) {
      reportError(e);
    }
    setRevoking(null);
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Keys let your own store push orders into Shipdeck through the public API (the custom store)."
        >
          API
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ApiKeysTable keys={keys} onCreate={() => setCreating(true)} onRevoke={setRevoking} />
        <ApiDocsPanel />
      </SpaceBetween>
      <ApiKeyCreateModal visible={creating} create={keys.create} onClose={() => setCreating(false)} />
      <ApiKeyRevokeModal apiKey={revoking} onCancel={() => setRevoking(null)} onConfirm={(key) => void revoke(key)} />
    </ContentLayout>
  );
}
