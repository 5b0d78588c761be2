import type {
  ClaimDetailResponse,
  ClaimDocumentLinkResponse,
  ClaimDocumentUploadRequest,
  ClaimDocumentUploadResponse,
  ClaimDocumentView,
  ClaimFormInput,
  ClaimListResponse,
  ClaimWriteResponse,
  CreateClaimRequest,
} from '#api/claims';
import type { ClaimPdfView } from '#api/claim-pdf';
import type { ClaimFiler } from '#domain/claims/claim-record';
import type { ClaimSettings } from '#domain/claims/claim-settings.schema';
import type { ClaimStatus } from '#domain/statuses/claim-status.rules';
import type { ApiClient } from './api-client';

const BASE = '/api/v1/claims';
const SETTINGS = '/api/v1/claim-settings';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const doc = (claimId: string, documentId: string) => `${one(claimId)}/documents/${encodeURIComponent(documentId)}`;

export type { ClaimDetailResponse, ClaimDocumentView, ClaimListResponse, ClaimView } from '#api/claims';

/** The account's claim settings as read and as a save answers them, with the version to save on. */
export interface ClaimSettingsView {
  settings: ClaimSettings;
  version: number;
}

/** The claims routes: list, file, edit, submit, withdraw, delete; documents by presigned upload; claim settings. */
export function claimsApi(client: ApiClient) {
  return {
    list: (q: {
      status?: ClaimStatus;
      filer?: ClaimFiler;
      orderId?: string;
      pageSize?: number;
      cursor?: string;
    }): Promise<ClaimListResponse> => {
      const params = new URLSearchParams();
      if (q.status) params.set('status', q.status);
      if (q.filer) params.set('filer', q.filer);
      if (q.orderId) params.set('orderId', q.orderId);
      if (q.pageSize) params.set('pageSize', String(q.pageSize));
      if (q.cursor) params.set('cursor', q.cursor);
      const query = params.toString();
      return client.get(query ? `${BASE}?${query}` : BASE);
    },
    get: (claimId: string): Promise<ClaimDetailResponse> => client.get(one(claimId)),
    create: (request: CreateClaimRequest): Promise<ClaimWriteResponse> => client.post(BASE, request),
    update: (claimId: string, claim: ClaimFormInput, version: number): Promise<ClaimWriteResponse> =>
      client.put(one(claimId), { claim, version }),
    submit: (claimId: string, version: number): Promise<ClaimWriteResponse> =>
      client.post(`${one(claimId)}/submit`, { version }),
    withdraw: (claimId: string, version: number): Promise<ClaimWriteResponse> =>
      client.post(`${one(claimId)}/withdraw`, { version }),
    remove: (claimId: string): Promise<{ message: string }> => client.delete(one(claimId)),
    startUpload: (claimId: string, request: ClaimDocumentUploadRequest): Promise<ClaimDocumentUploadResponse> =>
      client.post(`${one(claimId)}/documents`, request),
    confirmDocument: (claimId: string, documentId: string): Promise<{ document: ClaimDocumentView }> =>
      client.put(doc(claimId, documentId)),
    documentLink: (claimId: string, documentId: string): Promise<ClaimDocumentLinkResponse> =>
      client.get(doc(claimId, documentId)),
    removeDocument: (claimId: string, documentId: string): Promise<unknown> => client.delete(doc(claimId, documentId)),
    pdf: (claimId: string): Promise<ClaimPdfView> => client.get(`${one(claimId)}/pdf`),
    settings: (): Promise<ClaimSettingsView> => client.get(SETTINGS),
    saveSettings: (settings: ClaimSettings, version: number): Promise<ClaimSettingsView> =>
      client.put(SETTINGS, { settings, version }),
  };
}

/**
 * The browser's part of a presigned upload: the policy's fields and the file POSTed straight to storage, with
 * progress (fetch reports none). Resolves when storage accepted it.
 */
export function uploadToStorage(
  upload: ClaimDocumentUploadResponse['upload'],
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error('The file was not uploaded. Upload it again.'));
    xhr.onerror = () => reject(new Error('The file was not uploaded. Upload it again.'));
    xhr.send(form);
  });
}
