import { useCallback, useEffect, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { autoReloadRequestSchema } from '#domain/billing/auto-reload.rules';
import { fromCents } from '#domain/money/cents.rules';
import { useApi } from '#web/api/api-context';
import { autoReloadApi } from '#web/api/billing-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { useLoad } from '#web/hooks/use-load';
import { validateWithSchema } from '#web/lib/field-errors';

/** Auto-reload: top the balance up from the default payment method when it falls below a threshold. */
export function AutoReloadPanel({ canEdit }: { canEdit: boolean }) {
  const { client } = useApi();
  const loaded = useLoad(useCallback(() => autoReloadApi(client).get(), [client]));
  const [enabled, setEnabled] = useState(false);
  const [threshold, setThreshold] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { notify, reportError } = useNotifications();
  useEffect(() => {
    if (!loaded.data) return;
    setEnabled(loaded.data.enabled);
    setThreshold(loaded.data.thresholdCents ? String(fromCents(loaded.data.thresholdCents)) : '');
    setAmount(loaded.data.amountCents ? String(fromCents(loaded.data.amountCents)) : '');
  }, [loaded.data]);
  const save = async () => {
    const body = { enabled, threshold: Number(threshold || 0), amount: Number(amount || 0) };
    const problems = validateWithSchema(autoReloadRequestSchema, body);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await autoReloadApi(client).save(body);
      notify({ type: 'success', content: enabled ? 'Auto-reload is on.' : 'Auto-reload is off.' });
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Keep enough for labels: reload from your default payment method when the balance runs low."
        >
          Auto-reload
        </Header>
      }
    >
      <Form
        actions={
          canEdit && (
            <Button onClick={() => void save()} loading={busy}>
              Save auto-reload
            </Button>
          )
        }
      >
        <SpaceBetween size="m" direction="horizontal">
          <Toggle checked={enabled} disabled={!canEdit} onChange={(e) => setEnabled(e.detail.checked)}>
            Reload automatically
          </Toggle>
          <FormField label="When available falls below (USD)" errorText={errors.threshold}>
            <Input
              ariaLabel="Reload threshold"
              type="number"
              readOnly={!canEdit}
              value={threshold}
              onChange={(e) => setThreshold(e.detail.value)}
            />
          </FormField>
          <FormField label="Add (USD)" errorText={errors.amount}>
            <Input
              ariaLabel="Reload amount"
              type="number"
              readOnly={!canEdit}
              value={amount}
              onChange={(e) => setAmount(e.detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </Container>
  );
}
