import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClaimPdfView } from '#api/claim-pdf';
import { claimSchema } from '#domain/claims/claim.schema';
import type { ClaimRecord } from '#domain/claims/claim-record';
import { handler as claimPdf } from '#functions/claims/handlers/claim-pdf.handler';
import { dynamoClaimStore } from '#functions/claims/claims.adapters';
import { dynamoClaimDocumentStore } from '#functions/claims/adapters/dynamodb.claim-document-store';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestOrder } from '#test/support/order-handlers';
import { addTestWarehouse } from '#test/support/warehouses';
import { pdfPages } from '#test/unit/labels/pdf-text';

let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Frost Foods'));
});

/** A claim as the claims store keeps it (created straight in the store: this suite is about its PDF). */
async function storedClaim(kind: 'shipment' | 'protection' = 'shipment'): Promise<ClaimRecord> {
  await addTestWarehouse(owner, accountId);
  const order = await createTestOrder(owner, accountId);
  const shipmentId = order.shipments[0]!.id!;
  const at = new Date().toISOString();
  const {
    id: _id,
    status: _s,
    documents: _d,
    ...form
  } = claimSchema.parse({
    claimDetails: { bol: '1Z999AA10123456784', lossDate: '11/26/2026', merchandiseAmount: 120, carrier: 'UPS' },
    contactDetails: { fullName: 'Dana Frost' },
    senderDetails: { fullName: 'Frost Foods' },
    recipientDetails: { fullName: 'Sam Rivera', city: 'Dallas' },
    payeeDetails: { fullName: 'Frost Foods' },
  });
  const record: ClaimRecord = {
    claimId: `clm_${randomUUID().slice(0, 8)}`,
    accountId,
    source: { kind, orderId: order.id, shipmentId },
    type: 'damaged',
    status: 'claim_received',
    resolution: 'pending',
    claim: form,
    amounts: { claimedCents: 12_000 },
    history: [{ at, from: null, to: 'claim_received', actor: { kind: 'merchant', id: owner.userId }, note: '' }],
    orderNumber: order.orderNumber,
    version: 1,
    createdAt: at,
    updatedAt: at,
  } as ClaimRecord;
  expect((await dynamoClaimStore.create(record)).outcome).toBe('created');
  return record;
}

const getPdf = (claimId: string, user = owner, account = accountId) =>
  invoke(
    claimPdf,
    apiEvent({
      method: 'GET',
      path: `/api/v1/claims/${claimId}/pdf`,
      pathParameters: { claimId },
      user,
      accountId: account,
    }),
  );

describe('GET /api/v1/claims/{claimId}/pdf (claim-pdf)', () => {
  it('answers a link to the claim drawn as a PDF', async () => {
    const claim = await storedClaim();
    const res = await getPdf(claim.claimId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = res.body as ClaimPdfView;
    const bytes = new Uint8Array(await (await fetch(view.url)).arrayBuffer());
    const [page] = await pdfPages(bytes);
    const shown = page!.texts.join('\n');
    expect(shown).toContain(`CLAIM ${claim.claimId}`);
    expect(shown).toContain('Frost Foods');
    expect(shown).toContain('1Z999AA10123456784');
    expect(shown).toContain('Sam Rivera');
  });

  it('lists the claim’s confirmed documents by type and file name, not the uploads never finished', async () => {
    const claim = await storedClaim();
    const document = (documentId: string, fileName: string, documentType: 'Photograph' | 'Original Invoice') => ({
      documentId,
      documentType,
      fileName,
      contentType: documentType === 'Photograph' ? 'image/jpeg' : 'application/pdf',
      sizeBytes: 0,
      state: 'pending' as const,
      uploadedAt: new Date().toISOString(),
    });
    await dynamoClaimDocumentStore.add(accountId, claim.claimId, document('d1', 'thawed-box.jpg', 'Photograph'), 10);
    await dynamoClaimDocumentStore.add(
      accountId,
      claim.claimId,
      document('d2', 'invoice-1042.pdf', 'Original Invoice'),
      10,
    );
    await dynamoClaimDocumentStore.add(accountId, claim.claimId, document('d3', 'never-sent.jpg', 'Photograph'), 10);
    await dynamoClaimDocumentStore.confirm(accountId, claim.claimId, 'd1', 48_000);
    await dynamoClaimDocumentStore.confirm(accountId, claim.claimId, 'd2', 12_000);
    const res = await getPdf(claim.claimId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bytes = new Uint8Array(await (await fetch((res.body as ClaimPdfView).url)).arrayBuffer());
    const shown = (await pdfPages(bytes)).flatMap((p) => p.texts).join('\n');
    expect(shown).toContain('Photograph: thawed-box.jpg');
    expect(shown).toContain('Original Invoice: invoice-1042.pdf');
    expect(shown).not.toContain('never-sent.jpg');
    expect(shown).not.toContain('No documents attached');
  });

  it('never draws another account’s claim (404), and an unknown id is 404', async () => {
    const claim = await storedClaim();
    const other = await createTestAccount('Other Foods');
    expect((await getPdf(claim.claimId, other.owner, other.accountId)).status).toBe(404);
    expect((await getPdf('clm_missing')).status).toBe(404);
  });

  it('accounts §6: a Full Coverage claim needs view_claim_tracking, a protection claim view_order_protection', async () => {
    const insured = await storedClaim('shipment');
    const protection = await storedClaim('protection');
    const protectionOnly = await addTestMember(accountId, { view_order_protection: true, view_claim_tracking: false });
    const neither = await addTestMember(accountId, { view_order_protection: false, view_claim_tracking: false });
    expect((await getPdf(insured.claimId, protectionOnly)).status).toBe(403);
    expect((await getPdf(protection.claimId, protectionOnly)).status).toBe(200);
    expect((await getPdf(protection.claimId, neither)).status).toBe(403);
  });
});
