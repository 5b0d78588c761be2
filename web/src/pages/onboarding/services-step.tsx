import { useImperativeHandle } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { CARRIER_DISPLAY_NAMES, CARRIER_SERVICES } from '#domain/carriers/carrier-services.constants';
import { onboardingServicesStepSchema } from '#domain/forms/onboarding-form.schema';
import { serviceKeyOf } from '#domain/onboarding/onboarding.schema';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useStepSave } from './use-step-save';
import type { StepProps } from './wizard-step';

const SERVICE_OPTIONS = CARRIER_SERVICES.map((s) => ({
  value: serviceKeyOf(s),
  label: s.name,
  tags: [CARRIER_DISPLAY_NAMES[s.carrier]],
}));

/**
 * Step 4: preferred services. At least one is needed when the merchant prefers some services or has
 * connected an own carrier account (accounts §5); otherwise every service stays in play.
 */
export function ServicesStep({ ref, view, saveStep }: StepProps) {
  const form = useSchemaForm(onboardingServicesStepSchema, {
    anyServiceSelected: view.services.anyServiceSelected,
    ownAccountConnected: view.ownAccountConnected,
    preferredServices: view.services.preferredServices,
  });
  const { save, error } = useStepSave(saveStep, form.setServerErrors);
  const { values } = form;

  useImperativeHandle(ref, () => ({
    next: async () =>
      form.validate() &&
      save({
        step: 'services',
        anyServiceSelected: values.anyServiceSelected,
        preferredServices: values.preferredServices,
      }),
  }));

  return (
    <SpaceBetween size="l">
      {error && <Alert type="error">{error}</Alert>}
      {view.ownAccountConnected && (
        <Alert type="info">Your own carrier account is connected: choose at least one service to use with it.</Alert>
      )}
      <Container
        header={
          <Header variant="h2" description="The services your orders are rated with first.">
            Preferred services
          </Header>
        }
      >
        <SpaceBetween size="l">
          <Toggle
            checked={values.anyServiceSelected}
            onChange={(e) => form.setField('anyServiceSelected', e.detail.checked)}
          >
            I prefer specific services
          </Toggle>
          <FormField label="Preferred services" errorText={form.errors.preferredServices}>
            <Multiselect
              selectedOptions={SERVICE_OPTIONS.filter((o) => values.preferredServices.includes(o.value))}
              options={SERVICE_OPTIONS}
              placeholder="Choose services"
              filteringType="auto"
              onChange={(e) =>
                form.setField(
                  'preferredServices',
                  e.detail.selectedOptions.map((o) => o.value ?? ''),
                )
              }
            />
          </FormField>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
