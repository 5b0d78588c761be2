import { useCallback, useMemo } from 'react';
import type { TeamMember } from '#domain/accounts/ports';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import { useApi } from '../../../api/api-context';
import { useLoad } from '../../../hooks/use-load';

export interface TeamView {
  members: TeamMember[];
  usage: { used: number; limit: number | null };
}

const id = encodeURIComponent;

/** The team, and inviting, restricting and removing members (each reloads the team). */
export function useTeam() {
  const { client } = useApi();
  const team = useLoad(useCallback(() => client.get<TeamView>('/api/v1/team'), [client]));
  const { reload } = team;
  return useMemo(() => {
    const after = async <R>(call: Promise<R>): Promise<R> => {
      const result = await call;
      await reload();
      return result;
    };
    return {
      ...team,
      invite: (input: { email: string; name: string; group: 'merchant:admin'; permissions: PermissionSet }) =>
        after(client.post<TeamMember>('/api/v1/team/invitations', input)),
      setPermissions: (userId: string, permissions: PermissionSet) =>
        after(client.put<TeamMember>(`/api/v1/team/${id(userId)}/permissions`, { permissions })),
      remove: (userId: string) => after(client.delete<{ removed: string }>(`/api/v1/team/${id(userId)}`)),
    };
  }, [team, client, reload]);
}
