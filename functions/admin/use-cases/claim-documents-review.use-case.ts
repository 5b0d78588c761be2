import type { AdminClaimDocumentLinkResponse, AdminClaimDocumentView, AdminClaimDocumentsResponse } from '#api/admin';
import { CLAIM_DOWNLOAD_SECONDS, claimDocumentKey } from '#domain/claims/claim-document.rules';
import type { ClaimDocument } from '#domain/claims/claim-record';
import type { ClaimDocumentFiles, ClaimDocumentStore, ClaimStore } from '#domain/claims/ports';
import { NotFoundError } from '#lib/errors';

export interface ClaimDocumentsReviewDeps {
  claims: Pick<ClaimStore, 'get'>;
  documents: Pick<ClaimDocumentStore, 'list' | 'get'>;
  files: Pick<ClaimDocumentFiles, 'presignGet'>;
  now?: () => Date;
}

const toView = (d: ClaimDocument): AdminClaimDocumentView => ({
  documentId: d.documentId,
  documentType: d.documentType,
  fileName: d.fileName,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  uploadedAt: d.uploadedAt,
});

/**
 * The documents of a claim under review, for Shipdeck staff: the list, and a short-lived link to one
 * document's bytes. The storage key is built from the claim's own account, claim and document ids after the
 * document was found under that claim, so a link never reaches another claim's (or account's) file.
 */
export function makeClaimDocumentsReview(deps: ClaimDocumentsReviewDeps) {
  const now = deps.now ?? (() => new Date());

  async function assertReviewable(accountId: string, claimId: string): Promise<void> {
    const record = await deps.claims.get(accountId, claimId);
    // As the claim itself: a draft stays the merchant's own until submitted.
    if (!record || record.status === 'draft') throw new NotFoundError('Claim');
  }

  return {
    async list(accountId: string, claimId: string): Promise<AdminClaimDocumentsResponse> {
      await assertReviewable(accountId, claimId);
      const documents = await deps.documents.list(accountId, claimId);
      // A pending upload was never checked by its bytes: nothing to review yet.
      return { items: documents.filter((d) => d.state === 'confirmed').map(toView) };
    },

    async link(accountId: string, claimId: string, documentId: string): Promise<AdminClaimDocumentLinkResponse> {
      await assertReviewable(accountId, claimId);
      const document = await deps.documents.get(accountId, claimId, documentId);
      if (!document || document.state !== 'confirmed') throw new NotFoundError('Document');
      const url = await deps.files.presignGet(
        claimDocumentKey(accountId, claimId, documentId),
        CLAIM_DOWNLOAD_SECONDS,
        document.fileName,
      );
      return { url, expiresAt: new Date(now().getTime() + CLAIM_DOWNLOAD_SECONDS * 1000).toISOString() };
    },
  };
}

export type ClaimDocumentsReview = ReturnType<typeof makeClaimDocumentsReview>;
