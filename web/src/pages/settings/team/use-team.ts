import { TEAM_PATH, teamApi, type TeamView } from '#web/api/accounts-api';
import { useApiResource } from '#web/hooks/use-api-resource';

/** The team, and inviting, restricting and removing members (each reloads the team). */
export function useTeam() {
  return useApiResource<TeamView, ReturnType<typeof teamApi>>(TEAM_PATH, teamApi);
}
