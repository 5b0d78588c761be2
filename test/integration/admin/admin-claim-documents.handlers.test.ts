import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminClaimDocumentsResponse } from '#api/admin';
import { claimDocumentKey } from '#domain/claims/claim-document.rules';
import type { ClaimDocument, ClaimRecord } from '#domain/claims/claim-record';
import { handler as documentLink } from '#functions/admin/handlers/admin-claim-document.handler';
import { handler as documentList } from '#functions/admin/handlers/admin-claim-documents.handler';
import { dynamoClaimDocumentStore, makeS3ClaimDocumentFiles } from '#functions/claims/claims.adapters';
import { s3Client } from '#lib/clients';
import { documentsBucket } from '#lib/documents-bucket';
import { createTestAccount } from '#test/support/accounts';
import { storeSubmittedClaim, testStaff } from '#test/support/admin-claims';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

// The smallest valid PNG: a photograph of the damage.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%claim invoice\n');
const files = makeS3ClaimDocumentFiles(s3Client, documentsBucket);

let staff: TestUser;
let owner: TestUser;
let claim: ClaimRecord;

/** A document stored as the merchant's upload leaves it: its record (confirmed unless told) and its bytes. */
async function attach(
  c: ClaimRecord,
  bytes: Buffer,
  meta: Pick<ClaimDocument, 'documentType' | 'fileName' | 'contentType'>,
  state: ClaimDocument['state'] = 'confirmed',
): Promise<ClaimDocument> {
  const document: ClaimDocument = {
    documentId: randomUUID(),
    ...meta,
    sizeBytes: bytes.length,
    state: 'pending',
    uploadedAt: new Date().toISOString(),
  };
  expect(await dynamoClaimDocumentStore.add(c.accountId, c.claimId, document, 10)).toBe(true);
  const upload = await files.presignUpload(
    claimDocumentKey(c.accountId, c.claimId, document.documentId),
    meta.contentType,
    bytes.length,
    60,
  );
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: meta.contentType }), 'file');
  expect((await fetch(upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  if (state === 'confirmed')
    await dynamoClaimDocumentStore.confirm(c.accountId, c.claimId, document.documentId, bytes.length);
  return { ...document, state };
}

const listPath = (c: ClaimRecord) => `/api/v1/admin/accounts/${c.accountId}/claims/${c.claimId}/documents`;
const list = (c: ClaimRecord, user = staff) =>
  invoke(
    documentList,
    apiEvent({
      method: 'GET',
      path: listPath(c),
      user,
      pathParameters: { accountId: c.accountId, claimId: c.claimId },
    }),
  );
const link = (c: ClaimRecord, documentId: string, user = staff) =>
  invoke(
    documentLink,
    apiEvent({
      method: 'GET',
      path: `${listPath(c)}/${documentId}`,
      user,
      pathParameters: { accountId: c.accountId, claimId: c.claimId, documentId },
    }),
  );

beforeEach(async () => {
  let accountId: string;
  ({ accountId, owner } = await createTestAccount(`Glacier Goods ${randomUUID().slice(0, 6)}`));
  staff = testStaff();
  claim = await storeSubmittedClaim(accountId);
});

describe('staff console: a claim’s documents (issue 25 §6: review claims and their documents)', () => {
  it('lists the confirmed documents and links each to its own bytes', async () => {
    const photo = await attach(claim, PNG, {
      documentType: 'Photograph',
      fileName: 'box.png',
      contentType: 'image/png',
    });
    const invoice = await attach(claim, PDF, {
      documentType: 'Original Invoice',
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
    });
    // An upload never confirmed (its bytes not checked) is not shown to staff.
    const pending = await attach(
      claim,
      PNG,
      { documentType: 'Other', fileName: 'unchecked.png', contentType: 'image/png' },
      'pending',
    );

    const listed = await list(claim);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const { items } = listed.body as AdminClaimDocumentsResponse;
    expect(items.map((d) => d.fileName).sort()).toEqual(['box.png', 'invoice.pdf']);
    expect(items.find((d) => d.documentId === photo.documentId)).toMatchObject({
      documentType: 'Photograph',
      contentType: 'image/png',
      sizeBytes: PNG.length,
    });

    for (const [doc, bytes] of [
      [photo, PNG],
      [invoice, PDF],
    ] as const) {
      const res = await link(claim, doc.documentId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now());
      const file = await fetch(res.body.url);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect((await link(claim, pending.documentId)).status).toBe(404);
  });

  it('never links another claim’s document, nor another account’s, through this claim', async () => {
    const other = await createTestAccount(`Other Goods ${randomUUID().slice(0, 6)}`);
    const otherClaim = await storeSubmittedClaim(other.accountId);
    const theirs = await attach(otherClaim, PNG, {
      documentType: 'Photograph',
      fileName: 'theirs.png',
      contentType: 'image/png',
    });
    const sibling = await storeSubmittedClaim(claim.accountId);
    const siblings = await attach(sibling, PNG, {
      documentType: 'Photograph',
      fileName: 'sibling.png',
      contentType: 'image/png',
    });

    // The document id of another account's claim, asked for under this claim: not found, no link.
    expect((await link(claim, theirs.documentId)).status).toBe(404);
    // Nor a document of another claim of the same account.
    expect((await link(claim, siblings.documentId)).status).toBe(404);
    // And this claim lists neither.
    expect(((await list(claim)).body as AdminClaimDocumentsResponse).items).toEqual([]);
    // Under its own claim and account, the same document is there.
    expect((await link(otherClaim, theirs.documentId)).status).toBe(200);
  });

  it('a draft stays the merchant’s own: neither its documents nor a link', async () => {
    const draft = await storeSubmittedClaim(claim.accountId, { status: 'draft' });
    const photo = await attach(draft, PNG, {
      documentType: 'Photograph',
      fileName: 'draft.png',
      contentType: 'image/png',
    });
    expect((await list(draft)).status).toBe(404);
    expect((await link(draft, photo.documentId)).status).toBe(404);
  });

  it('the merchant who owns the claim is refused both routes', async () => {
    const photo = await attach(claim, PNG, {
      documentType: 'Photograph',
      fileName: 'box.png',
      contentType: 'image/png',
    });
    expect((await list(claim, owner)).status).toBe(403);
    expect((await link(claim, photo.documentId, owner)).status).toBe(403);
  });
});
