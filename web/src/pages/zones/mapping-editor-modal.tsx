import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import type { ZoneMappingView } from '#api/zones';
import { zoneMappingFormSchema } from '#domain/forms/zone-forms.schema';
import { listCell } from '#domain/zones/zone-mapping-csv.rules';
import type { ZoneMappingFields } from '#domain/zones/zone-records';
import { ModalFooter } from '#web/components/modal-footer';
import { CARRIER_OPTIONS, STATE_OPTIONS, optionsOf, serviceOptions, useShopOptions } from './use-zone-choices';
import { useModalSave } from './use-modal-save';

interface Props {
  /** The mapping being edited; undefined adds one (it goes last). */
  mapping?: ZoneMappingView;
  onSave: (fields: ZoneMappingFields) => Promise<unknown>;
  onClose: () => void;
}

const EMPTY: ZoneMappingFields = { name: '', zipcodes: [], states: [], carriers: [], services: [], shops: [] };
const values = (selected: readonly MultiselectProps.Option[]) => selected.map((o) => o.value ?? '');

/** One zone mapping: where (ZIPs, prefixes, ranges or states), for which shops, to which carrier and service. */
export function MappingEditorModal({ mapping, onSave, onClose }: Props) {
  const shops = useShopOptions();
  const [form, setForm] = useState<ZoneMappingFields>(mapping ? { ...EMPTY, ...mapping } : EMPTY);
  const [zipText, setZipText] = useState((mapping?.zipcodes ?? []).join(', '));
  const { errors, setErrors, saving, submit } = useModalSave<ZoneMappingFields>(zoneMappingFormSchema, onSave, onClose);
  const set = (patch: Partial<ZoneMappingFields>) => {
    setForm((f) => ({ ...f, ...patch }));
    // A field the merchant has just changed drops its old message; a ZIP or a state answers the zipcodes one.
    const cleared = Object.keys(patch).concat('states' in patch ? ['zipcodes'] : []);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !cleared.includes(k))));
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={mapping ? 'Edit zone mapping' : 'Add zone mapping'}
      footer={
        <ModalFooter
          onCancel={onClose}
          onConfirm={() => void submit({ ...form, zipcodes: listCell(zipText) })}
          confirmLabel="Save"
          loading={saving}
        />
      }
    >
      <Form>
        <SpaceBetween size="m">
          <FormField
            label="Name"
            description="Optional: the rates show it beside the mapped service."
            errorText={errors.name}
          >
            <Input value={form.name} onChange={({ detail }) => set({ name: detail.value })} />
          </FormField>
          <FormField
            label="ZIP codes"
            description="Full ZIPs, 3-digit prefixes or ranges, separated by commas: 10001, 840, 840-842, 10001-10099."
            errorText={errors.zipcodes}
          >
            <Textarea
              rows={2}
              value={zipText}
              onChange={({ detail }) => {
                setZipText(detail.value);
                setErrors(({ zipcodes: _, ...rest }) => rest);
              }}
            />
          </FormField>
          <FormField label="States" errorText={errors.states}>
            <Multiselect
              selectedOptions={optionsOf(form.states, STATE_OPTIONS)}
              options={STATE_OPTIONS}
              filteringType="auto"
              placeholder="Choose states"
              onChange={({ detail }) => set({ states: values(detail.selectedOptions) })}
            />
          </FormField>
          <FormField label="Carrier" errorText={errors.carriers}>
            <Multiselect
              selectedOptions={optionsOf(form.carriers, CARRIER_OPTIONS)}
              options={CARRIER_OPTIONS}
              placeholder="Choose a carrier"
              onChange={({ detail }) => set({ carriers: values(detail.selectedOptions) })}
            />
          </FormField>
          <FormField label="Service" errorText={errors.services}>
            <Multiselect
              selectedOptions={optionsOf(form.services, serviceOptions(form.carriers))}
              options={serviceOptions(form.carriers)}
              filteringType="auto"
              placeholder="Choose a service"
              onChange={({ detail }) => set({ services: values(detail.selectedOptions) })}
            />
          </FormField>
          <FormField label="Shops" errorText={errors.shops}>
            <Multiselect
              selectedOptions={optionsOf(form.shops, shops)}
              options={shops}
              placeholder="Choose shops"
              onChange={({ detail }) => set({ shops: values(detail.selectedOptions) })}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
