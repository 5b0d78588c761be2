import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { TEXT_MAX } from '#domain/validation/bounded.schema';
import type { InternationalProfileView } from '#api/international';
import { CONTENT_TYPES, NON_DELIVERY_OPTIONS } from '#domain/shipments/shipment.schema';
import { SearchSelect } from '#web/components/search-select';
import { shipmentWithProfile } from './international-profile.values';
import type { ShipmentValues } from './order-form.values';
import type { ShipmentLookups } from './shipment-editor';

const CONTENT_TYPE_OPTIONS = CONTENT_TYPES.map((c) => ({ value: c, label: c.replace('_', ' ') }));
const NON_DELIVERY_LABELS: Record<(typeof NON_DELIVERY_OPTIONS)[number], string> = {
  return: 'Return to sender',
  abandon: 'Treat as abandoned',
};

export interface ShipmentProfiles {
  profiles: readonly InternationalProfileView[];
  loading: boolean;
}

/** A shipment's customs (orders §3 internationalSettings): filled from a profile or by hand, editable either way. */
export function InternationalSettingsPanel({
  shipment,
  value,
  onChange,
  htsCodes,
  profiles,
}: {
  /** The shipment's number, naming its fields for assistive technology. */
  shipment: number;
  value: ShipmentValues;
  onChange: (next: ShipmentValues) => void;
  htsCodes: ShipmentLookups['htsCodes'];
  profiles: ShipmentProfiles;
}) {
  const set = <K extends keyof ShipmentValues>(key: K, v: ShipmentValues[K]) => onChange({ ...value, [key]: v });
  const profileOptions = profiles.profiles.map((p) => ({
    value: p.id,
    label: p.profileName,
    description: p.description || undefined,
    tags: p.isDefault ? ['Default'] : undefined,
  }));
  const chosen = profiles.profiles.find((p) => p.profileName === value.profileName);
  return (
    <Container
      header={
        <Header variant="h3" description="The origin and destination countries differ.">
          International settings
        </Header>
      }
    >
      <SpaceBetween size="m">
        <FormField
          label="Profile"
          description="Fills the customs fields below; they stay editable."
          constraintText={
            value.profileName ? (
              <Box variant="small" data-testid={`shipment-${shipment}-profile-note`}>
                Filled from profile {value.profileName}
              </Box>
            ) : undefined
          }
        >
          <Select
            ariaLabel={`International profile of shipment ${shipment}`}
            placeholder="Choose a profile"
            selectedOption={chosen ? { value: chosen.id, label: chosen.profileName } : null}
            options={profileOptions}
            statusType={profiles.loading ? 'loading' : 'finished'}
            loadingText="Loading profiles"
            empty="No profiles yet: add one under Settings › International"
            onChange={(e) => {
              const profile = profiles.profiles.find((p) => p.id === e.detail.selectedOption.value);
              if (profile) onChange(shipmentWithProfile(value, profile));
            }}
          />
        </FormField>
        <ColumnLayout columns={3}>
          <FormField label="Content type">
            <Select
              placeholder="Choose"
              selectedOption={CONTENT_TYPE_OPTIONS.find((o) => o.value === value.contentType) ?? null}
              options={CONTENT_TYPE_OPTIONS}
              onChange={(e) => set('contentType', e.detail.selectedOption.value as ShipmentValues['contentType'])}
            />
          </FormField>
          <FormField label="Non-delivery">
            <Select
              placeholder="Choose"
              selectedOption={
                value.nonDelivery ? { value: value.nonDelivery, label: NON_DELIVERY_LABELS[value.nonDelivery] } : null
              }
              options={NON_DELIVERY_OPTIONS.map((o) => ({ value: o, label: NON_DELIVERY_LABELS[o] }))}
              onChange={(e) => set('nonDelivery', e.detail.selectedOption.value as ShipmentValues['nonDelivery'])}
            />
          </FormField>
          <FormField label="HTS code">
            <SearchSelect
              load={htsCodes}
              placeholder="Search HTS codes"
              selected={value.htsCode ? { value: value.htsCode.value, label: value.htsCode.label } : null}
              onChange={(o) =>
                set('htsCode', {
                  label: `${o.item.code} ${o.item.description}`.slice(0, TEXT_MAX.id),
                  value: o.item.code,
                  description: o.item.description.slice(0, 250),
                })
              }
            />
          </FormField>
          <FormField label="Customs quantity">
            <Input
              type="number"
              value={value.customsQuantity}
              onChange={(e) => set('customsQuantity', e.detail.value)}
            />
          </FormField>
          <FormField label="Country of origin" constraintText="Two letters, e.g. US">
            <Input
              value={value.countryOfOrigin}
              onChange={(e) => set('countryOfOrigin', e.detail.value.toUpperCase())}
            />
          </FormField>
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}
