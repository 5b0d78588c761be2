import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

/** The content area while a page's code loads; the shell around it stays (Cloudscape loading state). */
export function PageLoading() {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }}>
      <StatusIndicator type="loading">Loading</StatusIndicator>
    </Box>
  );
}
