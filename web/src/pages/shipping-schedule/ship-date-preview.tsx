import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import { todayIn, zonedTimeToInstant } from '#domain/dates/zoned-time.rules';
import {
  describeCalendarDate,
  isoDay,
  parseIsoDay,
  shipDateFor,
} from '#domain/shipping-schedule/shipping-schedule.rules';
import { shippingScheduleSchema, type ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import { FormSection } from '#web/components/form-section';

/** "An order arriving <date time> ships <date>", by the schedule being edited (before it is saved). */
export function ShipDatePreview({ schedule }: { schedule: ShippingSchedule }) {
  const [date, setDate] = useState(() => isoDay(todayIn(schedule.timezone, new Date())));
  const [time, setTime] = useState('16:00');
  const valid = shippingScheduleSchema.safeParse(schedule);
  const day = parseIsoDay(date);
  const [h, m] = time.split(':').map(Number);
  const at =
    day && Number.isFinite(h) && Number.isFinite(m) ? zonedTimeToInstant(day, h!, m!, schedule.timezone) : undefined;
  const ships = valid.success && at ? shipDateFor(at, undefined, valid.data) : undefined;
  return (
    <FormSection title="Preview" description="Try an arrival time against the schedule above.">
      <SpaceBetween size="m">
        <SpaceBetween direction="horizontal" size="l">
          <FormField label="Order arrives on">
            <DatePicker value={date} onChange={(e) => setDate(e.detail.value)} placeholder="YYYY/MM/DD" />
          </FormField>
          <FormField label="at">
            <TimeInput format="hh:mm" value={time} onChange={(e) => setTime(e.detail.value)} ariaLabel="Arrival time" />
          </FormField>
        </SpaceBetween>
        <Box variant="p" data-testid="ship-date-preview">
          {day && ships
            ? `An order arriving ${describeCalendarDate(day)} at ${time} ships ${describeCalendarDate(ships)}.`
            : 'Fix the schedule above to see a ship date.'}
        </Box>
      </SpaceBetween>
    </FormSection>
  );
}
