import type {
  AdminAccountSearchResponse,
  AdminAccountSummaryResponse,
  AdminAuditLogResponse,
  AdminClaimActionResponse,
  AdminClaimDocumentLinkResponse,
  AdminClaimDocumentsResponse,
  AdminClaimQueueResponse,
  AdminClaimResponse,
  AdminDenyRequest,
  AdminMoveClaimRequest,
  AdminPayoutRequest,
} from '#api/admin';
import type { ClaimStatus } from '#domain/statuses/claim-status.rules';
import type { ApiClient } from './api-client';

const BASE = '/api/v1/admin';
const query = (params: Record<string, string | undefined>) => {
  const defined = Object.entries(params).filter((e): e is [string, string] => !!e[1]);
  return defined.length ? `?${new URLSearchParams(defined).toString()}` : '';
};
const claimPath = (accountId: string, claimId: string) =>
  `${BASE}/accounts/${encodeURIComponent(accountId)}/claims/${encodeURIComponent(claimId)}`;

/** The Shipdeck staff console's routes (/api/v1/admin/*): only staff tokens get answers. */
export function adminApi(client: ApiClient) {
  return {
    searchAccounts: (q: string, by: string, cursor?: string): Promise<AdminAccountSearchResponse> =>
      client.get(`${BASE}/accounts${query({ q, by, cursor })}`),
    account: (accountId: string): Promise<AdminAccountSummaryResponse> =>
      client.get(`${BASE}/accounts/${encodeURIComponent(accountId)}`),
    claimQueue: (status: ClaimStatus, cursor?: string): Promise<AdminClaimQueueResponse> =>
      client.get(`${BASE}/claims${query({ status, cursor, limit: '50' })}`),
    claim: (accountId: string, claimId: string): Promise<AdminClaimResponse> =>
      client.get(claimPath(accountId, claimId)),
    claimDocuments: (accountId: string, claimId: string): Promise<AdminClaimDocumentsResponse> =>
      client.get(`${claimPath(accountId, claimId)}/documents`),
    claimDocumentLink: (
      accountId: string,
      claimId: string,
      documentId: string,
    ): Promise<AdminClaimDocumentLinkResponse> =>
      client.get(`${claimPath(accountId, claimId)}/documents/${encodeURIComponent(documentId)}`),
    move: (accountId: string, claimId: string, body: AdminMoveClaimRequest): Promise<AdminClaimActionResponse> =>
      client.post(`${claimPath(accountId, claimId)}/moves`, body),
    payout: (accountId: string, claimId: string, body: AdminPayoutRequest): Promise<AdminClaimActionResponse> =>
      client.post(`${claimPath(accountId, claimId)}/payout`, body),
    deny: (accountId: string, claimId: string, body: AdminDenyRequest): Promise<AdminClaimActionResponse> =>
      client.post(`${claimPath(accountId, claimId)}/denial`, body),
    auditLog: (accountId?: string, cursor?: string): Promise<AdminAuditLogResponse> =>
      client.get(`${BASE}/audit-log${query({ accountId, cursor, limit: '50' })}`),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;
