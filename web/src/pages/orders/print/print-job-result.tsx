import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PrintJobView } from '#api/printing';
import { skippedLine } from './print-view';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * A ready print job: the "Open file" link (always offered, since a window opened after the job
 * was polled may be blocked), its pages, how long the link works, and the orders left out and why.
 */
export function PrintJobResult({ job }: { job: PrintJobView }) {
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="s">
        {job.url && (
          <Link href={job.url} external externalIconAriaLabel="(opens in a new tab)">
            Open file
          </Link>
        )}
        {job.fileName && <Box variant="span">{job.fileName}</Box>}
        {job.pageCount !== undefined && (
          <Box variant="span" color="text-body-secondary">
            {job.pageCount === 1 ? '1 page' : `${job.pageCount} pages`}
          </Box>
        )}
        {job.expiresAt && (
          <Box variant="span" color="text-body-secondary">
            Link valid until {time(job.expiresAt)}
          </Box>
        )}
      </SpaceBetween>
      {job.skipped.length > 0 && (
        <div>
          <Box variant="span" fontWeight="bold">
            Skipped ({job.skipped.length}):
          </Box>{' '}
          {job.skipped.map(skippedLine).join('; ')}
        </div>
      )}
    </SpaceBetween>
  );
}
