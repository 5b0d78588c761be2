import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { CarrierAccountsView } from '#api/carrier-accounts';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { DeleteConfirmModal } from '#web/components/delete-confirm-modal';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { GuardedPage } from '#web/components/permission-guard';
import { CARRIER_ACCOUNT_MESSAGES } from '#domain/carriers/carrier-accounts.rules';
import { ConnectCarrierAccountModal } from './connect-carrier-account-modal';
import { useCarrierAccounts } from './use-carrier-accounts';

/** One row of the table: Shipdeck's own rates for a carrier, or one of the merchant's accounts. */
interface CarrierRow {
  id: string;
  carrierName: string;
  account: string;
  accountNumber: string;
  billedBy: string;
  connectedAt?: string;
  own: boolean;
}

/** `?filter=custom` lists the merchant's own accounts only (accounts §2 preset/carrier-accounts). */
export function carrierRows(view: CarrierAccountsView | undefined, customOnly: boolean): CarrierRow[] {
  if (!view) return [];
  const own = view.accounts.map((a) => ({
    id: a.carrierAccountId,
    carrierName: a.carrierName,
    account: a.description,
    accountNumber: a.accountNumber,
    billedBy: `${a.carrierName}, to your account`,
    connectedAt: a.connectedAt,
    own: true,
  }));
  if (customOnly) return own;
  const platform = view.platformCarriers.map((c) => ({
    id: `shipdeck-${c.carrier}`,
    carrierName: c.carrierName,
    account: 'Shipdeck rates',
    accountNumber: '—',
    billedBy: 'Shipdeck, from your balance',
    own: false,
  }));
  return [...own, ...platform];
}

/** Settings › Carrier accounts (`/settings/carrier-accounts`, edit_carriers): own UPS, FedEx and USPS accounts. */
export function CarrierAccountsPage() {
  return (
    <GuardedPage required={['edit_carriers']} notAllowed="managing carrier accounts">
      <CarrierAccountsContent />
    </GuardedPage>
  );
}

function CarrierAccountsContent() {
  const accounts = useCarrierAccounts();
  const { notify, reportError } = useNotifications();
  const [params, setParams] = useSearchParams();
  const customOnly = params.get('filter') === 'custom';
  const [connecting, setConnecting] = useState(false);
  const [removing, setRemoving] = useState<CarrierRow | null>(null);
  const usage = accounts.data?.usage;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Bring your own UPS, FedEx or USPS account: its negotiated rates appear beside Shipdeck’s when you get rates, billed by the carrier."
        >
          Carrier accounts
        </Header>
      }
    >
      {accounts.error && (
        <LoadErrorAlert
          header="Could not load the carrier accounts"
          error={accounts.error}
          onRetry={() => void accounts.reload()}
        />
      )}
      <Table
        variant="container"
        header={
          <Header
            counter={
              usage ? `(${usage.used}${usage.limit === null ? '' : ` of ${usage.limit}`} own accounts)` : undefined
            }
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <SegmentedControl
                  label="Show"
                  selectedId={customOnly ? 'custom' : 'all'}
                  options={[
                    { id: 'all', text: 'All carriers' },
                    { id: 'custom', text: 'Your accounts' },
                  ]}
                  onChange={(e) => setParams(e.detail.selectedId === 'custom' ? { filter: 'custom' } : {})}
                />
                <Button variant="primary" onClick={() => setConnecting(true)}>
                  Connect account
                </Button>
              </SpaceBetween>
            }
          >
            Carriers
          </Header>
        }
        loading={accounts.loading && !accounts.data}
        loadingText="Loading carrier accounts"
        items={carrierRows(accounts.data, customOnly)}
        trackBy="id"
        empty={
          <Box textAlign="center" color="inherit">
            <SpaceBetween size="xs">
              <b>No carrier accounts of your own</b>
              <Box variant="p" color="inherit">
                Shipdeck’s rates are always there; connect an account to compare your own.
              </Box>
            </SpaceBetween>
          </Box>
        }
        columnDefinitions={[
          { id: 'carrier', header: 'Carrier', cell: (r) => r.carrierName },
          { id: 'account', header: 'Account', cell: (r) => r.account },
          { id: 'number', header: 'Account number', cell: (r) => r.accountNumber },
          { id: 'billed', header: 'Postage billed by', cell: (r) => r.billedBy },
          { id: 'status', header: 'Status', cell: () => <StatusIndicator type="success">Active</StatusIndicator> },
          {
            id: 'connected',
            header: 'Connected',
            cell: (r) => (r.connectedAt ? new Date(r.connectedAt).toLocaleDateString() : '—'),
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (r) =>
              r.own && (
                <Button variant="inline-link" ariaLabel={`Remove ${r.account}`} onClick={() => setRemoving(r)}>
                  Remove
                </Button>
              ),
          },
        ]}
      />
      <ConnectCarrierAccountModal
        visible={connecting}
        carriers={accounts.data?.connectable ?? ['UPS', 'FedEx', 'USPS']}
        onClose={() => setConnecting(false)}
        connect={async (input) => {
          await accounts.connect(input);
          notify({ type: 'success', content: CARRIER_ACCOUNT_MESSAGES.connected });
        }}
      />
      <DeleteConfirmModal
        visible={removing !== null}
        singular="carrier account"
        plural="carrier accounts"
        names={removing ? [removing.account] : []}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const row = removing;
          setRemoving(null);
          if (!row) return;
          accounts
            .remove(row.id)
            .then(() => notify({ type: 'success', content: CARRIER_ACCOUNT_MESSAGES.removed }))
            .catch(reportError);
        }}
      />
    </ContentLayout>
  );
}
