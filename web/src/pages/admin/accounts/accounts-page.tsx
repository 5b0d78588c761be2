import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { RouterLink } from '#web/components/router-link';
import { TableEmptyState } from '#web/components/table-states';
import { useAccountSearch, type AccountSearchKind } from './use-account-search';

const KINDS: { id: AccountSearchKind; text: string }[] = [
  { id: 'company', text: 'Company' },
  { id: 'email', text: 'Email' },
  { id: 'id', text: 'Account id' },
];

/** /admin/accounts: find a merchant account by company name, a member's email, or its id. */
export function AccountsPage() {
  const [by, setBy] = useState<AccountSearchKind>('company');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<{ q: string; by: AccountSearchKind } | null>(null);
  const list = useAccountSearch(search);

  return (
    <SpaceBetween size="m">
      <Header variant="h1" description="Search reads a bounded slice of accounts at a time: Load more continues it.">
        Accounts
      </Header>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim().length >= 2) setSearch({ q: text.trim(), by });
        }}
      >
        <Form actions={<Button variant="primary">Search</Button>}>
          <SpaceBetween direction="horizontal" size="xs">
            <SegmentedControl
              selectedId={by}
              options={KINDS}
              onChange={(e) => setBy(e.detail.selectedId as AccountSearchKind)}
            />
            <Input
              value={text}
              onChange={(e) => setText(e.detail.value)}
              placeholder="At least 2 characters"
              ariaLabel="Search text"
              type="search"
            />
          </SpaceBetween>
        </Form>
      </form>
      {list.error && <LoadErrorAlert header="The search failed" error={list.error} />}
      <Table
        loading={!!search && list.loading && list.items.length === 0}
        loadingText="Searching"
        items={list.items}
        header={<Header counter={`(${list.items.length}${list.hasMore ? '+' : ''})`}>Results</Header>}
        columnDefinitions={[
          {
            id: 'name',
            header: 'Company',
            cell: (a) => <RouterLink href={`/admin/accounts/${encodeURIComponent(a.accountId)}`}>{a.name}</RouterLink>,
          },
          { id: 'email', header: 'Matched email', cell: (a) => a.matchedEmail ?? '—' },
          { id: 'accountId', header: 'Account id', cell: (a) => a.accountId },
        ]}
        empty={
          <TableEmptyState
            title={search ? 'No accounts found yet' : 'Search for an account'}
            description={search && list.hasMore ? 'Load more to search further.' : 'Accounts that match appear here.'}
          />
        }
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
