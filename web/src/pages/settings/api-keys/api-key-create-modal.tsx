import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { createApiKeyRequestSchema, type CreatedApiKey } from '#api/api-keys';
import { ApiError } from '#web/api/api-error';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { ModalFooter } from '#web/components/modal-footer';
import { useSchemaForm } from '#web/hooks/use-schema-form';

const INITIAL = { name: '' };

/** Names a new key, then shows its secret: the only time it is ever visible. */
export function ApiKeyCreateModal({
  visible,
  create,
  onClose,
}: {
  visible: boolean;
  create: (name: string) => Promise<CreatedApiKey>;
  onClose: () => void;
}) {
  const form = useSchemaForm(createApiKeyRequestSchema, INITIAL);
  const { reportError } = useNotifications();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<CreatedApiKey | null>(null);

  const close = () => {
    form.reset();
    setMade(null);
    onClose();
  };
  const submit = async () => {
    if (!form.validate()) return;
    setBusy(true);
    try {
      setMade(await create(form.values.name.trim()));
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fieldErrors).length) form.setServerErrors(e.fieldErrors);
      else reportError(e);
    } finally {
      setBusy(false);
    }
  };

  if (made)
    return (
      <Modal
        visible={visible}
        onDismiss={close}
        header={`API key ${made.key.name} created`}
        footer={
          <Box float="right">
            <Button variant="primary" onClick={close}>
              Done
            </Button>
          </Box>
        }
      >
        <SpaceBetween size="m">
          <Alert type="warning" header="Copy the key now">
            This is the only time the key is shown. Shipdeck keeps only a fingerprint of it, so it cannot be shown
            again: if it is lost, revoke it and create another.
          </Alert>
          <Box data-testid="api-key-secret">
            <CopyToClipboard
              variant="inline"
              textToCopy={made.secret}
              copyButtonAriaLabel="Copy API key"
              copySuccessText="API key copied"
              copyErrorText="API key failed to copy"
            />
          </Box>
        </SpaceBetween>
      </Modal>
    );

  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header="Create API key"
      footer={<ModalFooter onCancel={close} onConfirm={() => void submit()} confirmLabel="Create" loading={busy} />}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormField
          label="Name"
          description="Where the key is used, e.g. the store or system that sends orders."
          errorText={form.errors.name}
        >
          <Input
            value={form.values.name}
            onChange={(e) => form.setField('name', e.detail.value)}
            placeholder="My storefront"
            ariaLabel="API key name"
          />
        </FormField>
      </form>
    </Modal>
  );
}
