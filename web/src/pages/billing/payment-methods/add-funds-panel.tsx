import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DepositView, PaymentMethodView } from '#api/payments';
import { depositAmountOf, paymentMethodLabel } from '#domain/billing/deposit.rules';
import { ACH_DEPOSIT_MAX, ACH_DEPOSIT_MIN, CARD_DEPOSIT_MIN } from '#domain/forms/add-funds-form.schema';
import { formatCents } from '#domain/money/cents.rules';
import { ApiError } from '#web/api/api-error';
import { useNotifications } from '#web/app/notifications/notifications-context';

/** Add funds (accounts §5): a saved method and an amount; the same rule as the server checks it first. */
export function AddFundsPanel({
  methods,
  addFunds,
  onNeedsAuthentication,
}: {
  methods: readonly PaymentMethodView[];
  addFunds: (request: { depositId: string; paymentMethodId: string; amount: number }) => Promise<DepositView>;
  onNeedsAuthentication: (deposit: DepositView) => void;
}) {
  const usable = methods.filter((m) => m.verification === 'verified');
  const [methodId, setMethodId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { notify, reportError } = useNotifications();
  const method = usable.find((m) => m.paymentMethodId === methodId) ?? usable.find((m) => m.isDefault) ?? usable[0];

  const submit = async () => {
    if (!method) return;
    const checked = depositAmountOf(method.type, amount.trim() === '' ? undefined : Number(amount));
    if (!checked.ok) return setError(checked.message);
    setError(undefined);
    setBusy(true);
    try {
      const deposit = await addFunds({
        depositId: crypto.randomUUID(),
        paymentMethodId: method.paymentMethodId,
        amount: Number(amount),
      });
      if (deposit.status === 'requires_action') onNeedsAuthentication(deposit);
      else if (deposit.status === 'pending')
        notify({
          type: 'info',
          content: `${formatCents(deposit.amountCents)} is on its way from your bank. It is added to your balance when the debit settles.`,
        });
      else notify({ type: 'success', content: `${formatCents(deposit.amountCents)} added to your balance.` });
      setAmount('');
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.amount) setError(e.fieldErrors.amount);
      else reportError(e);
    } finally {
      setBusy(false);
    }
  };

  const range =
    method?.type === 'bank'
      ? `Bank (ACH): $${ACH_DEPOSIT_MIN} to $${ACH_DEPOSIT_MAX}. Arrives when the debit settles.`
      : `Card: at least $${CARD_DEPOSIT_MIN}. Added at once.`;
  return (
    <Container header={<Header variant="h2">Add funds</Header>}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={busy} disabled={!method}>
              Add funds
            </Button>
          }
        >
          <SpaceBetween size="m" direction="horizontal">
            <FormField
              label="Pay with"
              description={usable.length ? undefined : 'Add a card or a verified bank account first.'}
            >
              <Select
                ariaLabel="Pay with"
                selectedOption={method ? { value: method.paymentMethodId, label: paymentMethodLabel(method) } : null}
                options={usable.map((m) => ({ value: m.paymentMethodId, label: paymentMethodLabel(m) }))}
                onChange={(e) => setMethodId(e.detail.selectedOption.value ?? null)}
                disabled={!usable.length}
              />
            </FormField>
            <FormField label="Amount (USD)" constraintText={range} errorText={error}>
              <Input
                ariaLabel="Amount"
                type="number"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.detail.value)}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
