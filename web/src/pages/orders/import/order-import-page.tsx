import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Wizard from '@cloudscape-design/components/wizard';
import { PermissionGuard } from '#web/components/permission-guard';
import { WIZARD_I18N } from '#web/pages/catalog/commons/wizard-strings';
import { OrderImportMappingStep } from './order-import-mapping-step';
import { OrderImportProgressStep } from './order-import-progress-step';
import { OrderImportUploadStep } from './order-import-upload-step';
import { UI_CHUNK_ROWS, useOrderImport } from './use-order-import';

/** Orders import: upload CSV/XLSX → map columns with a preview → import in chunks → per-row results. */
export function OrderImportPage() {
  return (
    <PermissionGuard
      required={['import_export_orders']}
      fallback={
        <Alert type="error" header="Not allowed">
          Your team permissions do not include importing orders.
        </Alert>
      }
    >
      <OrderImportWizard />
    </PermissionGuard>
  );
}

function OrderImportWizard() {
  const navigate = useNavigate();
  const upload = useOrderImport();
  const [step, setStep] = useState(0);
  const [showMappingErrors, setShowMappingErrors] = useState(false);
  const { phase } = upload;
  const running = phase.kind === 'running';

  return (
    <Wizard
      activeStepIndex={step}
      isLoadingNextStep={running}
      onNavigate={({ detail }) => {
        if (running) return;
        if (detail.requestedStepIndex === 1 && !upload.sheet) {
          upload.setFileError(upload.fileError ?? 'Choose a CSV or XLSX file');
          return;
        }
        if (detail.requestedStepIndex === 2 && Object.keys(upload.problems).length) {
          setShowMappingErrors(true);
          return;
        }
        setStep(detail.requestedStepIndex);
      }}
      onCancel={() => navigate('/orders')}
      onSubmit={() => (phase.kind === 'finished' ? navigate('/orders') : void upload.run())}
      i18nStrings={WIZARD_I18N}
      submitButtonText={phase.kind === 'finished' ? 'View orders' : 'Start import'}
      steps={[
        {
          title: 'Upload file',
          description: 'A CSV file or an XLSX workbook (its first sheet). Every cell is trimmed.',
          content: <OrderImportUploadStep upload={upload} />,
        },
        {
          title: 'Map columns',
          description: 'Each order field takes one column of your file. The suggestions come from the header names.',
          content: <OrderImportMappingStep upload={upload} showErrors={showMappingErrors} />,
        },
        {
          title: 'Import',
          description: `Rows are sent in chunks of ${UI_CHUNK_ROWS}. The same order number updates its order; it never duplicates it.`,
          content: <OrderImportProgressStep upload={upload} />,
        },
      ]}
    />
  );
}
