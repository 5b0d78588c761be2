import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { RateChoiceRule } from '#api/shipping';
import { RULE_OPTIONS, TRANSIT_DAY_OPTIONS, ruleOf, type RuleKind } from './bulk-shipping';

/** "Get rates" for the selected orders: which quote each order keeps (cheapest, fastest, cheapest within N days). */
export function BulkRatesModal({
  visible,
  count,
  busy,
  onDismiss,
  onSubmit,
}: {
  visible: boolean;
  count: number;
  busy: boolean;
  onDismiss: () => void;
  onSubmit: (rule: RateChoiceRule) => void;
}) {
  const [kind, setKind] = useState<RuleKind>('cheapest');
  const [days, setDays] = useState(2);
  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      header={`Get rates: ${count} ${count === 1 ? 'order' : 'orders'}`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              Cancel
            </Button>
            <Button variant="primary" loading={busy} onClick={() => onSubmit(ruleOf(kind, days))}>
              Get rates
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label="Choose for each order" description="The chosen rate fills the order's service and cost.">
          <RadioGroup
            value={kind}
            items={RULE_OPTIONS.map((o) => ({ ...o }))}
            onChange={(e) => setKind(e.detail.value as RuleKind)}
          />
        </FormField>
        {kind === 'cheapest_within' && (
          <FormField label="Transit days at most">
            <Select
              selectedOption={TRANSIT_DAY_OPTIONS[days]}
              options={TRANSIT_DAY_OPTIONS}
              onChange={(e) => setDays(Number(e.detail.selectedOption.value))}
            />
          </FormField>
        )}
      </SpaceBetween>
    </Modal>
  );
}
