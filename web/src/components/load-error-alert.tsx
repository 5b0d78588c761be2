import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';

/** A load that failed, with its message and a Retry (a list above its table, a page in place of its form). */
export function LoadErrorAlert({ header, error, onRetry }: { header: string; error: string; onRetry?: () => void }) {
  return (
    <Alert type="error" header={header} action={onRetry && <Button onClick={onRetry}>Retry</Button>}>
      {error}
    </Alert>
  );
}
