import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { SERVICE_OPTION_GROUPS, selectedServiceOptions } from './rate-settings-form.values';
import type { RateSettingsPanelProps } from './service-mapping-panel';

/** Services to ignore, whitelisted services (as `carrier:service`) and the local courier's service name. */
export function ServiceListsPanel({ values, errors, setField, readOnly }: RateSettingsPanelProps) {
  const services = (path: 'servicesToIgnore' | 'whitelistedServices', label: string, description: string) => (
    <FormField label={label} description={description} errorText={errors[path]}>
      <Multiselect
        readOnly={readOnly}
        filteringType="auto"
        placeholder="Choose services"
        selectedOptions={selectedServiceOptions(values[path])}
        options={SERVICE_OPTION_GROUPS}
        onChange={(e) => setField(path, e.detail.selectedOptions.map((o) => o.value ?? '').filter(Boolean))}
        tokenLimit={6}
      />
    </FormField>
  );
  return (
    <Container header={<Header variant="h2">Services</Header>}>
      <SpaceBetween size="l">
        {services('servicesToIgnore', 'Services to ignore', 'These services are never quoted.')}
        {services(
          'whitelistedServices',
          'Whitelisted services',
          'When any are chosen, only these services are quoted.',
        )}
        <FormField
          label="Local courier service name"
          description="The name local courier deliveries show under."
          errorText={errors.localCourierServiceName}
        >
          <Input
            readOnly={readOnly}
            value={values.localCourierServiceName}
            onChange={(e) => setField('localCourierServiceName', e.detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
