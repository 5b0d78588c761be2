import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Warehouse } from '#api/warehouses';
import { DEFAULT_TIMEZONES } from '#domain/constants/timezones.constants';
import { withWarehouseTimezone } from '#domain/shipping-schedule/shipping-schedule.rules';
import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import type { SettingsPanelProps } from '#web/components/settings-form';

export const TIMEZONE_OPTIONS = DEFAULT_TIMEZONES.map((t) => ({ value: t.id, label: `${t.label} (${t.id})` }));

const optionOf = (zone: string) => TIMEZONE_OPTIONS.find((o) => o.value === zone) ?? { value: zone, label: zone };

/**
 * Each warehouse's time zone, where its cutoff is read: the schedule's own unless the warehouse keeps another
 * (a West Coast warehouse cutting off at 14:00 Pacific while the account works in Central time).
 */
export function WarehouseTimezonesField({
  values,
  errors,
  setField,
  readOnly,
  warehouses,
}: SettingsPanelProps<ShippingSchedule> & { warehouses: readonly Warehouse[] }) {
  if (warehouses.length === 0) return null;
  const same = { value: '', label: `Same as the schedule (${optionOf(values.timezone).label})` };
  return (
    <FormField label="Warehouse time zones" description="The cutoff is read in each warehouse's own time zone.">
      <SpaceBetween size="s">
        {warehouses.map((w) => {
          const kept = values.warehouseTimezones[w.id];
          return (
            <FormField key={w.id} label={w.name} errorText={errors[`warehouseTimezones.${w.id}`]}>
              <Select
                ariaLabel={`${w.name} time zone`}
                readOnly={readOnly}
                selectedOption={kept ? optionOf(kept) : same}
                options={[same, ...TIMEZONE_OPTIONS]}
                onChange={(e) =>
                  setField(
                    'warehouseTimezones',
                    withWarehouseTimezone(values.warehouseTimezones, w.id, e.detail.selectedOption.value ?? ''),
                  )
                }
              />
            </FormField>
          );
        })}
      </SpaceBetween>
    </FormField>
  );
}
