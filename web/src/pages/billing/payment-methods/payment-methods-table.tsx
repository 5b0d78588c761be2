import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { PaymentMethodView } from '#api/payments';

export type MethodAction = 'verify' | 'default' | 'delete';

/** The saved cards and bank accounts; actions only for members with edit_payments. */
export function PaymentMethodsTable({
  methods,
  loading,
  canEdit,
  onAddCard,
  onAddBank,
  onAction,
}: {
  methods: readonly PaymentMethodView[];
  loading: boolean;
  canEdit: boolean;
  onAddCard: () => void;
  onAddBank: () => void;
  onAction: (action: MethodAction, method: PaymentMethodView) => void;
}) {
  return (
    <Table
      variant="container"
      header={
        <Header
          counter={`(${methods.length})`}
          actions={
            canEdit && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={onAddBank}>Add bank account</Button>
                <Button onClick={onAddCard}>Add card</Button>
              </SpaceBetween>
            )
          }
        >
          Payment methods
        </Header>
      }
      loading={loading}
      loadingText="Loading payment methods"
      items={[...methods]}
      trackBy="paymentMethodId"
      empty={<Box textAlign="center">No payment methods yet. Add a card or a bank account to add funds.</Box>}
      columnDefinitions={[
        {
          id: 'method',
          header: 'Method',
          cell: (m) => `${m.brand} •••• ${m.last4}${m.isDefault ? ' (default)' : ''}`,
        },
        { id: 'type', header: 'Type', cell: (m) => (m.type === 'card' ? 'Card' : 'Bank account (ACH)') },
        {
          id: 'expires',
          header: 'Expires',
          cell: (m) => (m.expMonth && m.expYear ? `${String(m.expMonth).padStart(2, '0')}/${m.expYear}` : '—'),
        },
        {
          id: 'status',
          header: 'Status',
          cell: (m) =>
            m.verification === 'verified' ? (
              <StatusIndicator type="success">Ready</StatusIndicator>
            ) : (
              <StatusIndicator type="pending">Waiting for verification</StatusIndicator>
            ),
        },
        {
          id: 'actions',
          header: 'Actions',
          cell: (m) =>
            canEdit && (
              <ButtonDropdown
                variant="inline-icon"
                ariaLabel={`Actions for ${m.brand} ${m.last4}`}
                items={[
                  ...(m.verification === 'pending' ? [{ id: 'verify', text: 'Verify bank account' }] : []),
                  { id: 'default', text: 'Make default', disabled: m.isDefault || m.verification !== 'verified' },
                  { id: 'delete', text: 'Delete' },
                ]}
                onItemClick={(e) => onAction(e.detail.id as MethodAction, m)}
              />
            ),
        },
      ]}
    />
  );
}
