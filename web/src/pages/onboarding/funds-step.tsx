import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterLink } from '#web/components/router-link';
import { SkippableStep } from './skippable-step';
import type { StepProps } from './wizard-step';

/** Step 6 (skippable): add funds, on the billing page that already does it; labels are paid from the balance. */
export function FundsStep(props: StepProps) {
  return (
    <SkippableStep {...props} step="funds" title="Add funds" description="Labels are paid from your Shipdeck balance.">
      <SpaceBetween size="s">
        <Box>
          <RouterLink href="/billing/payment-methods">Add a payment method and funds</RouterLink> (card at least $1; ACH
          from $2 to $5,000).
        </Box>
        <Box color="text-body-secondary">Come back here afterwards: the wizard resumes where you left it.</Box>
      </SpaceBetween>
    </SkippableStep>
  );
}
