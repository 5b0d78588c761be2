import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

/** A form's place while what it edits loads: one large spinner, centred. */
export function LoadingSpinner() {
  return (
    <Box textAlign="center" padding="xxl">
      <Spinner size="large" />
    </Box>
  );
}
