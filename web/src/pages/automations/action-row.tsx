import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { RULE_ACTION_TYPES, type RuleActionType } from '#domain/automations/automation.constants';
import type { RuleActionInput } from '#domain/automations/rule.schema';
import { ACTION_LABELS } from './automation-labels';
import { ActionFields } from './action-fields';
import { actionIssue } from './rule-form.values';
import type { AutomationChoices } from './use-automation-choices';

const TYPE_OPTIONS: SelectProps.Option[] = RULE_ACTION_TYPES.map((t) => ({ value: t, label: ACTION_LABELS[t] }));

/**
 * One action: its type and the inputs that type needs. Until complete it is shown disabled with its
 * reason (orders §5): it is saved as a draft but never runs, and an active rule refuses it.
 */
export function ActionRow({
  index,
  action,
  error,
  choices,
  onChange,
  onRemove,
}: {
  index: number;
  action: RuleActionInput;
  error?: string;
  choices: AutomationChoices;
  onChange: (action: RuleActionInput) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const issue = actionIssue(action);
  return (
    <SpaceBetween size="xxs">
      <Grid gridDefinition={[{ colspan: 3 }, { colspan: 8 }, { colspan: 1 }]}>
        <Select
          ariaLabel={`Action ${n} type`}
          selectedOption={TYPE_OPTIONS.find((o) => o.value === action.type)!}
          options={TYPE_OPTIONS}
          onChange={(e) => onChange({ type: e.detail.selectedOption.value as RuleActionType } as RuleActionInput)}
        />
        <ActionFields index={n} action={action} choices={choices} onChange={onChange} />
        <Button
          formAction="none"
          variant="icon"
          iconName="remove"
          ariaLabel={`Remove action ${n}`}
          onClick={onRemove}
        />
      </Grid>
      {issue ? (
        <StatusIndicator type="stopped">{`Disabled: ${issue}`}</StatusIndicator>
      ) : error ? (
        <StatusIndicator type="error">{error}</StatusIndicator>
      ) : (
        <Box variant="small" color="text-status-inactive">
          Ready
        </Box>
      )}
    </SpaceBetween>
  );
}
