import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import { carrierHolidays, describeCalendarDate, parseIsoDay } from '#domain/shipping-schedule/shipping-schedule.rules';
import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import { FormSection } from '#web/components/form-section';
import type { SettingsPanelProps } from '#web/components/settings-form';

const readable = (iso: string) => {
  const d = parseIsoDay(iso);
  return d ? describeCalendarDate(d) : iso;
};

/** Carrier holidays of the year (on or off as a whole) and the merchant's own blackout dates. */
export function HolidaysPanel({ values, errors, setField, readOnly }: SettingsPanelProps<ShippingSchedule>) {
  const year = new Date().getFullYear();
  const holidays = carrierHolidays(year);
  const [adding, setAdding] = useState('');
  const add = () => {
    if (!adding || values.blackoutDates.includes(adding)) return;
    setField('blackoutDates', [...values.blackoutDates, adding].sort());
    setAdding('');
  };
  const blackoutError = Object.entries(errors).find(([path]) => path.startsWith('blackoutDates'))?.[1];
  return (
    <FormSection title="Holidays and blackout dates" description="Days nothing ships, besides the days off above.">
      <SpaceBetween size="l">
        <Toggle
          readOnly={readOnly}
          checked={values.carrierHolidays}
          onChange={(e) => setField('carrierHolidays', e.detail.checked)}
          description="The federal holidays UPS and FedEx close for."
        >
          Do not ship on carrier holidays
        </Toggle>
        <Table
          variant="embedded"
          header={<Box variant="h3">Carrier holidays {year}</Box>}
          items={holidays}
          trackBy="date"
          columnDefinitions={[
            { id: 'name', header: 'Holiday', cell: (h) => h.name },
            { id: 'date', header: 'Observed', cell: (h) => readable(h.date) },
          ]}
        />
        <FormField
          label="Blackout dates"
          description="Your own days off: orders arriving before one ship the next ship day after it."
          errorText={blackoutError}
        >
          <SpaceBetween size="xs">
            {values.blackoutDates.map((d) => (
              <SpaceBetween key={d} direction="horizontal" size="xs" alignItems="center">
                <Box>{readable(d)}</Box>
                {!readOnly && (
                  <Button
                    variant="inline-link"
                    ariaLabel={`Remove ${readable(d)}`}
                    onClick={() =>
                      setField(
                        'blackoutDates',
                        values.blackoutDates.filter((x) => x !== d),
                      )
                    }
                  >
                    Remove
                  </Button>
                )}
              </SpaceBetween>
            ))}
            {values.blackoutDates.length === 0 && <Box color="text-body-secondary">No blackout dates.</Box>}
            {!readOnly && (
              <SpaceBetween direction="horizontal" size="xs">
                <DatePicker
                  value={adding}
                  onChange={(e) => setAdding(e.detail.value)}
                  placeholder="YYYY/MM/DD"
                  ariaLabel="Blackout date"
                />
                <Button formAction="none" disabled={!adding} onClick={add}>
                  Add blackout date
                </Button>
              </SpaceBetween>
            )}
          </SpaceBetween>
        </FormField>
      </SpaceBetween>
    </FormSection>
  );
}
