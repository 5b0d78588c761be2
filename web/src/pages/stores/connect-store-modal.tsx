import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tiles, { type TilesProps } from '@cloudscape-design/components/tiles';
import type { StorePlatformProfileResponse as Profile, StoreConnectionViewResponse } from '#api/store-connections';
import type { StoreConnectPlatform } from '#domain/stores/store-connect.schema';
import { storeLimitReached, storeLimitText, type StoreLimit } from '#domain/stores/store-limit.rules';
import { ModalFooter } from '#web/components/modal-footer';
import { PlanGateModal } from '#web/components/plan-gate-modal';
import {
  ConnectStoreFields,
  EMPTY_CONNECT_VALUES,
  type ConnectFormInitial,
  type ConnectFormValues,
} from './connect-store-fields';
import { PLATFORM_LABELS } from './store-labels';
import type { storesApi } from '#web/api/stores-api';
import { useConnectStore } from './use-connect-store';

const HOW: Record<StoreConnectPlatform, string> = {
  shopify: 'Approve Shipdeck in your Shopify admin.',
  square: 'Approve Shipdeck in your Square account.',
  amazon: 'Authorize Shipdeck in Seller Central. Orders you ship yourself come in every few minutes.',
  woocommerce: 'Connect with REST API keys from your WordPress admin.',
  bigcommerce: 'Connect with a store API account’s access token.',
  shippo: 'Bring your open Shippo orders over with an API token.',
  custom: 'Push orders from your own system through Shipdeck’s API.',
};

const isConnectable = (p: Profile['platform']): p is StoreConnectPlatform => Object.hasOwn(HOW, p);

/** Every platform of accounts §1 with its honest status; ones not offered yet are disabled with their reason. */
function platformTiles(platforms: readonly Profile[]): TilesProps.TilesDefinition[] {
  const offered = (p: Profile) => (p.availability.status === 'available' ? 0 : 1);
  return [...platforms]
    .sort((a, b) => offered(a) - offered(b))
    .map((p) => {
      const label =
        p.kind === 'marketplace' ? `${PLATFORM_LABELS[p.platform]} (marketplace)` : PLATFORM_LABELS[p.platform];
      const available = p.availability.status === 'available' && isConnectable(p.platform);
      return {
        value: p.platform,
        label,
        disabled: !available,
        description:
          p.availability.status === 'not yet'
            ? `Not yet: ${p.availability.reason}`
            : isConnectable(p.platform)
              ? HOW[p.platform]
              : 'Not yet',
      };
    });
}

/** "Connect store": pick a platform, give what it needs, then Shipdeck connects or sends you to approve it. */
export function ConnectStoreModal({
  visible,
  platforms,
  limit,
  api,
  initial,
  onDismiss,
  onConnected,
}: {
  visible: boolean;
  platforms: readonly Profile[];
  limit?: StoreLimit;
  api: ReturnType<typeof storesApi>;
  /** Prefilled choice (Shopify's install link carries the shop; Reconnect the store's platform and shop). */
  initial?: ConnectFormInitial;
  onDismiss: () => void;
  onConnected: (store: StoreConnectionViewResponse) => void;
}) {
  const [platform, setPlatform] = useState<StoreConnectPlatform>(initial?.platform ?? 'shopify');
  const [values, setValues] = useState<ConnectFormValues>({
    ...EMPTY_CONNECT_VALUES,
    shop: initial?.shop ?? '',
    ...initial?.values,
  });
  const connecting = useConnectStore({ api, onConnected });
  const oauth = platform === 'shopify' || platform === 'square' || platform === 'amazon';

  return (
    <>
      <Modal
        visible={visible && !connecting.gate}
        onDismiss={onDismiss}
        size="large"
        header="Connect store"
        footer={
          <ModalFooter
            onCancel={onDismiss}
            onConfirm={() => void connecting.connect(platform, values)}
            confirmLabel={oauth ? `Continue to ${PLATFORM_LABELS[platform]}` : 'Connect'}
            loading={connecting.submitting}
          />
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void connecting.connect(platform, values);
          }}
        >
          <SpaceBetween size="l">
            {limit && storeLimitReached(limit) && (
              <Alert type="warning" header="Your plan’s store limit is reached">
                You use {storeLimitText(limit)}. Disconnect a store or upgrade your plan to connect another.
              </Alert>
            )}
            <FormField label="Platform" stretch>
              <Tiles
                value={platform}
                columns={3}
                items={platformTiles(platforms)}
                onChange={(e) => {
                  setPlatform(e.detail.value as StoreConnectPlatform);
                  connecting.reset();
                }}
              />
            </FormField>
            <ConnectStoreFields
              platform={platform}
              values={values}
              errors={connecting.errors}
              onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
            />
            {connecting.formError && (
              <Alert type="error" header="Could not connect the store">
                {connecting.formError}
              </Alert>
            )}
            {/* Enter submits like the button. */}
            <button type="submit" hidden />
          </SpaceBetween>
        </form>
      </Modal>
      <PlanGateModal gate={connecting.gate} onDismiss={connecting.dismissGate} />
    </>
  );
}
