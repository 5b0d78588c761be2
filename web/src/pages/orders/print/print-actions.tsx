import { useRef, useState } from 'react';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import type { PrintJobKind, PrintJobView } from '#api/printing';
import { PermissionGuard } from '#web/components/permission-guard';
import { PrintDialog } from './print-dialog';
import { documentsRequest, jobTitle, type PrintableOrder } from './print-view';
import { usePrintJob } from './use-print-job';

const PRINT: ['view_print_orders'] = ['view_print_orders'];

const MENU: { id: PrintJobKind; text: string }[] = [
  { id: 'documents', text: 'Labels & slips…' },
  { id: 'manifest', text: 'Manifest' },
  { id: 'orders', text: 'Order summary PDF' },
];

/**
 * "Print" on some orders (the grid's selection, or the order in the editor): labels, packing slips
 * and pick lists through the print dialog; a manifest or the order summary PDF straight away.
 */
export function PrintActions({
  orders,
  kinds = ['documents', 'manifest', 'orders'],
  onPrinted,
  refreshWhen = 'done',
}: {
  orders: readonly PrintableOrder[];
  /** The menu's entries; the editor has no manifest of one order. */
  kinds?: readonly PrintJobKind[];
  /** A job is over: the orders' printed state may have changed (the grid re-queries, the editor reloads). */
  onPrinted?: (job: PrintJobView) => void;
  /**
   * When onPrinted is called: as soon as the job is over (the grid, whose dialog stays open meanwhile),
   * or once its dialog is closed (the editor, which a reload remounts, dialog and all).
   */
  refreshWhen?: 'done' | 'closed';
}) {
  const dialogOpen = useRef(false);
  const unannounced = useRef<PrintJobView | null>(null);
  const print = usePrintJob({
    onFinished: (job) => {
      if (refreshWhen === 'closed' && dialogOpen.current) unannounced.current = job;
      else onPrinted?.(job);
    },
  });
  // The orders as they were when the dialog opened: the grid's selection empties when it re-queries.
  const [dialog, setDialog] = useState<{
    kind: PrintJobKind;
    title: string;
    orders: readonly PrintableOrder[];
  } | null>(null);
  const none = orders.length === 0;
  dialogOpen.current = dialog !== null;

  function close() {
    setDialog(null);
    const job = unannounced.current;
    unannounced.current = null;
    if (job) onPrinted?.(job);
  }

  function choose(kind: PrintJobKind) {
    print.clear();
    setDialog({ kind, title: jobTitle(kind), orders });
    if (kind !== 'documents') void print.start({ kind, orderIds: orders.map((o) => o.id) }, jobTitle(kind));
  }

  return (
    <PermissionGuard required={PRINT}>
      <ButtonDropdown
        disabled={none || print.running}
        disabledReason={none ? 'Select orders first.' : 'A print job is being built.'}
        ariaLabel="More print actions"
        mainAction={{
          text: 'Print',
          iconName: 'file',
          disabled: none || print.running,
          disabledReason: none ? 'Select orders first.' : 'A print job is being built.',
          loading: print.running && !dialog,
          onClick: () => choose('documents'),
        }}
        items={MENU.filter((m) => kinds.includes(m.id))}
        onItemClick={(e) => choose(e.detail.id as PrintJobKind)}
      />
      {dialog && (
        <PrintDialog
          kind={dialog.kind}
          title={dialog.title}
          orders={dialog.orders}
          job={print.job}
          running={print.running}
          failure={print.failure}
          onPrint={(options) => {
            const title = jobTitle('documents', options.choice);
            setDialog({ ...dialog, title });
            void print.start(documentsRequest(dialog.orders, options), title);
          }}
          onAgain={() => {
            print.clear();
            setDialog({ ...dialog, title: jobTitle('documents') });
          }}
          onDismiss={close}
        />
      )}
    </PermissionGuard>
  );
}
