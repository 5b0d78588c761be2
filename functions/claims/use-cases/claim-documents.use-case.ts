import type {
  ClaimDocumentLinkResponse,
  ClaimDocumentUploadRequest,
  ClaimDocumentUploadResponse,
  ClaimDocumentView,
} from '#api/claims';
import type { IdGenerator } from '#domain/accounts/ports';
import {
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_DOCUMENT_MESSAGES,
  CLAIM_DOCUMENT_SNIFF_BYTES,
  CLAIM_DOCUMENTS_PER_CLAIM_MAX,
  CLAIM_DOWNLOAD_SECONDS,
  CLAIM_UPLOAD_SECONDS,
  claimDocumentKey,
  sniffClaimDocumentType,
} from '#domain/claims/claim-document.rules';
import { holdsShipmentClaim } from '#domain/claims/claim-lifecycle.rules';
import { claimPermission, type ClaimRecord } from '#domain/claims/claim-record';
import type { ClaimDocumentFiles, ClaimDocumentStore, ClaimStore } from '#domain/claims/ports';
import { hasAllPermissions } from '#domain/permissions/permission-keys';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#lib/errors';
import { toDocumentView, type ClaimCaller } from './claims.use-case';

export interface ClaimDocumentsDeps {
  claims: Pick<ClaimStore, 'get'>;
  documents: ClaimDocumentStore;
  files: ClaimDocumentFiles;
  ids: IdGenerator;
  clock?: () => Date;
}

export const CLAIM_DOCUMENT_STATE_MESSAGES = {
  closed: 'Documents can be added or removed only while the claim is a draft or open.',
} as const;

/**
 * A claim's documents (accounts §3): a presigned POST straight to storage that only takes the declared type
 * and size, then a confirm that reads the file's first bytes and keeps it only when they show that type; a
 * read is a short-lived presigned GET, for the claim's own account only.
 */
export function makeClaimDocuments(deps: ClaimDocumentsDeps) {
  const now = deps.clock ?? (() => new Date());

  async function load(caller: ClaimCaller, claimId: string): Promise<ClaimRecord> {
    const record = await deps.claims.get(caller.accountId, claimId);
    if (!record) throw new NotFoundError('Claim');
    if (!hasAllPermissions(caller.permissions, [claimPermission(record.source.kind)])) throw new ForbiddenError();
    return record;
  }

  /** Documents are evidence for a decision still to come: drafts and open claims take them. */
  const assertEditable = (record: ClaimRecord) => {
    if (!holdsShipmentClaim(record.status)) throw new ConflictError(CLAIM_DOCUMENT_STATE_MESSAGES.closed);
  };

  async function loadDocument(caller: ClaimCaller, claimId: string, documentId: string) {
    const record = await load(caller, claimId);
    const document = await deps.documents.get(caller.accountId, claimId, documentId);
    if (!document) throw new NotFoundError('Document');
    return { record, document };
  }

  return {
    async startUpload(
      caller: ClaimCaller,
      claimId: string,
      request: Required<ClaimDocumentUploadRequest>,
    ): Promise<ClaimDocumentUploadResponse> {
      assertEditable(await load(caller, claimId));
      const documentId = deps.ids.newId();
      const document = {
        documentId,
        documentType: request.documentType,
        fileName: request.fileName,
        contentType: request.contentType,
        sizeBytes: request.sizeBytes,
        state: 'pending' as const,
        uploadedAt: now().toISOString(),
      };
      if (!(await deps.documents.add(caller.accountId, claimId, document, CLAIM_DOCUMENTS_PER_CLAIM_MAX)))
        throw new ValidationError({ documentType: CLAIM_DOCUMENT_MESSAGES.tooMany }, CLAIM_DOCUMENT_MESSAGES.tooMany);
      // The policy caps the size at what was declared (and never past the cap): a larger file is refused by storage.
      const upload = await deps.files.presignUpload(
        claimDocumentKey(caller.accountId, claimId, documentId),
        request.contentType,
        Math.min(request.sizeBytes, CLAIM_DOCUMENT_MAX_BYTES),
        CLAIM_UPLOAD_SECONDS,
      );
      return { document: toDocumentView(document), upload };
    },

    /** Checks the uploaded bytes: a file that is not what it was declared as is deleted and refused (400). */
    async confirm(caller: ClaimCaller, claimId: string, documentId: string): Promise<{ document: ClaimDocumentView }> {
      const { record, document } = await loadDocument(caller, claimId, documentId);
      if (document.state === 'confirmed') return { document: toDocumentView(document) };
      assertEditable(record);
      const key = claimDocumentKey(caller.accountId, claimId, documentId);
      const head = await deps.files.head(key, CLAIM_DOCUMENT_SNIFF_BYTES);
      if (!head)
        throw new ValidationError({ file: CLAIM_DOCUMENT_MESSAGES.notUploaded }, CLAIM_DOCUMENT_MESSAGES.notUploaded);
      // Storage's policy already refuses these; checked again here so no store's leniency lets one through.
      const tooLarge = head.sizeBytes > Math.min(document.sizeBytes, CLAIM_DOCUMENT_MAX_BYTES);
      if (tooLarge || sniffClaimDocumentType(head.bytes) !== document.contentType) {
        await deps.files.remove(key);
        await deps.documents.remove(caller.accountId, claimId, documentId);
        const message = tooLarge
          ? CLAIM_DOCUMENT_MESSAGES.tooLarge
          : CLAIM_DOCUMENT_MESSAGES.mismatch(document.contentType);
        throw new ValidationError({ file: message }, message);
      }
      await deps.documents.confirm(caller.accountId, claimId, documentId, head.sizeBytes);
      return { document: toDocumentView({ ...document, state: 'confirmed', sizeBytes: head.sizeBytes }) };
    },

    async link(caller: ClaimCaller, claimId: string, documentId: string): Promise<ClaimDocumentLinkResponse> {
      const { document } = await loadDocument(caller, claimId, documentId);
      if (document.state !== 'confirmed') throw new NotFoundError('Document');
      const expiresAt = new Date(now().getTime() + CLAIM_DOWNLOAD_SECONDS * 1000).toISOString();
      const url = await deps.files.presignGet(
        claimDocumentKey(caller.accountId, claimId, documentId),
        CLAIM_DOWNLOAD_SECONDS,
        document.fileName,
      );
      return { url, expiresAt };
    },

    async remove(caller: ClaimCaller, claimId: string, documentId: string): Promise<{ removed: true }> {
      const { record } = await loadDocument(caller, claimId, documentId);
      assertEditable(record);
      await deps.files.remove(claimDocumentKey(caller.accountId, claimId, documentId));
      await deps.documents.remove(caller.accountId, claimId, documentId);
      return { removed: true };
    },
  };
}

export type ClaimDocuments = ReturnType<typeof makeClaimDocuments>;
