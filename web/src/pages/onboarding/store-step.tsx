import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterLink } from '#web/components/router-link';
import { SkippableStep } from './skippable-step';
import type { StepProps } from './wizard-step';

/** Step 5 (skippable): connect a store or import a CSV, on the pages that already do both. */
export function StoreStep(props: StepProps) {
  return (
    <SkippableStep
      {...props}
      step="store"
      title="Connect a store or import orders"
      description="Bring your orders in: connect your online store, or import them from a CSV file."
    >
      <SpaceBetween size="s">
        <Box>
          <RouterLink href="/settings/stores">Connect a store</RouterLink> — Shopify, WooCommerce, BigCommerce, Square
          and more.
        </Box>
        <Box>
          <RouterLink href="/orders/import">Import orders from a CSV file</RouterLink>
        </Box>
        <Box color="text-body-secondary">Come back here afterwards: the wizard resumes where you left it.</Box>
      </SpaceBetween>
    </SkippableStep>
  );
}
