import type { ClaimDocument } from '#domain/claims/claim-record';
import type { ClaimDocumentStore } from '#domain/claims/ports';
import { onTable } from '#lib/db/table';
import { writeAll } from '#lib/db/transaction';
import { ClaimDocumentEntity, ClaimEntity } from '../db/claim.entity';

const DOCUMENT_WRITE = { document: ClaimDocumentEntity, claim: ClaimEntity };

type Item = ClaimDocument & { accountId: string; claimId: string };

const toDocument = (item: Item): ClaimDocument => ({
  documentId: item.documentId,
  documentType: item.documentType,
  fileName: item.fileName,
  contentType: item.contentType,
  sizeBytes: item.sizeBytes,
  state: item.state,
  uploadedAt: item.uploadedAt,
});

/** A claim's documents; the claim's documentCount is moved in the same transaction, so the cap holds under races. */
export const dynamoClaimDocumentStore: ClaimDocumentStore = {
  async list(accountId, claimId) {
    const { data } = await onTable(ClaimDocumentEntity).query.byClaim({ accountId, claimId }).go({ pages: 'all' });
    return (data as Item[]).map(toDocument).sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
  },

  async get(accountId, claimId, documentId) {
    const { data } = await onTable(ClaimDocumentEntity).get({ accountId, claimId, documentId }).go();
    return data ? toDocument(data as Item) : undefined;
  },

  async add(accountId, claimId, document, maxPerClaim) {
    const { ok } = await writeAll(DOCUMENT_WRITE, (tx) => [
      tx.document.create({ accountId, claimId, ...document }).commit(),
      tx.claim
        .patch({ accountId, claimId })
        .add({ documentCount: 1 })
        .where((attr, { lt }) => lt(attr.documentCount, maxPerClaim))
        .commit(),
    ]);
    return ok;
  },

  async confirm(accountId, claimId, documentId, sizeBytes) {
    await onTable(ClaimDocumentEntity)
      .patch({ accountId, claimId, documentId })
      .set({ state: 'confirmed', sizeBytes })
      .go();
  },

  async remove(accountId, claimId, documentId) {
    // Only a document still there takes one off the count: removing twice leaves the count alone.
    await writeAll(DOCUMENT_WRITE, (tx) => [
      tx.document
        .delete({ accountId, claimId, documentId })
        .where((attr, { exists }) => exists(attr.documentId))
        .commit(),
      tx.claim.patch({ accountId, claimId }).add({ documentCount: -1 }).commit(),
    ]);
  },
};
