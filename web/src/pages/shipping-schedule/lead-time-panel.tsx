import Table from '@cloudscape-design/components/table';
import { todayIn } from '#domain/dates/zoned-time.rules';
import { leadTimeByWeekday, type WeekdayLeadTime } from '#domain/shipping-schedule/shipping-schedule.rules';
import { WEEKDAY_LABELS, type ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import { FormSection } from '#web/components/form-section';

const days = (n: number) => (Number.isNaN(n) ? '—' : n === 0 ? 'Same day' : `${n} ${n === 1 ? 'day' : 'days'}`);

/** Lead time per arrival weekday, for this week, computed by the same rule the ship dates use. */
export function LeadTimePanel({ schedule }: { schedule: ShippingSchedule }) {
  const items = leadTimeByWeekday(schedule, todayIn(schedule.timezone, new Date()));
  return (
    <FormSection
      title="Lead time per weekday"
      description="Days from an order's arrival to its ship date, this week (holidays and blackout dates included)."
    >
      <Table<WeekdayLeadTime>
        variant="embedded"
        items={items}
        trackBy="weekday"
        columnDefinitions={[
          { id: 'weekday', header: 'Order arrives', cell: (l) => WEEKDAY_LABELS[l.weekday] },
          { id: 'before', header: `Before ${schedule.cutoffTime}`, cell: (l) => days(l.beforeCutoff) },
          { id: 'after', header: `At or after ${schedule.cutoffTime}`, cell: (l) => days(l.afterCutoff) },
        ]}
      />
    </FormSection>
  );
}
