import Alert from '@cloudscape-design/components/alert';
import type { AddPaymentMethodRequest, PaymentMethodView } from '#api/payments';
import { FieldsModal, type FieldSpec } from './fields-modal';

const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));

const CARD_FIELDS: FieldSpec[] = [
  { name: 'card.name', label: 'Name on card' },
  { name: 'card.number', label: 'Card number', inputMode: 'numeric', placeholder: '4242 4242 4242 4242' },
  { name: 'card.expMonth', label: 'Expiry month', inputMode: 'numeric', placeholder: 'MM' },
  { name: 'card.expYear', label: 'Expiry year', inputMode: 'numeric', placeholder: 'YYYY' },
  { name: 'card.cvc', label: 'Security code', inputMode: 'numeric', placeholder: 'CVC' },
];

const BANK_FIELDS: FieldSpec[] = [
  { name: 'bank.accountHolderName', label: 'Account holder' },
  { name: 'bank.routingNumber', label: 'Routing number', inputMode: 'numeric', constraint: '9 digits' },
  { name: 'bank.accountNumber', label: 'Account number', inputMode: 'numeric' },
];

/** Adds a card. Locally the sandbox processor takes its test numbers (4242…: paid, 4000 0000 0000 0002: declined). */
export function AddCardModal({
  visible,
  add,
  onClose,
}: {
  visible: boolean;
  add: (request: AddPaymentMethodRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FieldsModal
      visible={visible}
      header="Add card"
      fields={CARD_FIELDS}
      confirmLabel="Save card"
      onClose={onClose}
      intro={
        <Alert type="info">
          Test mode: use 4242 4242 4242 4242 (paid), 4000 0025 0000 3155 (asks for authentication) or 4000 0000 0000
          0002 (declined), any future expiry and any CVC.
        </Alert>
      }
      submit={async (v) => {
        await add({
          type: 'card',
          card: {
            name: v['card.name'] ?? '',
            number: v['card.number'] ?? '',
            expMonth: num(v['card.expMonth']) as number,
            expYear: num(v['card.expYear']) as number,
            cvc: v['card.cvc'] ?? '',
          },
        });
      }}
    />
  );
}

/** Adds a bank account for ACH; it is verified later by the two micro-deposits the processor sends. */
export function AddBankModal({
  visible,
  add,
  onClose,
}: {
  visible: boolean;
  add: (request: AddPaymentMethodRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FieldsModal
      visible={visible}
      header="Add bank account"
      fields={BANK_FIELDS}
      confirmLabel="Save bank account"
      onClose={onClose}
      intro={
        <Alert type="info">
          Two small deposits arrive in the account within a few days (in test mode, within a minute: 32 and 45 cents).
          Enter them to verify the account before paying with it. Test routing number 110000000; account 000123456789
          settles, 000111111116 fails.
        </Alert>
      }
      submit={async (v) => {
        await add({
          type: 'bank',
          bank: {
            accountHolderName: v['bank.accountHolderName'] ?? '',
            routingNumber: v['bank.routingNumber'] ?? '',
            accountNumber: v['bank.accountNumber'] ?? '',
            accountType: 'checking',
          },
        });
      }}
    />
  );
}

/** Verifies a bank account with the two micro-deposit amounts, in cents. */
export function VerifyBankModal({
  method,
  verify,
  onClose,
}: {
  method: PaymentMethodView | null;
  verify: (paymentMethodId: string, amounts: [number, number]) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FieldsModal
      visible={method !== null}
      header="Verify bank account"
      fields={[
        { name: 'first', label: 'First deposit (cents)', inputMode: 'numeric', placeholder: '32' },
        { name: 'second', label: 'Second deposit (cents)', inputMode: 'numeric', placeholder: '45' },
      ]}
      confirmLabel="Verify"
      onClose={onClose}
      submit={async (v) => {
        if (!method) return;
        await verify(method.paymentMethodId, [num(v.first) as number, num(v.second) as number]);
      }}
    />
  );
}
