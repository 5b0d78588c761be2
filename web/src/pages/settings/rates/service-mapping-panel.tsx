import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import type { FieldErrors } from '#web/lib/field-errors';
import { CARRIER_OPTIONS, serviceOptionsOf, type RateSettingsFormValues } from './rate-settings-form.values';

export interface RateSettingsPanelProps {
  values: RateSettingsFormValues;
  errors: FieldErrors;
  setField: (path: string, value: unknown) => void;
  readOnly: boolean;
}

type Mapping = RateSettingsFormValues['customServiceMapping'][number];

/** Custom service mapping (accounts §3): the name a carrier's service shows under in rates. */
export function ServiceMappingPanel({ values, errors, setField, readOnly }: RateSettingsPanelProps) {
  const items = values.customServiceMapping;
  const setItem = (index: number, change: Partial<Mapping>) =>
    setField(
      'customServiceMapping',
      items.map((m, i) => (i === index ? { ...m, ...change } : m)),
    );
  const error = (i: number, key: keyof Mapping) => errors[`customServiceMapping.${i}.${key}`];

  return (
    <Container
      header={
        <Header variant="h2" description="Show a carrier's service under your own name in rates and on orders.">
          Custom service names
        </Header>
      }
    >
      <AttributeEditor<Mapping>
        items={items}
        addButtonText="Add service name"
        removeButtonText="Remove"
        disableAddButton={readOnly}
        onAddButtonClick={() =>
          setField('customServiceMapping', [...items, { carrier: '', service: '', customName: '' }])
        }
        onRemoveButtonClick={(e) =>
          setField(
            'customServiceMapping',
            items.filter((_, i) => i !== e.detail.itemIndex),
          )
        }
        empty="No custom service names."
        definition={[
          {
            label: 'Carrier',
            errorText: (_m, i) => error(i, 'carrier'),
            control: (m, i) => (
              <Select
                readOnly={readOnly}
                placeholder="Choose a carrier"
                selectedOption={CARRIER_OPTIONS.find((o) => o.value === m.carrier) ?? null}
                options={CARRIER_OPTIONS}
                onChange={(e) => setItem(i, { carrier: e.detail.selectedOption.value ?? '', service: '' })}
              />
            ),
          },
          {
            label: 'Service',
            errorText: (_m, i) => error(i, 'service'),
            control: (m, i) => {
              const options = serviceOptionsOf(m.carrier);
              return (
                <Select
                  readOnly={readOnly}
                  disabled={!m.carrier}
                  placeholder="Choose a service"
                  selectedOption={
                    options.find((o) => o.value === m.service) ?? (m.service ? { value: m.service } : null)
                  }
                  options={options}
                  onChange={(e) => setItem(i, { service: e.detail.selectedOption.value ?? '' })}
                />
              );
            },
          },
          {
            label: 'Custom name',
            errorText: (_m, i) => error(i, 'customName'),
            control: (m, i) => (
              <Input
                readOnly={readOnly}
                value={m.customName}
                placeholder="e.g. Standard shipping"
                onChange={(e) => setItem(i, { customName: e.detail.value })}
              />
            ),
          },
        ]}
      />
    </Container>
  );
}
