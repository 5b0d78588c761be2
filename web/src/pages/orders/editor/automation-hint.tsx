import { useCallback } from 'react';
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { fieldsSetByRules } from '#domain/automations/automation-activity.rules';
import type { AutomatedOrder } from '#domain/automations/order-fields.rules';
import { useApi } from '#web/api/api-context';
import { ordersApi } from '#web/api/orders-api';
import { useLoad } from '#web/hooks/use-load';

/** "Set by rule <name>" for each field the order's last automation run set and still holds; nothing otherwise. */
export function AutomationHint({ order }: { order: AutomatedOrder }) {
  const { client } = useApi();
  const load = useCallback(
    async () => (await ordersApi(client).activity(order.id)).items,
    // Each saved version may have a new run or hand edit behind it.
    [client, order.id, order.version],
  );
  const { data: events } = useLoad(load);
  const fields = events ? fieldsSetByRules(events, order.automation?.manualFields) : [];
  if (fields.length === 0) return null;
  return (
    <Box variant="small">
      <StatusIndicator type="info">
        {fields.map((f) => `${f.label}: set by rule ${f.ruleName}`).join(' · ')}
      </StatusIndicator>
    </Box>
  );
}
