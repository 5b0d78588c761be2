import { useImperativeHandle } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import { DEFAULT_TIMEZONES } from '#domain/constants/timezones.constants';
import {
  WEEKDAYS,
  WEEKDAY_LABELS,
  shippingScheduleSchema,
  type ShippingSchedule,
} from '#domain/shipping-schedule/shipping-schedule.schema';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useStepSave } from './use-step-save';
import type { StepProps } from './wizard-step';

const TIMEZONE_OPTIONS = DEFAULT_TIMEZONES.map((tz) => ({ value: tz.id, label: tz.label, description: tz.id }));

/** The server's field names are under `schedule.`; the form's are the schedule's own. */
const unprefixed = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^schedule\./, ''), v]));

/** Step 3: the shipping schedule — ship days and the cutoff, in a timezone (required, accounts §5). */
export function ScheduleStep({ ref, view, saveStep }: StepProps) {
  const form = useSchemaForm<ShippingSchedule>(
    shippingScheduleSchema,
    view.scheduleSaved ? view.schedule : { ...view.schedule, timezone: '' },
  );
  const { save, error } = useStepSave(saveStep, (e) => form.setServerErrors(unprefixed(e)));
  const { values } = form;

  useImperativeHandle(ref, () => ({
    next: async () => form.validate() && save({ step: 'schedule', schedule: values }),
  }));

  const toggleDay = (day: (typeof WEEKDAYS)[number], on: boolean) =>
    form.setField(
      'shipDays',
      WEEKDAYS.filter((d) => (d === day ? on : values.shipDays.includes(d))),
    );

  return (
    <SpaceBetween size="l">
      {error && <Alert type="error">{error}</Alert>}
      <Container
        header={
          <Header variant="h2" description="When orders leave your warehouse.">
            Shipping schedule
          </Header>
        }
      >
        <SpaceBetween size="l">
          <FormField label="Time zone" errorText={form.errors.timezone}>
            <Select
              selectedOption={TIMEZONE_OPTIONS.find((o) => o.value === values.timezone) ?? null}
              options={TIMEZONE_OPTIONS}
              placeholder="Choose a time zone"
              onChange={(e) => form.setField('timezone', e.detail.selectedOption.value ?? '')}
            />
          </FormField>
          <FormField label="Ship days" errorText={form.errors.shipDays}>
            <SpaceBetween size="m" direction="horizontal">
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  checked={values.shipDays.includes(day)}
                  onChange={(e) => toggleDay(day, e.detail.checked)}
                >
                  {WEEKDAY_LABELS[day]}
                </Checkbox>
              ))}
            </SpaceBetween>
          </FormField>
          <FormField
            label="Cutoff time"
            description="Orders in after this time ship the next ship day."
            constraintText="24-hour clock, hh:mm, in the time zone above."
            errorText={form.errors.cutoffTime}
          >
            <TimeInput
              format="hh:mm"
              placeholder="hh:mm"
              value={values.cutoffTime}
              onChange={(e) => form.setField('cutoffTime', e.detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
