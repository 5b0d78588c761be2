import { beforeEach, describe, expect, it } from 'vitest';
import type { ClaimDocumentUploadResponse, ClaimView } from '#api/claims';
import { CLAIM_DOCUMENT_MESSAGES, CLAIM_DOCUMENT_MAX_BYTES } from '#domain/claims/claim-document.rules';
import { handler as claimsRoute } from '#functions/claims/handlers/claims.handler';
import { handler as claimRoute } from '#functions/claims/handlers/claim.handler';
import { handler as documentsRoute } from '#functions/claims/handlers/claim-documents.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { createLabelledOrder } from '#test/support/claims';

// The smallest valid PNG and JPEG heads: what the confirm reads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0, 1]);

let accountId: string;
let owner: TestUser;
let claim: ClaimView;

const me = () => ({ user: owner, accountId });
const docPath = (claimId: string, documentId: string, suffix = '') => ({
  pathParameters: { claimId, documentId },
  path: `/api/v1/claims/${claimId}/documents/${documentId}${suffix}`,
});
const startUpload = (body: unknown, who = me(), claimId = claim.claimId) =>
  invoke(
    documentsRoute,
    apiEvent({
      method: 'POST',
      path: `/api/v1/claims/${claimId}/documents`,
      pathParameters: { claimId },
      body,
      ...who,
    }),
  );
const confirm = (documentId: string, who = me()) =>
  invoke(documentsRoute, apiEvent({ method: 'PUT', ...docPath(claim.claimId, documentId), ...who }));
const link = (documentId: string, who = me()) =>
  invoke(documentsRoute, apiEvent({ method: 'GET', ...docPath(claim.claimId, documentId), ...who }));
const removeDoc = (documentId: string, who = me()) =>
  invoke(documentsRoute, apiEvent({ method: 'DELETE', ...docPath(claim.claimId, documentId), ...who }));
const detail = () =>
  invoke(
    claimRoute,
    apiEvent({
      method: 'GET',
      path: `/api/v1/claims/${claim.claimId}`,
      pathParameters: { claimId: claim.claimId },
      ...me(),
    }),
  );

/** The browser's part: a multipart POST of the policy's fields and the file to the presigned URL. */
async function postToStorage(upload: ClaimDocumentUploadResponse['upload'], bytes: Buffer, contentType: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'file');
  return fetch(upload.url, { method: 'POST', body: form });
}

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Document Foods'));
  const { orderId, shipmentId } = await createLabelledOrder(owner, accountId);
  const res = await invoke(
    claimsRoute,
    apiEvent({
      method: 'POST',
      path: '/api/v1/claims',
      body: { source: { kind: 'shipment', orderId, shipmentId }, type: 'damaged' },
      ...me(),
    }),
  );
  claim = res.body.claim;
});

describe('claim documents: presigned POST, checked by their bytes (accounts §3 claim documents)', () => {
  it('uploads a photo straight to storage, confirms it by its bytes and reads it back by a short-lived link', async () => {
    const started = await startUpload({
      documentType: 'Photograph',
      fileName: 'crushed box.png',
      contentType: 'image/png',
      sizeBytes: PNG.length,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { document, upload } = started.body as ClaimDocumentUploadResponse;
    expect(document).toMatchObject({ documentType: 'Photograph', state: 'pending', contentType: 'image/png' });
    expect(upload.fields.key).toBe(`claims/${accountId}/${claim.claimId}/${document.documentId}`);
    const stored = await postToStorage(upload, PNG, 'image/png');
    expect(stored.status).toBeLessThan(300);

    const confirmed = await confirm(document.documentId);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.document).toMatchObject({ state: 'confirmed', sizeBytes: PNG.length });
    expect((await detail()).body.documents).toMatchObject([{ documentId: document.documentId, state: 'confirmed' }]);

    const read = await link(document.documentId);
    expect(read.status).toBe(200);
    const file = await fetch(read.body.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('deletes and refuses a file whose bytes are not the declared type', async () => {
    const { document, upload } = (
      await startUpload({ documentType: 'Photograph', fileName: 'x.png', contentType: 'image/png', sizeBytes: 16 })
    ).body as ClaimDocumentUploadResponse;
    expect((await postToStorage(upload, JPEG, 'image/png')).status).toBeLessThan(300);
    const refused = await confirm(document.documentId);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ file: CLAIM_DOCUMENT_MESSAGES.mismatch('image/png') });
    expect((await detail()).body.documents).toEqual([]);
    expect((await link(document.documentId)).status).toBe(404);
  });

  it('the upload policy names the declared size and type; a larger file than declared is refused on confirm', async () => {
    const { document, upload } = (
      await startUpload({ documentType: 'Other', fileName: 'a.png', contentType: 'image/png', sizeBytes: 10 })
    ).body as ClaimDocumentUploadResponse;
    const policy = JSON.parse(Buffer.from(upload.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 10],
        ['eq', '$Content-Type', 'image/png'],
      ]),
    );
    // The local store does not enforce the policy as S3 does: the confirm refuses it all the same.
    await postToStorage(upload, PNG, 'image/png');
    const refused = await confirm(document.documentId);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ file: CLAIM_DOCUMENT_MESSAGES.tooLarge });
    expect((await detail()).body.documents).toEqual([]);
  });

  it('refuses an upload that was never made, and bad requests with field messages', async () => {
    const { document } = (
      await startUpload({ documentType: 'Other', fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 100 })
    ).body as ClaimDocumentUploadResponse;
    const missing = await confirm(document.documentId);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ file: CLAIM_DOCUMENT_MESSAGES.notUploaded });

    const html = await startUpload({
      documentType: 'Other',
      fileName: 'a.html',
      contentType: 'text/html',
      sizeBytes: 1,
    });
    expect(html.status).toBe(400);
    expect(html.body.fieldErrors).toEqual({ contentType: CLAIM_DOCUMENT_MESSAGES.contentType });
    const huge = await startUpload({
      documentType: 'Photograph',
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
      sizeBytes: CLAIM_DOCUMENT_MAX_BYTES + 1,
    });
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors).toEqual({ sizeBytes: CLAIM_DOCUMENT_MESSAGES.tooLarge });
    const badType = await startUpload({
      documentType: 'Selfie',
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 5,
    });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.fieldErrors)).toEqual(['documentType']);
  });

  it('removes a document and its file', async () => {
    const { document, upload } = (
      await startUpload({
        documentType: 'Photograph',
        fileName: 'p.png',
        contentType: 'image/png',
        sizeBytes: PNG.length,
      })
    ).body as ClaimDocumentUploadResponse;
    await postToStorage(upload, PNG, 'image/png');
    expect((await confirm(document.documentId)).status).toBe(200);
    expect((await removeDoc(document.documentId)).status).toBe(200);
    expect((await detail()).body.documents).toEqual([]);
    expect((await link(document.documentId)).status).toBe(404);
  });

  it("never reads, confirms, adds or removes another account's documents", async () => {
    const { document, upload } = (
      await startUpload({
        documentType: 'Photograph',
        fileName: 'p.png',
        contentType: 'image/png',
        sizeBytes: PNG.length,
      })
    ).body as ClaimDocumentUploadResponse;
    await postToStorage(upload, PNG, 'image/png');
    expect((await confirm(document.documentId)).status).toBe(200);

    const other = await createTestAccount('Other Foods');
    const them = { user: other.owner, accountId: other.accountId };
    expect((await link(document.documentId, them)).status).toBe(404);
    expect((await confirm(document.documentId, them)).status).toBe(404);
    expect((await removeDoc(document.documentId, them)).status).toBe(404);
    const add = await startUpload(
      { documentType: 'Other', fileName: 'x.png', contentType: 'image/png', sizeBytes: 5 },
      them,
    );
    expect(add.status).toBe(404);
    expect((await link(document.documentId)).status).toBe(200);
  });
});
