import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import type { Warehouse } from '#api/warehouses';
import { WEEKDAYS, WEEKDAY_LABELS, type ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import { FormSection } from '#web/components/form-section';
import type { SettingsPanelProps } from '#web/components/settings-form';
import { TIMEZONE_OPTIONS, WarehouseTimezonesField } from './warehouse-timezones-field';

/** Which weekdays the warehouse ships, and the cutoff after which an order waits for the next ship day. */
export function ShipDaysPanel({
  warehouses,
  ...panel
}: SettingsPanelProps<ShippingSchedule> & { warehouses: readonly Warehouse[] }) {
  const { values, errors, setField, readOnly } = panel;
  const toggle = (day: (typeof WEEKDAYS)[number], on: boolean) =>
    setField(
      'shipDays',
      WEEKDAYS.filter((d) => (d === day ? on : values.shipDays.includes(d))),
    );
  const zone = TIMEZONE_OPTIONS.find((o) => o.value === values.timezone) ?? {
    value: values.timezone,
    label: values.timezone,
  };
  return (
    <FormSection
      title="Ship days and cutoff"
      description="Orders that arrive after the cutoff ship on the next ship day."
    >
      <SpaceBetween size="l">
        <FormField label="Ship days" errorText={errors.shipDays}>
          <SpaceBetween direction="horizontal" size="l">
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day}
                readOnly={readOnly}
                checked={values.shipDays.includes(day)}
                onChange={(e) => toggle(day, e.detail.checked)}
              >
                {WEEKDAY_LABELS[day]}
              </Checkbox>
            ))}
          </SpaceBetween>
        </FormField>
        <FormField
          label="Cutoff time"
          description="24-hour time in the warehouse's time zone."
          errorText={errors.cutoffTime}
        >
          <TimeInput
            readOnly={readOnly}
            format="hh:mm"
            placeholder="hh:mm"
            value={values.cutoffTime}
            onChange={(e) => setField('cutoffTime', e.detail.value)}
            ariaLabel="Cutoff time"
          />
        </FormField>
        <FormField label="Time zone" errorText={errors.timezone}>
          <Select
            readOnly={readOnly}
            selectedOption={zone}
            options={TIMEZONE_OPTIONS}
            onChange={(e) => setField('timezone', e.detail.selectedOption.value)}
          />
        </FormField>
        <WarehouseTimezonesField {...panel} warehouses={warehouses} />
      </SpaceBetween>
    </FormSection>
  );
}
