import type { TeamMember } from '#domain/accounts/ports';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import { useApiResource } from '#web/hooks/use-api-resource';

export interface TeamView {
  members: TeamMember[];
  usage: { used: number; limit: number | null };
}

export interface TeamInviteInput {
  email: string;
  name: string;
  group: 'merchant:admin';
  permissions: PermissionSet;
}

const id = encodeURIComponent;

/** The team, and inviting, restricting and removing members (each reloads the team). */
export function useTeam() {
  return useApiResource<
    TeamView,
    {
      invite: (input: TeamInviteInput) => Promise<TeamMember>;
      setPermissions: (userId: string, permissions: PermissionSet) => Promise<TeamMember>;
      remove: (userId: string) => Promise<{ removed: string }>;
    }
  >('/api/v1/team', (client) => ({
    invite: (input: TeamInviteInput) => client.post<TeamMember>('/api/v1/team/invitations', input),
    setPermissions: (userId: string, permissions: PermissionSet) =>
      client.put<TeamMember>(`/api/v1/team/${id(userId)}/permissions`, { permissions }),
    remove: (userId: string) => client.delete<{ removed: string }>(`/api/v1/team/${id(userId)}`),
  }));
}
