import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { PLAN_GATE_CODES } from '#api/errors';
import { ApiError } from '#web/api/api-error';

/** A closed plan gate as the API answers it: 402 with the outcome as its code (accounts §6). */
export interface PlanGate {
  outcome: (typeof PLAN_GATE_CODES)[number];
  message: string;
}

export function planGateOf(error: unknown): PlanGate | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const outcome = PLAN_GATE_CODES.find((code) => code === error.code);
  return outcome ? { outcome, message: error.message } : null;
}

const HEADERS: Record<PlanGate['outcome'], string> = {
  upgrade_prompt: 'Upgrade your plan',
  subscription_inactive: 'Your subscription is inactive',
};

/** The upgrade prompt, or the subscription-inactive dialog, with the way to Billing. */
export function PlanGateModal({ gate, onDismiss }: { gate: PlanGate | null; onDismiss: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      visible={gate !== null}
      onDismiss={onDismiss}
      header={gate ? HEADERS[gate.outcome] : ''}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              Not now
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                onDismiss();
                navigate('/billing');
              }}
            >
              Go to Billing
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {gate?.message}
    </Modal>
  );
}
