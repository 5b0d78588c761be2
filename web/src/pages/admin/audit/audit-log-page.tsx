import { useCallback } from 'react';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { useAdminApi } from '../use-admin-api';
import { useCursorList } from '../use-cursor-list';
import { AuditTable } from './audit-table';

/** /admin/audit-log: every staff action, newest first. */
export function AuditLogPage() {
  const api = useAdminApi();
  const list = useCursorList(useCallback((cursor?: string) => api.auditLog(undefined, cursor), [api]));
  return (
    <SpaceBetween size="m">
      {list.error && (
        <LoadErrorAlert
          header="The audit log could not be loaded"
          error={list.error}
          onRetry={() => void list.reload()}
        />
      )}
      <AuditTable
        variant="full-page"
        title="Audit log"
        counter={`(${list.items.length}${list.hasMore ? '+' : ''})`}
        items={list.items}
        loading={list.loading}
        footer={
          list.hasMore ? (
            <Button onClick={() => void list.loadMore()} loading={list.loading}>
              Load more
            </Button>
          ) : undefined
        }
      />
    </SpaceBetween>
  );
}
