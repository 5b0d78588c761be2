import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { RuleView } from '#web/api/automations-api';
import { DeleteConfirmModal } from '#web/components/delete-confirm-modal';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { PermissionGuard, usePermissions } from '#web/components/permission-guard';
import { PlanGateModal } from '#web/components/plan-gate-modal';
import { HitsChart } from './hits-chart';
import { RulesSemantics } from './rules-semantics';
import { activeLimitText, atActiveLimit } from './rules-list.rules';
import { RulesEmptyState, ruleColumns } from './table-config';
import { useAutomations } from './use-automations';

export const EDIT_AUTOMATIONS: ['edit_options'] = ['edit_options'];

/** Automations: the rules in run order, their activity and health, with the plan's active-rule limit. */
export function AutomationsPage() {
  const navigate = useNavigate();
  const canEdit = usePermissions(EDIT_AUTOMATIONS);
  const list = useAutomations();
  const [deleting, setDeleting] = useState<RuleView | null>(null);
  const limit = list.activeLimit;
  const indexes = new Map(list.rules.map((r, i) => [r.ruleId, i]));

  const columns = ruleColumns({
    canEdit,
    busyId: list.busyId,
    count: list.rules.length,
    indexOf: (r) => indexes.get(r.ruleId) ?? 0,
    onActive: (r, active) => void list.setActive(r, active),
    onMove: (r, delta) => void list.move(r, delta),
    onDelete: setDeleting,
  });

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={limit ? activeLimitText(limit) : undefined}
          actions={
            <PermissionGuard required={EDIT_AUTOMATIONS}>
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => navigate('/automations/templates')}>Create from template</Button>
                <Button variant="primary" onClick={() => navigate('/automations/create')}>
                  Create rule
                </Button>
              </SpaceBetween>
            </PermissionGuard>
          }
        >
          Automations
        </Header>
      }
    >
      <SpaceBetween size="l">
        <RulesSemantics />
        {limit && atActiveLimit(limit) && (
          <Alert type="info" header="Active rule limit reached">
            You use {activeLimitText(limit)}. Deactivate a rule or upgrade your plan to activate another.
          </Alert>
        )}
        {list.error && <LoadErrorAlert header="Could not load automations" error={list.error} onRetry={list.reload} />}
        <Table<RuleView>
          items={list.rules}
          columnDefinitions={columns}
          trackBy="ruleId"
          wrapLines
          loading={list.loading && list.rules.length === 0}
          loadingText="Loading automations"
          empty={<RulesEmptyState />}
          header={<Header counter={`(${list.rules.length})`}>Rules</Header>}
          ariaLabels={{ tableLabel: 'Automation rules in run order' }}
        />
        {list.rules.length > 0 && <HitsChart rules={list.rules} />}
      </SpaceBetween>
      <DeleteConfirmModal
        visible={deleting !== null}
        singular="automation"
        plural="automations"
        names={deleting ? [deleting.name] : []}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void list.remove(deleting);
          setDeleting(null);
        }}
      />
      <PlanGateModal gate={list.gate} onDismiss={list.dismissGate} />
    </ContentLayout>
  );
}
