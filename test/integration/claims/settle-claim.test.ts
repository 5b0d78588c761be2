import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '#api/claims';
import type { ClaimStatusEmail } from '#domain/claims/ports';
import type { OutgoingEmail } from '#domain/notifications/ports';
import { purchaseInvoice, purchaseInvoiceId } from '#domain/billing/wallet.rules';
import { CLAIM_MESSAGES } from '#domain/claims/claim-messages';
import { dynamoClaimReviewQueue, dynamoClaimStore } from '#functions/claims/claims.adapters';
import { dynamoClaimSettingsStore } from '#functions/claims/adapters/dynamodb.claim-settings-store';
import { handler as claimsRoute } from '#functions/claims/handlers/claims.handler';
import { handler as claimRoute } from '#functions/claims/handlers/claim.handler';
import { makeClaimDecisions, type ClaimDecisions } from '#functions/claims/use-cases/settle-claim.use-case';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoSentEmailLedger } from '#functions/notifications/adapters/dynamodb.sent-email-ledger';
import { makeSendClaimStatusEmail } from '#functions/notifications/use-cases/send-claim-status-email.use-case';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { createLabelledOrder } from '#test/support/claims';
import { fundWallet } from '#test/support/labels';
import { accountItems, ledgerCheck } from '#test/support/ledger-reads';
import { dynamoInvoices, dynamoWallet } from '#functions/billing/billing.adapters';
import { dynamoOrderRecords } from '#functions/orders/orders.adapters';

let accountId: string;
let owner: TestUser;
let claim: ClaimView;
let told: ClaimStatusEmail[];
let decisions: ClaimDecisions;
const admin = { kind: 'admin', id: 'staff-1' } as const;

const me = () => ({ user: owner, accountId });

/** A claim submitted by the merchant (draft → claim_received), through the routes. */
async function submittedClaim(): Promise<ClaimView> {
  const { orderId, shipmentId } = await createLabelledOrder(owner, accountId);
  const draft = (
    await invoke(
      claimsRoute,
      apiEvent({
        method: 'POST',
        path: '/api/v1/claims',
        body: { source: { kind: 'shipment', orderId, shipmentId }, type: 'lost' },
        ...me(),
      }),
    )
  ).body.claim as ClaimView;
  const byId = { pathParameters: { claimId: draft.claimId }, path: `/api/v1/claims/${draft.claimId}` };
  const filled = await invoke(
    claimRoute,
    apiEvent({
      method: 'PUT',
      ...byId,
      body: {
        version: draft.version,
        claim: {
          ...draft.claim,
          claimDetails: {
            ...draft.claim.claimDetails,
            lossCause: 'lost',
            lossDate: '01/09/2030',
            merchandiseAmount: 120,
            merchandiseDescription: 'Two smoked briskets',
          },
        },
      },
      ...me(),
    }),
  );
  const submitted = await invoke(
    claimRoute,
    apiEvent({
      method: 'POST',
      path: `${byId.path}/submit`,
      pathParameters: { claimId: draft.claimId, action: 'submit' },
      body: { version: filled.body.claim.version },
      ...me(),
    }),
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.claim as ClaimView;
}

/** Staff move a received claim through review to submitted for payment. */
async function readyForPayment(c: ClaimView) {
  await decisions.move({ accountId, claimId: c.claimId, to: 'investigation_pending', actor: admin });
  await decisions.move({ accountId, claimId: c.claimId, to: 'submitted_for_payment', actor: admin });
}

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Settle Foods'));
  await fundWallet(accountId, 5_000);
  told = [];
  decisions = makeClaimDecisions({
    claims: dynamoClaimStore,
    settings: dynamoClaimSettingsStore,
    orders: dynamoOrderRecords,
    invoices: dynamoInvoices,
    notifier: { statusChanged: async (email) => void told.push(email) },
  });
  await dynamoClaimSettingsStore.put(
    accountId,
    {
      profiles: [],
      notifications: {
        paid: [
          { label: 'Owner', value: 'owner@example.com' },
          { label: 'Ops', value: 'ops@example.com' },
        ],
        investigation_pending: [{ label: 'Ops', value: 'ops@example.com' }],
      },
    },
    0,
  );
  claim = await submittedClaim();
});

describe('settleClaim: the paid claim credits the wallet exactly once (accounts §4: claim adds amount plus tier fee)', () => {
  it('moves to paid and posts one claim invoice with the claim status in one transaction', async () => {
    await readyForPayment(claim);
    const before = await ledgerCheck(accountId);
    const paid = await decisions.settle({
      accountId,
      claimId: claim.claimId,
      amountCents: 11_000,
      tierFeeCents: 20,
      actor: admin,
    });
    expect(paid.outcome).toBe('settled');
    expect(paid.claim).toMatchObject({
      status: 'paid',
      resolution: 'refund',
      amounts: { claimedCents: 12_000, paidCents: 11_000, tierFeeCents: 20 },
    });
    expect(paid.claim.history.at(-1)).toMatchObject({ from: 'submitted_for_payment', to: 'paid', actor: admin });
    const after = await ledgerCheck(accountId);
    expect(after.balanceCents - before.balanceCents).toBe(11_020);
    expect(after.balanceCents).toBe(after.ledgerSumCents);
    const [invoice] = await accountItems(accountId, `INVOICE#claim#${claim.claimId}`);
    expect(invoice).toMatchObject({ type: 'claim', amount: 11_000, tierFee: 20, status: 'paid' });
  });

  it('a redelivered approval pays nothing more', async () => {
    await readyForPayment(claim);
    const input = { accountId, claimId: claim.claimId, amountCents: 9_000, actor: admin };
    expect((await decisions.settle(input)).outcome).toBe('settled');
    expect((await decisions.settle(input)).outcome).toBe('already');
    expect((await decisions.settle({ ...input, amountCents: 100 })).outcome).toBe('already');
    const credits = (await ledgerCheck(accountId)).entries.filter((e) => e.kind === 'claim');
    expect(credits).toHaveLength(1);
    expect(credits[0].amountCents).toBe(9_000);
  });

  it('two concurrent approvals (staff and the insurer) post one credit', async () => {
    await readyForPayment(claim);
    const results = await Promise.all([
      decisions.settle({ accountId, claimId: claim.claimId, amountCents: 12_000, actor: admin }),
      decisions.settle({
        accountId,
        claimId: claim.claimId,
        amountCents: 12_000,
        actor: { kind: 'insurer', id: 'sandbox' },
      }),
      decisions.settle({ accountId, claimId: claim.claimId, amountCents: 12_000, actor: admin }),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['already', 'already', 'settled']);
    const check = await ledgerCheck(accountId);
    expect(check.entries.filter((e) => e.kind === 'claim')).toHaveLength(1);
    expect(check.balanceCents).toBe(5_000 + 12_000);
    expect(check.balanceCents).toBe(check.ledgerSumCents);
    expect((await dynamoClaimStore.get(accountId, claim.claimId))!.history.filter((h) => h.to === 'paid')).toHaveLength(
      1,
    );
  });

  it('two processes approving at once (no in-process queue between them) post one credit', async () => {
    await readyForPayment(claim);
    // A second module graph is another Lambda: its own in-process wallet queue, the same table.
    vi.resetModules();
    const other = await import('#functions/claims/use-cases/settle-claim.use-case');
    const otherStore = (await import('#functions/claims/claims.adapters')).dynamoClaimStore;
    const otherDecisions = other.makeClaimDecisions({
      claims: otherStore,
      settings: dynamoClaimSettingsStore,
      orders: dynamoOrderRecords,
      invoices: dynamoInvoices,
      notifier: { statusChanged: async () => undefined },
    });
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        (i % 2 ? otherDecisions : decisions).settle({
          accountId,
          claimId: claim.claimId,
          amountCents: 7_000,
          actor: admin,
        }),
      ),
    );
    expect(results.filter((r) => r.outcome === 'settled')).toHaveLength(1);
    const check = await ledgerCheck(accountId);
    expect(check.entries.filter((e) => e.kind === 'claim')).toHaveLength(1);
    expect(check.balanceCents).toBe(5_000 + 7_000);
    expect(check.balanceCents).toBe(check.ledgerSumCents);
  });

  it('refuses to pay a claim not submitted for payment, a merchant payer, or more than was claimed', async () => {
    await expect(
      decisions.settle({ accountId, claimId: claim.claimId, amountCents: 100, actor: admin }),
    ).rejects.toThrow(CLAIM_MESSAGES.settlePaidOnly);
    await readyForPayment(claim);
    await expect(
      decisions.settle({
        accountId,
        claimId: claim.claimId,
        amountCents: 100,
        actor: { kind: 'merchant', id: owner.userId },
      }),
    ).rejects.toThrow('A merchant cannot move a claim to paid.');
    await expect(
      decisions.settle({ accountId, claimId: claim.claimId, amountCents: 12_001, actor: admin }),
    ).rejects.toThrow('The amount paid cannot be greater than the amount claimed ($120.00).');
    await expect(decisions.settle({ accountId, claimId: claim.claimId, amountCents: 0, actor: admin })).rejects.toThrow(
      'The amount paid must be a whole number of cents above 0.',
    );
    expect((await ledgerCheck(accountId)).entries.filter((e) => e.kind === 'claim')).toHaveLength(0);
  });

  it('keeps the staff review queue to open claims across accounts', async () => {
    const received = await dynamoClaimReviewQueue.page('claim_received', { limit: 100 });
    expect(received.items.map((c) => c.claimId)).toContain(claim.claimId);
    await readyForPayment(claim);
    expect(
      (await dynamoClaimReviewQueue.page('claim_received', { limit: 100 })).items.map((c) => c.claimId),
    ).not.toContain(claim.claimId);
    expect(
      (await dynamoClaimReviewQueue.page('submitted_for_payment', { limit: 100 })).items.map((c) => c.claimId),
    ).toContain(claim.claimId);
    await decisions.settle({ accountId, claimId: claim.claimId, amountCents: 100, actor: admin });
    for (const status of [
      'claim_received',
      'documents_pending',
      'investigation_pending',
      'submitted_for_payment',
    ] as const)
      expect((await dynamoClaimReviewQueue.page(status, { limit: 100 })).items.map((c) => c.claimId)).not.toContain(
        claim.claimId,
      );
  });
});

describe('claim status emails: each configured recipient once per status change (accounts §3 notifications)', () => {
  it('tells the recipients of each status; redelivered messages send nothing twice', async () => {
    await readyForPayment(claim);
    await decisions.settle({ accountId, claimId: claim.claimId, amountCents: 5_000, actor: admin });
    await decisions.settle({ accountId, claimId: claim.claimId, amountCents: 5_000, actor: admin });
    // investigation_pending once; paid told twice (the retry finishes a telling that may have died), one change.
    expect(told.map((t) => t.status)).toEqual(['investigation_pending', 'paid', 'paid']);
    expect(told[1]).toEqual(told[2]);
    expect(told[1].recipients).toEqual(['owner@example.com', 'ops@example.com']);

    const sent: OutgoingEmail[] = [];
    const send = makeSendClaimStatusEmail({
      accounts: dynamoAccountStore,
      ledger: dynamoSentEmailLedger,
      sender: { send: async (email) => (sent.push(email), { messageId: `m-${sent.length}` }) },
    });
    for (const email of told) await send({ kind: 'claim_status', ...email, recipients: [...email.recipients] });
    expect(sent.map((e) => e.to).sort()).toEqual(['ops@example.com', 'ops@example.com', 'owner@example.com']);
    expect(sent.find((e) => e.to === 'owner@example.com')!.subject).toBe(`Claim for order ${claim.orderNumber}: Paid`);
  });
});

describe('the claim credit gives back the claimed label’s tier fee (accounts §4: claim adds amount plus tier fee)', () => {
  /** The claimed label's shipment_purchase invoice, as the purchase posts it, with a tier fee of `tierFee` cents. */
  async function postPurchase(tierFee: number): Promise<string> {
    const order = (await dynamoOrderRecords.get(accountId, claim.source.orderId))!;
    const purchaseKey = (order.shipments[0]!.billOfLading as { purchaseKey: string }).purchaseKey;
    const invoiceId = purchaseInvoiceId(purchaseKey);
    await dynamoWallet.post(accountId, {
      entryId: invoiceId,
      kind: 'purchase',
      invoice: purchaseInvoice({ amountCents: 1_230, tierFeeCents: tierFee, insurancePremiumCents: 0 }),
      description: `Label for order ${claim.orderNumber}`,
    });
    return invoiceId;
  }

  it('credits the amount plus the purchase’s tier fee, once under redelivery and concurrent approvals', async () => {
    await postPurchase(35);
    await readyForPayment(claim);
    const before = await ledgerCheck(accountId);
    const input = { accountId, claimId: claim.claimId, amountCents: 10_000, actor: admin };
    const results = await Promise.all([
      decisions.settle(input),
      decisions.settle({ ...input, actor: { kind: 'insurer', id: 'sandbox' } as const }),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['already', 'settled']);
    expect((await decisions.settle(input)).outcome).toBe('already');
    const after = await ledgerCheck(accountId);
    expect(after.balanceCents - before.balanceCents).toBe(10_035);
    expect(after.balanceCents).toBe(after.ledgerSumCents);
    expect(after.entries.filter((e) => e.kind === 'claim')).toHaveLength(1);
    const [invoice] = await accountItems(accountId, `INVOICE#claim#${claim.claimId}`);
    expect(invoice).toMatchObject({ type: 'claim', amount: 10_000, tierFee: 35 });
    expect((await dynamoClaimStore.get(accountId, claim.claimId))!.amounts).toMatchObject({
      paidCents: 10_000,
      tierFeeCents: 35,
    });
  });

  it('credits no tier fee a refund of the label already gave back', async () => {
    const invoiceId = await postPurchase(35);
    await dynamoWallet.setInvoiceStatus(accountId, invoiceId, 'refunded');
    await readyForPayment(claim);
    await decisions.settle({ accountId, claimId: claim.claimId, amountCents: 10_000, actor: admin });
    const [invoice] = await accountItems(accountId, `INVOICE#claim#${claim.claimId}`);
    expect(invoice).toMatchObject({ type: 'claim', amount: 10_000, tierFee: 0 });
  });
});
