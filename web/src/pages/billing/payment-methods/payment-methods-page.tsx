import { useState } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DepositView, PaymentMethodView } from '#api/payments';
import { PAYMENT_MESSAGES, paymentMethodLabel } from '#domain/billing/deposit.rules';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { useNotifiedAction } from '#web/hooks/use-notified-action';
import { DeleteConfirmModal } from '#web/components/delete-confirm-modal';
import { PermissionGuard, usePermissions } from '#web/components/permission-guard';
import { WalletBalance } from '#web/components/wallet-balance';
import { BillingAccessGate } from '../billing-access-gate';
import { AddFundsPanel } from './add-funds-panel';
import { AutoReloadPanel } from './auto-reload-panel';
import { AuthenticateDepositModal } from './authenticate-deposit-modal';
import { DepositsTable } from './deposits-table';
import { AddBankModal, AddCardModal, VerifyBankModal } from './payment-method-modals';
import { PaymentMethodsTable, type MethodAction } from './payment-methods-table';
import { useDeposits, usePaymentMethods } from './use-payments';

/** Billing › Payment methods (`/billing/payment-methods`): cards and bank accounts, Add funds, deposits. */
export function PaymentMethodsPage() {
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Labels are paid from your balance. Add funds by card (at once) or bank transfer (ACH, when it settles)."
          actions={
            <PermissionGuard required={['view_billing_activity']}>
              <WalletBalance />
            </PermissionGuard>
          }
        >
          Payment methods
        </Header>
      }
    >
      <BillingAccessGate>
        <PaymentMethodsContent />
      </BillingAccessGate>
    </ContentLayout>
  );
}

function PaymentMethodsContent() {
  const methods = usePaymentMethods();
  const deposits = useDeposits();
  const canEdit = usePermissions(['edit_payments']);
  const { notify, reportError } = useNotifications();
  const [adding, setAdding] = useState<'card' | 'bank' | null>(null);
  const [verifying, setVerifying] = useState<PaymentMethodView | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethodView | null>(null);
  const [authenticating, setAuthenticating] = useState<DepositView | null>(null);

  const run = useNotifiedAction();
  const onAction = (action: MethodAction, method: PaymentMethodView) => {
    if (action === 'verify') setVerifying(method);
    if (action === 'delete') setDeleting(method);
    if (action === 'default') void run(() => methods.setDefault(method.paymentMethodId), PAYMENT_MESSAGES.defaultSet);
  };

  return (
    <SpaceBetween size="l">
      <PermissionGuard required={['deposit_funds']}>
        <AddFundsPanel methods={methods.items} addFunds={deposits.addFunds} onNeedsAuthentication={setAuthenticating} />
      </PermissionGuard>
      <PaymentMethodsTable
        methods={methods.items}
        loading={methods.loading}
        canEdit={canEdit}
        onAddCard={() => setAdding('card')}
        onAddBank={() => setAdding('bank')}
        onAction={onAction}
      />
      <PermissionGuard required={['view_billing_activity']}>
        <AutoReloadPanel canEdit={canEdit} />
        <DepositsTable deposits={deposits.items} loading={deposits.loading} />
      </PermissionGuard>
      <AddCardModal
        visible={adding === 'card'}
        onClose={() => setAdding(null)}
        add={async (request) => {
          await methods.add(request);
          notify({ type: 'success', content: PAYMENT_MESSAGES.cardSaved });
        }}
      />
      <AddBankModal
        visible={adding === 'bank'}
        onClose={() => setAdding(null)}
        add={async (request) => {
          await methods.add(request);
          notify({ type: 'success', content: PAYMENT_MESSAGES.bankSaved });
        }}
      />
      <VerifyBankModal
        method={verifying}
        onClose={() => setVerifying(null)}
        verify={async (id, amounts) => {
          await methods.verifyBank(id, amounts);
          notify({ type: 'success', content: PAYMENT_MESSAGES.bankVerified });
        }}
      />
      <DeleteConfirmModal
        visible={deleting !== null}
        singular="payment method"
        plural="payment methods"
        names={deleting ? [paymentMethodLabel(deleting)] : []}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const method = deleting;
          setDeleting(null);
          if (method) void run(() => methods.remove(method.paymentMethodId), PAYMENT_MESSAGES.deleted);
        }}
      />
      <AuthenticateDepositModal
        deposit={authenticating}
        onClose={() => setAuthenticating(null)}
        answer={async (depositId, approved) => {
          try {
            const deposit = await deposits.authenticate(depositId, approved);
            if (deposit.status === 'succeeded') notify({ type: 'success', content: 'Funds added to your balance.' });
            else notify({ type: 'error', content: deposit.failureMessage ?? 'The payment was not authenticated.' });
          } catch (e) {
            reportError(e);
          }
        }}
      />
    </SpaceBetween>
  );
}
