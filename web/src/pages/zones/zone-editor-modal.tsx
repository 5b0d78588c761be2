import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { ZoneView } from '#api/zones';
import { zoneFormSchema } from '#domain/forms/zone-forms.schema';
import { listCell } from '#domain/zones/zone-mapping-csv.rules';
import type { ZoneFields } from '#domain/zones/zone-records';
import { ModalFooter } from '#web/components/modal-footer';
import { useModalSave } from './use-modal-save';

interface Props {
  zone?: ZoneView;
  onSave: (fields: ZoneFields) => Promise<unknown>;
  onClose: () => void;
}

/** A zone (accounts §3): its name, and the countries and regions it covers. */
export function ZoneEditorModal({ zone, onSave, onClose }: Props) {
  const [name, setName] = useState(zone?.zone ?? '');
  const [countries, setCountries] = useState((zone?.countries ?? []).join(', '));
  const [regions, setRegions] = useState((zone?.regions ?? []).join(', '));
  const { errors, saving, submit } = useModalSave<ZoneFields>(zoneFormSchema, onSave, onClose);

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={zone ? 'Edit zone' : 'Add zone'}
      footer={
        <ModalFooter
          onCancel={onClose}
          onConfirm={() => void submit({ zone: name, countries: listCell(countries), regions: listCell(regions) })}
          confirmLabel="Save"
          loading={saving}
        />
      }
    >
      <SpaceBetween size="m">
        <FormField label="Zone name" errorText={errors.zone}>
          <Input value={name} onChange={({ detail }) => setName(detail.value)} />
        </FormField>
        <FormField
          label="Countries"
          description="Country codes, separated by commas: US, CA."
          errorText={errors.countries}
        >
          <Input value={countries} onChange={({ detail }) => setCountries(detail.value)} />
        </FormField>
        <FormField
          label="Regions"
          description="States or provinces, separated by commas: TX, OK."
          errorText={errors.regions}
        >
          <Input value={regions} onChange={({ detail }) => setRegions(detail.value)} />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
