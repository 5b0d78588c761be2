import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PrintJobKind, PrintJobView } from '#api/printing';
import { PrintJobResult } from './print-job-result';
import { PrintOptionsForm } from './print-options-form';
import {
  DEFAULT_PRINT_OPTIONS,
  GENERATING_PDF_LINK,
  failedHeader,
  failureOf,
  jobPercent,
  jobProgressText,
  type PrintOptions,
  type PrintableOrder,
} from './print-view';

/** A print job in the dialog: its progress while it builds, then the file or why it failed. */
export function PrintJobStatus({
  title,
  job,
  failure = null,
}: {
  title: string;
  job: PrintJobView | null;
  /** The request failed before there was a job. */
  failure?: string | null;
}) {
  if (job?.state === 'failed' || (!job && failure))
    return (
      <Alert type="error" header={failedHeader(title)}>
        {job ? failureOf(job) : failure}
      </Alert>
    );
  if (job?.state === 'ready')
    return (
      <SpaceBetween size="m">
        <ProgressBar label="File" value={100} status="success" resultText={`${title} ready`} />
        <PrintJobResult job={job} />
      </SpaceBetween>
    );
  return (
    <ProgressBar
      label="Building the file"
      description={GENERATING_PDF_LINK}
      value={job ? jobPercent(job) : 0}
      additionalInfo={job ? jobProgressText(job) : 'Starting'}
    />
  );
}

/**
 * The print dialog (orders §2). For labels and slips it asks what to print first; a manifest or
 * order summary starts at once. Either way it then shows the job's progress and its file.
 */
export function PrintDialog({
  kind,
  title,
  orders,
  job,
  running,
  failure,
  onPrint,
  onAgain,
  onDismiss,
}: {
  kind: PrintJobKind;
  title: string;
  orders: readonly PrintableOrder[];
  job: PrintJobView | null;
  running: boolean;
  failure: string | null;
  onPrint: (options: PrintOptions) => void;
  /** Back to the choices once a job is over. */
  onAgain: () => void;
  onDismiss: () => void;
}) {
  const [options, setOptions] = useState<PrintOptions>(DEFAULT_PRINT_OPTIONS);
  // Labels and slips start with their choices, and come back to them when the request was refused.
  const choosing = kind === 'documents' && !job && !running;
  return (
    <Modal
      visible
      size="large"
      header={`Print: ${title}`}
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {choosing ? (
              <>
                <Button variant="link" onClick={onDismiss}>
                  Cancel
                </Button>
                <Button variant="primary" disabled={orders.length === 0} onClick={() => onPrint(options)}>
                  Print
                </Button>
              </>
            ) : (
              <>
                {kind === 'documents' && (
                  <Button disabled={running} onClick={onAgain}>
                    Print something else
                  </Button>
                )}
                <Button variant="primary" onClick={onDismiss}>
                  Close
                </Button>
              </>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {choosing ? (
        <SpaceBetween size="m">
          {failure && <PrintJobStatus title={title} job={null} failure={failure} />}
          <PrintOptionsForm orders={orders} options={options} onChange={setOptions} />
        </SpaceBetween>
      ) : (
        <PrintJobStatus title={title} job={job} failure={failure} />
      )}
    </Modal>
  );
}
