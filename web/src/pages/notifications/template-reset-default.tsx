import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

/**
 * "Reset to default": after a confirmation, the form gets the status's default template (subject,
 * colours, sections, on or off). Nothing is stored until the merchant saves the template.
 */
export function TemplateResetDefault({ label, onConfirm }: { label: string; onConfirm: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button formAction="none" onClick={() => setConfirming(true)}>
        Reset to default
      </Button>
      <Modal
        visible={confirming}
        onDismiss={() => setConfirming(false)}
        header="Reset to the default template?"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  onConfirm();
                  setConfirming(false);
                }}
              >
                Reset to default
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        The form gets the default {label} email: its subject, colours, sections, FAQ and upsell, your own questions and
        products taken out. Nothing changes for shoppers until you save the template.
      </Modal>
    </>
  );
}
