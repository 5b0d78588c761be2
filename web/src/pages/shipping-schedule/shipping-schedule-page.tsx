import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ShippingScheduleResponse } from '#api/shipping-schedule';
import type { Warehouse } from '#api/warehouses';
import { shippingScheduleSchema, type ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import { SettingsForm } from '#web/components/settings-form';
import { VersionedFormLoader } from '#web/components/versioned-form';
import { FillTimeSlaForm } from './fill-time-sla-form';
import { HolidaysPanel } from './holidays-panel';
import { LeadTimePanel } from './lead-time-panel';
import { ShipDatePreview } from './ship-date-preview';
import { ShipDaysPanel } from './ship-days-panel';
import { SCHEDULE_MESSAGES, useFillTimeSla, useShippingSchedule } from './use-shipping-schedule';

// Saving the schedule is an option (as the onboarding schedule step is); any member reads it.
const EDIT_OPTIONS: ['edit_options'] = ['edit_options'];

/** Settings › Shipping schedule (`/settings/shipping-schedule`): ship days, cutoff, holidays, fill time SLA. */
export function ShippingSchedulePage() {
  const schedule = useShippingSchedule();
  return (
    <SpaceBetween size="l">
      {schedule.data && !schedule.data.feature && (
        <Alert type="info" header="The shipping schedule is off for you">
          Ship dates follow this schedule only for users with the Shipping schedule feature, which Shipdeck turns on per
          user: ask Shipdeck support to turn it on for you. Until then your ship dates are today, or Monday on a
          weekend.
        </Alert>
      )}
      <VersionedFormLoader
        item={schedule}
        loadErrorHeader="Could not load the shipping schedule"
        editPermissions={EDIT_OPTIONS}
      >
        {(props) => <ScheduleForm {...props} readOnly={props.readOnly || !props.loaded.feature} />}
      </VersionedFormLoader>
      <FillTimeSlaLoader />
    </SpaceBetween>
  );
}

function FillTimeSlaLoader() {
  return (
    <VersionedFormLoader
      item={useFillTimeSla()}
      loadErrorHeader="Could not load the fill time SLA"
      editPermissions={EDIT_OPTIONS}
    >
      {(props) => <FillTimeSlaForm {...props} readOnly={props.readOnly || !props.loaded.feature} />}
    </VersionedFormLoader>
  );
}

function ScheduleForm({
  loaded,
  readOnly,
  save,
  reload,
}: {
  loaded: ShippingScheduleResponse & { warehouses: Warehouse[] };
  readOnly: boolean;
  save: ReturnType<typeof useShippingSchedule>['save'];
  reload: () => void;
}) {
  return (
    <SettingsForm<ShippingSchedule>
      title="Shipping schedule"
      description="The days your warehouses ship, the cutoff, and the days nothing ships."
      readOnlyNotice="Your team permissions or features do not include editing the shipping schedule, so it is shown read-only."
      savedMessage={SCHEDULE_MESSAGES.saved}
      conflictMessage={SCHEDULE_MESSAGES.conflict}
      schema={shippingScheduleSchema}
      initialValues={() => loaded.schedule}
      readOnly={readOnly}
      save={(values) => save(values, loaded.version)}
      reload={reload}
    >
      {(panel) => (
        <SpaceBetween size="l">
          <ShipDaysPanel {...panel} warehouses={loaded.warehouses} />
          <LeadTimePanel schedule={panel.values} />
          <HolidaysPanel {...panel} />
          <ShipDatePreview schedule={panel.values} />
        </SpaceBetween>
      )}
    </SettingsForm>
  );
}
