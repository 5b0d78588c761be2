import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FillTimeSlaResponse } from '#api/shipping-schedule';
import type { Warehouse } from '#api/warehouses';
import {
  FILL_TIME_UNITS,
  FILL_TIME_UNIT_LABELS,
  fillTimeSlaSchema,
  type FillTimeSla,
  type FillTimeUnit,
} from '#domain/shipping-schedule/fill-time-sla.schema';
import { FormSection } from '#web/components/form-section';
import { SettingsForm } from '#web/components/settings-form';
import { FILL_TIME_MESSAGES, type useFillTimeSla } from './use-shipping-schedule';

const UNIT_OPTIONS = FILL_TIME_UNITS.map((u) => ({ value: u, label: FILL_TIME_UNIT_LABELS[u] }));

/** Fill time SLA per warehouse: an empty amount means the warehouse has none (its orders are never flagged). */
export function FillTimeSlaForm({
  loaded,
  readOnly,
  save,
  reload,
}: {
  loaded: FillTimeSlaResponse & { warehouses: Warehouse[] };
  readOnly: boolean;
  save: ReturnType<typeof useFillTimeSla>['save'];
  reload: () => void;
}) {
  return (
    <SettingsForm<FillTimeSla>
      title="Fill time SLA"
      description="How long an order may wait in each warehouse; orders past it are flagged in the orders grid."
      readOnlyNotice="Your team permissions or features do not include editing the fill time SLA, so it is shown read-only."
      savedMessage={FILL_TIME_MESSAGES.saved}
      conflictMessage={FILL_TIME_MESSAGES.conflict}
      schema={fillTimeSlaSchema}
      initialValues={() => loaded.sla}
      readOnly={readOnly}
      save={(values) => save(values, loaded.version)}
      reload={reload}
    >
      {({ values, errors, setField }) => {
        const set = (warehouseId: string, amount: string, unit: FillTimeUnit) => {
          const others = values.warehouses.filter((w) => w.warehouseId !== warehouseId);
          setField('warehouses', amount === '' ? others : [...others, { warehouseId, amount: Number(amount), unit }]);
        };
        return (
          <FormSection title="Per warehouse" description="Business days count your ship days only.">
            <SpaceBetween size="m">
              {loaded.warehouses.map((w) => {
                const index = values.warehouses.findIndex((s) => s.warehouseId === w.id);
                const entry = values.warehouses[index];
                const unit = entry?.unit ?? 'businessDays';
                return (
                  <SpaceBetween key={w.id} direction="horizontal" size="l">
                    <FormField label={`${w.name} fill time`} errorText={errors[`warehouses.${index}.amount`]}>
                      <Input
                        readOnly={readOnly}
                        type="number"
                        inputMode="numeric"
                        placeholder="No SLA"
                        value={entry ? String(entry.amount) : ''}
                        onChange={(e) => set(w.id, e.detail.value, unit)}
                      />
                    </FormField>
                    <FormField label="Unit">
                      <Select
                        readOnly={readOnly}
                        disabled={!entry}
                        selectedOption={UNIT_OPTIONS.find((o) => o.value === unit) ?? null}
                        options={UNIT_OPTIONS}
                        onChange={(e) =>
                          entry && set(w.id, String(entry.amount), e.detail.selectedOption.value as FillTimeUnit)
                        }
                      />
                    </FormField>
                  </SpaceBetween>
                );
              })}
            </SpaceBetween>
          </FormSection>
        );
      }}
    </SettingsForm>
  );
}
