import { meResponseSchema, type CreateAccountRequest, type MeResponse } from '#api/accounts';
import type { TeamMember } from '#domain/accounts/ports';
import type { CompanyLogoUpload, CompanyProfile, CompanyProfileView } from '#domain/company/company-profile.schema';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import type { ApiClient } from './api-client';

export function accountsApi(client: ApiClient) {
  return {
    me: (): Promise<MeResponse> => client.get('/api/v1/me', { schema: meResponseSchema }),
    createAccount: (request: CreateAccountRequest): Promise<unknown> => client.post('/api/v1/accounts', request),
  };
}

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

/** GET: the team and its seat usage (TeamView). */
export const TEAM_PATH = '/api/v1/team';

/** Inviting, restricting and removing team members. */
export function teamApi(client: ApiClient) {
  const member = (userId: string) => `${TEAM_PATH}/${encodeURIComponent(userId)}`;
  return {
    invite: (input: TeamInviteInput) => client.post<TeamMember>(`${TEAM_PATH}/invitations`, input),
    setPermissions: (userId: string, permissions: PermissionSet) =>
      client.put<TeamMember>(`${member(userId)}/permissions`, { permissions }),
    remove: (userId: string) => client.delete<{ removed: string }>(member(userId)),
  };
}

/** GET: the company profile with its logo link (CompanyProfileView). */
export const COMPANY_PATH = '/api/v1/company';

/** Saving the company profile and its logo; each answers the profile as saved. */
export function companyApi(client: ApiClient) {
  return {
    save: (profile: CompanyProfile) => client.put<CompanyProfileView>(COMPANY_PATH, profile),
    uploadLogo: (upload: CompanyLogoUpload) => client.put<CompanyProfileView>(`${COMPANY_PATH}/logo`, upload),
    removeLogo: () => client.delete<CompanyProfileView>(`${COMPANY_PATH}/logo`),
  };
}
