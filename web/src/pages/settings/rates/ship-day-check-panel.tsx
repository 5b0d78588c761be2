import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { TRANSIT_DAYS_OPTIONS } from './rate-settings-form.values';
import type { RateSettingsPanelProps } from './service-mapping-panel';

/** The perishable ship-day check (ours): rates that keep food too long on the road are flagged. */
export function ShipDayCheckPanel({ values, errors, setField, readOnly }: RateSettingsPanelProps) {
  const check = values.shipDayCheck;
  const off = !readOnly && !check.active;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="For perishable goods: rates that would spend too long in transit, or sit in a carrier's depot over a weekend, show a warning."
        >
          Perishable ship-day check
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Toggle
          readOnly={readOnly}
          checked={check.active}
          onChange={(e) => setField('shipDayCheck.active', e.detail.checked)}
        >
          Check rates for perishable shipments
        </Toggle>
        <FormField
          label="Max days in transit"
          description="Rates with more transit days than this are flagged."
          errorText={errors['shipDayCheck.maxTransitDays']}
        >
          <Select
            readOnly={readOnly}
            disabled={off}
            selectedOption={TRANSIT_DAYS_OPTIONS.find((o) => o.value === String(check.maxTransitDays)) ?? null}
            options={TRANSIT_DAYS_OPTIONS}
            onChange={(e) => setField('shipDayCheck.maxTransitDays', Number(e.detail.selectedOption.value))}
          />
        </FormField>
        <Checkbox
          readOnly={readOnly}
          disabled={off}
          checked={check.noWeekendInTransit}
          onChange={(e) => setField('shipDayCheck.noWeekendInTransit', e.detail.checked)}
          description="Flags rates whose transit spans a Saturday or Sunday, when the package would wait in a depot."
        >
          No weekend in transit
        </Checkbox>
      </SpaceBetween>
    </Container>
  );
}
