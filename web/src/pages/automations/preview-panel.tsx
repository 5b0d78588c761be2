import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { AUTOMATION_SCREEN_MESSAGES as MSG } from '#domain/automations/automation-messages';
import type { PreviewChange, PreviewOrder, PreviewScope } from '#web/api/automations-api';
import { FIELD_LABELS, formatChangeValue } from './automation-labels';
import type { RulePreviewState } from './use-rule-preview';

/** One field's change: before → after, struck through and labelled when a later rule overrides it. */
export function ChangeLine({ change }: { change: PreviewChange }) {
  const text = `${FIELD_LABELS[change.field] ?? change.field}: ${formatChangeValue(change.before)} → ${formatChangeValue(change.after)}`;
  return (
    <Box variant="small" color={change.overriddenBy ? 'text-status-inactive' : 'inherit'}>
      {change.overriddenBy ? (
        <>
          <del>{text}</del> (overridden by {change.overriddenBy})
        </>
      ) : (
        text
      )}{' '}
      <Box variant="span" color="text-body-secondary" fontSize="body-s">
        [{change.ruleName}]
      </Box>
    </Box>
  );
}

export const PREVIEW_COLUMNS = [
  { id: 'orderNumber', header: 'Order', cell: (o: PreviewOrder) => o.orderNumber, isRowHeader: true },
  { id: 'destination', header: 'Destination', cell: (o: PreviewOrder) => o.destination },
  { id: 'matched', header: 'Matched rules', cell: (o: PreviewOrder) => o.matched.map((m) => m.ruleName).join(', ') },
  {
    id: 'changes',
    header: 'Changes',
    cell: (o: PreviewOrder) => (
      <SpaceBetween size="xxxs">
        {o.changes.map((c, i) => (
          <ChangeLine key={`${c.ruleName}-${c.field}-${i}`} change={c} />
        ))}
      </SpaceBetween>
    ),
  },
];

/**
 * The editor's preview: which open or recent orders the rules (the saved active ones with this draft) would
 * change, field by field. Nothing is written.
 */
export function PreviewPanel({
  preview,
  disabledReason,
  onPreview,
}: {
  preview: RulePreviewState;
  /** Why the draft cannot be previewed yet (no complete action, a condition to fix). */
  disabledReason?: string;
  onPreview: (scope: PreviewScope) => void;
}) {
  const { result } = preview;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Runs your active rules with this one over your orders. Nothing is changed."
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <SegmentedControl
                label="Orders to preview"
                selectedId={preview.scope}
                options={[
                  { id: 'open', text: 'Open orders' },
                  { id: 'recent', text: 'Recent orders' },
                ]}
                onChange={(e) => {
                  const scope = e.detail.selectedId as PreviewScope;
                  preview.setScope(scope);
                  if (result && !disabledReason) onPreview(scope);
                }}
              />
              <Button
                formAction="none"
                disabled={Boolean(disabledReason)}
                disabledReason={disabledReason}
                loading={preview.running}
                onClick={() => onPreview(preview.scope)}
              >
                Preview
              </Button>
            </SpaceBetween>
          }
        >
          Preview
        </Header>
      }
    >
      {preview.error ? (
        <Alert type="error">{preview.error}</Alert>
      ) : !result ? (
        <Box color="text-body-secondary">Preview shows the orders these rules would change before you save.</Box>
      ) : (
        <Table<PreviewOrder>
          variant="embedded"
          items={result.orders}
          trackBy="orderId"
          columnDefinitions={PREVIEW_COLUMNS}
          wrapLines
          header={
            <Header variant="h3" counter={`(${result.orders.length} of ${result.scanned} orders)`}>
              Matching orders
            </Header>
          }
          empty={<Box textAlign="center">{MSG.noMatches}</Box>}
          ariaLabels={{ tableLabel: 'Preview of matching orders' }}
        />
      )}
    </Container>
  );
}
