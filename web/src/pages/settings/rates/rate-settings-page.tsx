import type { RateSettingsView } from '#api/shipping';
import { rateSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { SettingsForm } from '#web/components/settings-form';
import { VersionedFormLoader } from '#web/components/versioned-form';
import { PricingPanel } from './pricing-panel';
import { CONFLICT_MESSAGE, rateSettingsToFormValues } from './rate-settings-form.values';
import { ServiceListsPanel } from './service-lists-panel';
import { ServiceMappingPanel } from './service-mapping-panel';
import { ShipDayCheckPanel } from './ship-day-check-panel';
import { useRateSettings } from './use-rate-settings';

const EDIT: ['edit_options'] = ['edit_options'];

/** Rate settings (`/settings/rates`, accounts §3): service names and lists, markup, rounding, the ship-day check. */
export function RateSettingsPage() {
  return (
    <VersionedFormLoader
      item={useRateSettings()}
      loadErrorHeader="Could not load the rate settings"
      editPermissions={EDIT}
    >
      {(props) => <RateSettingsForm {...props} />}
    </VersionedFormLoader>
  );
}

export function RateSettingsForm({
  loaded,
  readOnly,
  save,
  reload,
}: {
  loaded: RateSettingsView;
  readOnly: boolean;
  save: ReturnType<typeof useRateSettings>['save'];
  reload: () => void;
}) {
  return (
    <SettingsForm
      title="Rate settings"
      description="How carriers' rates are named, filtered and priced for your account."
      readOnlyNotice="Your team permissions do not include editing options, so these settings are shown read-only."
      savedMessage="Rate settings saved."
      conflictMessage={CONFLICT_MESSAGE}
      schema={rateSettingsFormSchema}
      initialValues={() => rateSettingsToFormValues(loaded)}
      readOnly={readOnly}
      save={(values) => save(values, loaded)}
      reload={reload}
    >
      {(panel) => (
        <>
          <PricingPanel {...panel} />
          <ServiceMappingPanel {...panel} />
          <ServiceListsPanel {...panel} />
          <ShipDayCheckPanel {...panel} />
        </>
      )}
    </SettingsForm>
  );
}
