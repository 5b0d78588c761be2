import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { RULE_CONDITION_TYPES, type RuleConditionType } from '#domain/automations/automation.constants';
import { WEIGHT_UNITS } from '#domain/units/units.rules';
import { CONDITION_LABELS, OPERATOR_LABELS } from './automation-labels';
import { BAND_OPTIONS, CONDITION_SPECS, newConditionDraft, type ConditionDraft } from './condition-form.values';
import { RuleRow } from './rule-row';
import { optionsOf, type AutomationChoices } from './use-automation-choices';

const TYPE_OPTIONS: SelectProps.Option[] = RULE_CONDITION_TYPES.map((t) => ({ value: t, label: CONDITION_LABELS[t] }));
const option = (value: string, label = value): SelectProps.Option => ({ value, label });

const PLACEHOLDERS: Partial<Record<RuleConditionType, string>> = {
  product: 'SKUs, comma separated: LOX-8, BRISKET-5',
  tags: 'Tags, comma separated',
  destination_state: 'States, comma separated: TX, AZ',
  destination_zip: 'ZIP prefixes, comma separated: 850, 787',
  destination_country: 'Countries, comma separated: US, CA',
  checkout_service: 'The service the shopper chose',
};

/** One condition: its type, operator and value, each with the control its type needs. */
export function ConditionRow({
  index,
  draft,
  error,
  choices,
  onChange,
  onRemove,
}: {
  index: number;
  draft: ConditionDraft;
  error?: string;
  choices: AutomationChoices;
  onChange: (draft: ConditionDraft) => void;
  onRemove: () => void;
}) {
  const spec = CONDITION_SPECS[draft.type];
  const n = index + 1;
  return (
    <FormField errorText={error} stretch>
      <RuleRow
        noun="Condition"
        n={n}
        typeOptions={TYPE_OPTIONS}
        type={draft.type}
        onType={(type: RuleConditionType) => onChange(newConditionDraft(type))}
        inputColumns={[2, 6]}
        onRemove={onRemove}
      >
        <Select
          ariaLabel={`Condition ${n} operator`}
          selectedOption={option(draft.operator, OPERATOR_LABELS[draft.operator])}
          options={spec.operators.map((o) => option(o, OPERATOR_LABELS[o]))}
          onChange={(e) => onChange({ ...draft, operator: e.detail.selectedOption.value ?? draft.operator })}
        />
        <ConditionValue index={n} draft={draft} choices={choices} onChange={onChange} />
      </RuleRow>
    </FormField>
  );
}

function ConditionValue({
  index,
  draft,
  choices,
  onChange,
}: {
  index: number;
  draft: ConditionDraft;
  choices: AutomationChoices;
  onChange: (draft: ConditionDraft) => void;
}) {
  const kind = CONDITION_SPECS[draft.type].kind;
  const label = `Condition ${index} value`;
  const text = (placeholder: string, type: 'text' | 'number' = 'text') => (
    <Input
      ariaLabel={label}
      type={type}
      value={draft.text}
      placeholder={placeholder}
      onChange={(e) => onChange({ ...draft, text: e.detail.value })}
    />
  );
  const pick = (options: SelectProps.Option[], placeholder: string) => (
    <Multiselect
      ariaLabel={label}
      placeholder={placeholder}
      selectedOptions={optionsOf(draft.items, options)}
      options={options}
      filteringType="auto"
      onChange={(e) => onChange({ ...draft, items: e.detail.selectedOptions.map((o) => o.value ?? '') })}
    />
  );
  switch (kind) {
    case 'none':
      return <span />;
    case 'integer':
      return text(draft.type === 'zone' ? 'Zone' : 'Days', 'number');
    case 'temperature':
      return text('°F', 'number');
    case 'money':
      return text('Amount in $', 'number');
    case 'weight':
      return (
        <Grid gridDefinition={[{ colspan: 8 }, { colspan: 4 }]}>
          {text('Weight', 'number')}
          <Select
            ariaLabel={`Condition ${index} units`}
            selectedOption={option(draft.units)}
            options={WEIGHT_UNITS.map((u) => option(u))}
            onChange={(e) => onChange({ ...draft, units: e.detail.selectedOption.value ?? draft.units })}
          />
        </Grid>
      );
    case 'text':
    case 'list':
      return text(PLACEHOLDERS[draft.type] ?? '');
    case 'bands':
      return pick(
        BAND_OPTIONS.map((b) => option(b)),
        'Confidence bands',
      );
    case 'boxes':
      return pick(choices.boxes, 'Choose boxes');
    case 'packagings':
      return pick(choices.packagings, 'Choose packagings');
    case 'stores':
      return pick(choices.stores, 'Choose stores');
  }
}
