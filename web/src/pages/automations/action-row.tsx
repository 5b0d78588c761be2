import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SelectProps } from '@cloudscape-design/components/select';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { RULE_ACTION_TYPES, type RuleActionType } from '#domain/automations/automation.constants';
import type { RuleActionInput } from '#domain/automations/rule.schema';
import { ACTION_LABELS } from './automation-labels';
import { ActionFields } from './action-fields';
import { actionIssue } from './rule-form.values';
import { RuleRow } from './rule-row';
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
      <RuleRow
        noun="Action"
        n={n}
        typeOptions={TYPE_OPTIONS}
        type={action.type}
        onType={(type: RuleActionType) => onChange({ type } as RuleActionInput)}
        inputColumns={[8]}
        onRemove={onRemove}
      >
        <ActionFields index={n} action={action} choices={choices} onChange={onChange} />
      </RuleRow>
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
