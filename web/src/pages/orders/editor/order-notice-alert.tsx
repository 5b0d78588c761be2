import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import type { OrderNotice } from './use-order-save';

/** Why the order was not saved: the spec's issue list, or the API's refusal; a conflict offers to reload the order. */
export function OrderNoticeAlert({
  notice,
  onDismiss,
  onReload,
}: {
  notice: OrderNotice;
  onDismiss: () => void;
  onReload: () => void;
}) {
  return (
    <Alert
      type="error"
      header={notice.header}
      dismissible
      onDismiss={onDismiss}
      action={notice.stale ? <Button onClick={onReload}>Reload order</Button> : undefined}
    >
      {notice.lines.length > 0 && (
        <ul aria-label="Issues" style={{ margin: 0, paddingLeft: 20 }}>
          {notice.lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
