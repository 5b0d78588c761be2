import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RULE_ACTIONS_MAX, RULE_CONDITIONS_MAX, type RuleMatch } from '#domain/automations/automation.constants';
import { ActionRow } from './action-row';
import { ConditionRow } from './condition-row';
import { newConditionDraft } from './condition-form.values';
import type { AutomationChoices } from './use-automation-choices';
import type { RuleForm } from './use-rule-form';

const replaceAt = <T,>(list: readonly T[], i: number, item: T) => list.map((x, j) => (j === i ? item : x));
const removeAt = <T,>(list: readonly T[], i: number) => list.filter((_, j) => j !== i);

/** A panel of a rule's parts: its header with the part's add button, then the rows. */
function PartsPanel({
  title,
  description,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  title: string;
  description: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={description}
          actions={
            <Button formAction="none" iconName="add-plus" disabled={!canAdd} onClick={onAdd}>
              {addLabel}
            </Button>
          }
        >
          {title}
        </Header>
      }
    >
      <SpaceBetween size="m">{children}</SpaceBetween>
    </Container>
  );
}

/** The conditions, all or any of which must hold; none means every order. */
export function ConditionsPanel({ form, choices }: { form: RuleForm; choices: AutomationChoices }) {
  const { values, errors, update } = form;
  return (
    <PartsPanel
      title="Conditions"
      description="Conditions read the order as it came in, before any rule changed it."
      addLabel="Add condition"
      canAdd={values.conditions.length < RULE_CONDITIONS_MAX}
      onAdd={() => update({ conditions: [...values.conditions, newConditionDraft('destination_state')] })}
    >
      <FormField label="Match">
        <RadioGroup
          value={values.match}
          onChange={(e) => update({ match: e.detail.value as RuleMatch })}
          items={[
            { value: 'all', label: 'All conditions' },
            { value: 'any', label: 'Any condition' },
          ]}
        />
      </FormField>
      {values.conditions.length === 0 && <Box color="text-body-secondary">No conditions: every order matches.</Box>}
      {values.conditions.map((draft, i) => (
        <ConditionRow
          key={i}
          index={i}
          draft={draft}
          error={errors[`conditions.${i}`]}
          choices={choices}
          onChange={(d) => update({ conditions: replaceAt(values.conditions, i, d) })}
          onRemove={() => update({ conditions: removeAt(values.conditions, i) })}
        />
      ))}
    </PartsPanel>
  );
}

/** The actions, in the order they apply. */
export function ActionsPanel({ form, choices }: { form: RuleForm; choices: AutomationChoices }) {
  const { values, errors, update } = form;
  return (
    <PartsPanel
      title="Actions"
      description="An action stays disabled until it is complete."
      addLabel="Add action"
      canAdd={values.actions.length < RULE_ACTIONS_MAX}
      onAdd={() => update({ actions: [...values.actions, { type: 'add_dry_ice' }] })}
    >
      {errors.actions && <Box color="text-status-error">{errors.actions}</Box>}
      {values.actions.length === 0 && <Box color="text-body-secondary">Add at least one action.</Box>}
      {values.actions.map((action, i) => (
        <ActionRow
          key={i}
          index={i}
          action={action}
          error={errors[`actions.${i}`]}
          choices={choices}
          onChange={(a) => update({ actions: replaceAt(values.actions, i, a) })}
          onRemove={() => update({ actions: removeAt(values.actions, i) })}
        />
      ))}
    </PartsPanel>
  );
}
