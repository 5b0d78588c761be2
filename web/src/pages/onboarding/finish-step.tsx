import { useCallback, useImperativeHandle, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { sampleRecipientFor } from '#domain/onboarding/sample-order.rules';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { useLoad } from '#web/hooks/use-load';
import { useFirstOrder } from './use-first-order';
import type { StepProps } from './wizard-step';

/**
 * The finish: the first order rated. With orders of their own the merchant's first one is rated;
 * otherwise a sample order goes to their first warehouse's region. Either way they land on its page.
 */
export function FinishStep({ ref, view }: StepProps) {
  const { firstWarehouse, rateOwnFirstOrder, createSampleAndRate } = useFirstOrder();
  const warehouse = useLoad(useCallback(() => firstWarehouse(), [firstWarehouse]));
  const { reportError } = useNotifications();
  const [error, setError] = useState<string | null>(null);

  useImperativeHandle(ref, () => ({
    next: async () => {
      setError(null);
      try {
        await (view.hasOrder ? rateOwnFirstOrder() : createSampleAndRate());
        return true;
      } catch (e) {
        reportError(e, { showIn: setError });
        return false;
      }
    },
  }));

  const to = warehouse.data && sampleRecipientFor(warehouse.data);
  return (
    <SpaceBetween size="l">
      {error && <Alert type="error">{error}</Alert>}
      <Container header={<Header variant="h2">Rate your first order</Header>}>
        {view.hasOrder ? (
          <Box>Your orders are in. We will rate your first one and open it, with every carrier&apos;s price.</Box>
        ) : (
          <SpaceBetween size="s">
            <Box>
              No orders yet? Create a sample order: one 10 lb parcel from{' '}
              <Box variant="strong" display="inline">
                {warehouse.data?.name ?? 'your warehouse'}
              </Box>
              {to ? ` to ${to.city}, ${to.state} ${to.zip}` : ''}, in your region, rated by every carrier.
            </Box>
            <Box color="text-body-secondary">It is tagged Sample; delete it whenever you like.</Box>
          </SpaceBetween>
        )}
      </Container>
    </SpaceBetween>
  );
}
