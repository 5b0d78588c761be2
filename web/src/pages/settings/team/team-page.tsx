import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { TeamMember } from '#domain/accounts/ports';
import { PERMISSION_KEYS } from '#domain/permissions/permission-keys';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { DeleteConfirmModal } from '#web/components/delete-confirm-modal';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { GuardedPage } from '#web/components/permission-guard';
import { EditPermissionsModal, InviteMemberModal } from './team-modals';
import { useTeam } from './use-team';

const summary = (m: TeamMember) => {
  if (m.role === 'owner') return 'Everything (owner)';
  const on = PERMISSION_KEYS.filter((k) => m.permissions[k] === true).length;
  return Object.keys(m.permissions).length === 0 ? 'Everything' : `${on} of ${PERMISSION_KEYS.length} permissions`;
};

/** Settings › Team (`/settings/team`, edit_users): members, invitations, permissions, removal (accounts §5, §6). */
export function TeamPage() {
  return (
    <GuardedPage required={['edit_users']} notAllowed="managing users">
      <TeamContent />
    </GuardedPage>
  );
}

function TeamContent() {
  const team = useTeam();
  const { notify, reportError } = useNotifications();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const usage = team.data?.usage;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Invite the people who pack and ship with you, and choose what each of them may do."
        >
          Team
        </Header>
      }
    >
      {team.error && (
        <LoadErrorAlert header="Could not load the team" error={team.error} onRetry={() => void team.reload()} />
      )}
      <Table
        variant="container"
        header={
          <Header
            counter={usage ? `(${usage.used}${usage.limit === null ? '' : ` of ${usage.limit}`} users)` : undefined}
            actions={
              <Button variant="primary" onClick={() => setInviting(true)}>
                Invite member
              </Button>
            }
          >
            Members
          </Header>
        }
        loading={team.loading && !team.data}
        loadingText="Loading the team"
        items={team.data?.members ?? []}
        trackBy="userId"
        empty={<Box textAlign="center">No members yet.</Box>}
        columnDefinitions={[
          { id: 'name', header: 'Name', cell: (m) => m.name ?? '—' },
          { id: 'email', header: 'Email', cell: (m) => m.email },
          { id: 'role', header: 'Role', cell: (m) => (m.role === 'owner' ? 'Owner' : 'Member') },
          { id: 'group', header: 'Group', cell: (m) => m.group },
          { id: 'permissions', header: 'Permissions', cell: summary },
          {
            id: 'invited',
            header: 'Invited',
            cell: (m) => (m.invitedAt ? new Date(m.invitedAt).toLocaleDateString() : '—'),
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (m) =>
              m.role !== 'owner' && (
                <ButtonDropdown
                  variant="inline-icon"
                  ariaLabel={`Actions for ${m.email}`}
                  items={[
                    { id: 'permissions', text: 'Edit permissions' },
                    { id: 'remove', text: 'Remove from team' },
                  ]}
                  onItemClick={(e) => (e.detail.id === 'remove' ? setRemoving(m) : setEditing(m))}
                />
              ),
          },
        ]}
      />
      <InviteMemberModal
        visible={inviting}
        onClose={() => setInviting(false)}
        invite={async (input) => {
          await team.invite(input);
          notify({ type: 'success', content: `Invitation sent to ${input.email}.` });
        }}
      />
      <EditPermissionsModal
        member={editing}
        onClose={() => setEditing(null)}
        save={async (userId, permissions) => {
          try {
            await team.setPermissions(userId, permissions);
            notify({ type: 'success', content: 'Permissions saved.' });
            setEditing(null);
          } catch (e) {
            reportError(e);
          }
        }}
      />
      <DeleteConfirmModal
        visible={removing !== null}
        singular="team member"
        plural="team members"
        names={removing ? [removing.email] : []}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const member = removing;
          setRemoving(null);
          if (!member) return;
          team
            .remove(member.userId)
            .then(() => notify({ type: 'success', content: `${member.email} was removed from the team.` }))
            .catch(reportError);
        }}
      />
    </ContentLayout>
  );
}
