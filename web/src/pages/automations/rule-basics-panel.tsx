import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { RULE_NAME_MAX, RULE_TRIGGERS } from '#domain/automations/automation.constants';
import { TRIGGER_DESCRIPTIONS, TRIGGER_LABELS } from './automation-labels';
import type { RuleForm } from './use-rule-form';

/** Name, active and when the rule runs. */
export function RuleBasicsPanel({ form }: { form: RuleForm }) {
  const { values, errors, update } = form;
  return (
    <Container header={<Header variant="h2">Rule</Header>}>
      <SpaceBetween size="m">
        <FormField label="Name" errorText={errors.name} constraintText={`Up to ${RULE_NAME_MAX} characters.`}>
          <Input value={values.name} onChange={(e) => update({ name: e.detail.value })} />
        </FormField>
        <FormField
          label="Active"
          errorText={errors.active}
          description="An active rule runs; it needs every action complete and counts toward your plan's limit."
        >
          <Toggle checked={values.active} onChange={(e) => update({ active: e.detail.checked })}>
            {values.active ? 'Active' : 'Inactive'}
          </Toggle>
        </FormField>
        <FormField label="Runs" errorText={errors.triggers}>
          <SpaceBetween size="xxs">
            {RULE_TRIGGERS.map((t) => (
              <Checkbox
                key={t}
                checked={values.triggers.includes(t)}
                description={TRIGGER_DESCRIPTIONS[t]}
                onChange={(e) =>
                  update({
                    triggers: e.detail.checked
                      ? RULE_TRIGGERS.filter((x) => x === t || values.triggers.includes(x))
                      : values.triggers.filter((x) => x !== t),
                  })
                }
              >
                {TRIGGER_LABELS[t]}
              </Checkbox>
            ))}
          </SpaceBetween>
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
