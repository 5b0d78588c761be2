import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import { formatDateTime } from '#domain/dates/date-format.rules';
import type { RuleView } from '#web/api/automations-api';
import { RouterLink } from '#web/components/router-link';
import { TRIGGER_LABELS } from './automation-labels';
import { ruleHealth, type RuleHealth } from './rules-list.rules';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const editRuleHref = (ruleId: string) => `/automations/${encodeURIComponent(ruleId)}/edit`;

const HEALTH_STATUS: Record<RuleHealth['kind'], StatusIndicatorProps.Type> = {
  invalid: 'error',
  dead: 'warning',
  inactive: 'stopped',
  ok: 'success',
};

export function RuleHealthIndicator({ rule }: { rule: Pick<RuleView, 'invalid' | 'active' | 'hits30d'> }) {
  const health = ruleHealth(rule);
  return <StatusIndicator type={HEALTH_STATUS[health.kind]}>{health.text}</StatusIndicator>;
}

export interface RuleRowHandlers {
  canEdit: boolean;
  busyId: string | null;
  count: number;
  /** The rule's place in the run order (positions may have gaps). */
  indexOf: (rule: RuleView) => number;
  onActive: (rule: RuleView, active: boolean) => void;
  onMove: (rule: RuleView, delta: -1 | 1) => void;
  onDelete: (rule: RuleView) => void;
}

/** The rules table's columns: run order, name, active, triggers, last fired, 30-day hits, health, order and delete. */
export function ruleColumns(h: RuleRowHandlers): TableProps.ColumnDefinition<RuleView>[] {
  const columns: TableProps.ColumnDefinition<RuleView>[] = [
    { id: 'position', header: '#', cell: (r) => h.indexOf(r) + 1, width: 50 },
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (r) => (h.canEdit ? <RouterLink href={editRuleHref(r.ruleId)}>{r.name}</RouterLink> : r.name),
      minWidth: 180,
    },
    {
      id: 'active',
      header: 'Active',
      cell: (r) => (
        <Toggle
          checked={r.active}
          disabled={!h.canEdit || h.busyId !== null}
          ariaLabel={`${r.name} active`}
          onChange={(e) => h.onActive(r, e.detail.checked)}
        />
      ),
      width: 90,
    },
    {
      id: 'triggers',
      header: 'Runs',
      cell: (r) => r.triggers.map((t) => TRIGGER_LABELS[t]).join(', '),
      width: 170,
    },
    {
      id: 'lastFiredAt',
      header: 'Last fired',
      cell: (r) => (r.lastFiredAt ? formatDateTime(new Date(r.lastFiredAt), TIME_ZONE) : 'Never'),
      width: 120,
    },
    { id: 'hits30d', header: 'Hits (30 days)', cell: (r) => r.hits30d, width: 90 },
    { id: 'health', header: 'Status', cell: (r) => <RuleHealthIndicator rule={r} />, width: 200 },
  ];
  if (!h.canEdit) return columns;
  columns.push({
    id: 'actions',
    header: 'Actions',
    cell: (r) => (
      <SpaceBetween direction="horizontal" size="xxs">
        <Button
          variant="icon"
          iconName="angle-up"
          ariaLabel={`Move ${r.name} up`}
          disabled={h.indexOf(r) === 0 || h.busyId !== null}
          onClick={() => h.onMove(r, -1)}
        />
        <Button
          variant="icon"
          iconName="angle-down"
          ariaLabel={`Move ${r.name} down`}
          disabled={h.indexOf(r) >= h.count - 1 || h.busyId !== null}
          onClick={() => h.onMove(r, 1)}
        />
        <Button variant="inline-link" ariaLabel={`Delete ${r.name}`} onClick={() => h.onDelete(r)}>
          Delete
        </Button>
      </SpaceBetween>
    ),
    width: 150,
  });
  return columns;
}

export function RulesEmptyState() {
  return (
    <Box textAlign="center" color="inherit">
      <b>No automations</b>
      <Box variant="p" color="inherit">
        Rules prepare each order the way you would: create one, or start from a template.
      </Box>
    </Box>
  );
}
