import { useImperativeHandle, useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useStepSave } from './use-step-save';
import type { StepProps } from './wizard-step';

/**
 * A step the merchant may skip (connect a store or import, add funds): it sends them to the page that
 * already does the work, and Next records it done once the server sees the result.
 */
export function SkippableStep({
  ref,
  saveStep,
  onSkipped,
  step,
  title,
  description,
  children,
}: Omit<StepProps, 'view'> & { step: 'store' | 'funds'; title: string; description: string; children: ReactNode }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { save, error } = useStepSave(saveStep, setErrors);
  const [skipping, setSkipping] = useState(false);

  useImperativeHandle(ref, () => ({ next: () => save({ step, skip: false }) }));

  const skip = async () => {
    setSkipping(true);
    const skipped = await save({ step, skip: true });
    setSkipping(false);
    if (skipped) onSkipped();
  };

  return (
    <SpaceBetween size="l">
      {(error ?? errors.skip) && <Alert type="warning">{error ?? errors.skip}</Alert>}
      <Container
        header={
          <Header
            variant="h2"
            description={description}
            actions={
              <Button loading={skipping} onClick={() => void skip()}>
                Skip this step
              </Button>
            }
          >
            {title}
          </Header>
        }
      >
        {children}
      </Container>
    </SpaceBetween>
  );
}
