import FormField from '@cloudscape-design/components/form-field';
import { useRuntimeConfig } from '#web/app/runtime-config-context';
import { HumanCheckBox, type HumanCheckBoxProps } from '#web/lib/human-check/human-check-box';

/**
 * The human check in an app form (accounts §4: sign-up): the runtime config's widget in a Cloudscape field.
 * The form sends the token it reports to GET /auth/v1/validate-recaptcha (web/src/lib/human-check) before
 * the sensitive call; with no widget configured it renders nothing, which counts as validated.
 */
export function HumanCheckField({
  onToken,
  resetSignal,
  errorText,
}: Omit<HumanCheckBoxProps, 'widget'> & { errorText?: string }) {
  const { humanCheck } = useRuntimeConfig();
  if (!humanCheck) return null;
  return (
    <FormField label="Human check" errorText={errorText}>
      <HumanCheckBox widget={humanCheck} onToken={onToken} resetSignal={resetSignal} />
    </FormField>
  );
}
