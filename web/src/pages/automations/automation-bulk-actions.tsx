import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { AUTOMATION_RUN_ORDERS_MAX } from '#domain/automations/automation.constants';
import { PermissionGuard } from '#web/components/permission-guard';
import { useAutomationRuns } from './use-automation-runs';

const EDIT_ORDERS: ['edit_orders'] = ['edit_orders'];

/** The grid header's "Automations" menu on the selection: apply the rules now, or undo their last run. */
export function AutomationBulkActions({ selected, onDone }: { selected: readonly OrderGridRow[]; onDone: () => void }) {
  const runs = useAutomationRuns({ selected, onDone });
  const { done, total } = runs.progress;
  return (
    <PermissionGuard required={EDIT_ORDERS}>
      <ButtonDropdown
        disabled={selected.length === 0 || runs.running !== null}
        disabledReason={selected.length === 0 ? 'Select orders first.' : undefined}
        loading={runs.running !== null}
        items={[
          { id: 'apply', text: 'Apply automations' },
          { id: 'undo', text: 'Undo automations' },
        ]}
        onItemClick={(e) => void (e.detail.id === 'apply' ? runs.apply() : runs.undo())}
      >
        Automations
      </ButtonDropdown>
      <Modal
        visible={runs.running !== null && total > AUTOMATION_RUN_ORDERS_MAX}
        header={runs.running === 'undo' ? 'Undoing automations' : 'Applying automations'}
      >
        <ProgressBar
          value={total ? Math.round((done / total) * 100) : 0}
          label="Orders"
          description={`${done} of ${total} orders`}
        />
      </Modal>
    </PermissionGuard>
  );
}
