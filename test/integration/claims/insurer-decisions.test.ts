import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimRecord } from '#domain/claims/claim-record';
import { SANDBOX_INSURER_STEP_MINUTES } from '#domain/claims/sandbox-insurer.rules';
import { dynamoClaimReviewQueue, dynamoClaimStore } from '#functions/claims/adapters/dynamodb.claim-store';
import { makeSandboxInsurer } from '#functions/claims/adapters/sandbox.insurer';
import { makeInsurerDecisions } from '#functions/claims/use-cases/insurer-decisions.use-case';
import { makeClaimDecisions } from '#functions/claims/use-cases/settle-claim.use-case';
import { dynamoClaimSettingsStore } from '#functions/claims/adapters/dynamodb.claim-settings-store';
import type { ClaimStatusEmail } from '#domain/claims/ports';
import { uuidGenerator } from '#lib/ids';
import { createTestAccount } from '#test/support/accounts';
import { ledgerCheck } from '#test/support/ledger';
import { dynamoInvoices } from '#functions/billing/billing.adapters';
import { dynamoOrderRecords } from '#functions/orders/orders.adapters';

/**
 * The insurer's decisions against DynamoDB Local with the sandbox insurer on a clock the test moves: a received
 * claim is filed, moved step by step, and paid once — the wallet credit posted exactly once however often the
 * decision runs, also two runs at once.
 */
let clock = new Date();
const insurer = makeSandboxInsurer({ clock: () => clock });
const statusEmails: ClaimStatusEmail[] = [];
const decisions = makeInsurerDecisions({
  queue: dynamoClaimReviewQueue,
  decisions: makeClaimDecisions({
    claims: dynamoClaimStore,
    settings: dynamoClaimSettingsStore,
    orders: dynamoOrderRecords,
    invoices: dynamoInvoices,
    notifier: { statusChanged: async (email) => void statusEmails.push(email) },
    clock: () => clock,
  }),
  insurer,
  clock: () => clock,
});
const step = () => {
  clock = new Date(clock.getTime() + SANDBOX_INSURER_STEP_MINUTES * 60_000 + 1000);
};

async function receivedClaim(accountId: string, over: Partial<ClaimRecord> = {}): Promise<ClaimRecord> {
  const at = clock.toISOString();
  const orderId = uuidGenerator.newId();
  const record = {
    claimId: uuidGenerator.newId(),
    accountId,
    source: { kind: 'shipment', orderId, shipmentId: 's1' },
    type: 'lost',
    status: 'claim_received',
    resolution: 'pending',
    claim: { claimDetails: { bol: '1ZINSURED' } },
    amounts: { claimedCents: 12_345, declaredValueCents: 20_000 },
    history: [{ at, from: 'draft', to: 'claim_received', actor: { kind: 'merchant', id: 'u1' }, note: '' }],
    orderNumber: 'CL-1001',
    trackingCode: '1ZINSURED',
    version: 1,
    createdAt: at,
    updatedAt: at,
    submittedAt: at,
    ...over,
  } as ClaimRecord;
  expect((await dynamoClaimStore.create(record)).outcome).toBe('created');
  return record;
}

const statusOf = async (c: ClaimRecord) => (await dynamoClaimStore.get(c.accountId, c.claimId))!;
const claimCredits = async (accountId: string) =>
  (await ledgerCheck(accountId)).entries.filter((e) => e.kind === 'claim');

let accountId: string;
beforeAll(async () => {
  accountId = (await createTestAccount('Insured Foods')).accountId;
});

describe('insurer decisions (issue 25 item 7: the sandbox insurer decides when no admin acts)', () => {
  it('files a received claim, moves it step by step and pays it once, credit and all', async () => {
    const claim = await receivedClaim(accountId);
    await decisions();
    const filed = await statusOf(claim);
    expect(filed.status).toBe('investigation_pending');
    expect(filed.insurerClaimId).toMatch(/^sbx_clm_/);
    expect(filed.history.at(-1)).toMatchObject({ actor: { kind: 'insurer', id: 'sandbox-insurer' } });

    // Before the insurer's next step: nothing moves.
    await decisions();
    expect((await statusOf(claim)).status).toBe('investigation_pending');

    step();
    await decisions();
    expect((await statusOf(claim)).status).toBe('submitted_for_payment');
    expect(await claimCredits(accountId)).toEqual([]);

    step();
    await Promise.all([decisions(), decisions()]);
    await decisions();
    const paid = await statusOf(claim);
    expect(paid.status).toBe('paid');
    expect(paid.resolution).toBe('refund');
    const credits = await claimCredits(accountId);
    expect(credits).toHaveLength(1);
    expect(credits[0].amountCents).toBe(12_345);
    const ledger = await ledgerCheck(accountId);
    expect(ledger.balanceCents).toBe(ledger.ledgerSumCents);
  });

  it('denies what the rules deny, for the stated reason, and credits nothing', async () => {
    const other = (await createTestAccount('Over Declared Foods')).accountId;
    const claim = await receivedClaim(other, { amounts: { claimedCents: 30_000, declaredValueCents: 20_000 } });
    await decisions();
    step();
    await decisions();
    const denied = await statusOf(claim);
    expect(denied.status).toBe('denied');
    expect(denied.resolution).toBe('deny');
    expect(denied.history.at(-1)?.note).toMatch(/more than the declared value/);
    expect(await claimCredits(other)).toEqual([]);
  });

  it("a shopper's protection claim is the merchant's to resolve: the insurer leaves it alone", async () => {
    const other = (await createTestAccount('Protected Foods')).accountId;
    const claim = await receivedClaim(other, { source: { kind: 'protection', orderId: uuidGenerator.newId() } });
    await decisions();
    step();
    await decisions();
    const after = await statusOf(claim);
    expect(after.status).toBe('claim_received');
    expect(after.insurerClaimId).toBeUndefined();
  });

  it("tells the claim settings' recipients of each status the insurer moves to, the payment included", async () => {
    const other = (await createTestAccount('Told Foods')).accountId;
    await dynamoClaimSettingsStore.put(
      other,
      {
        profiles: [],
        notifications: {
          investigation_pending: [{ label: 'Ops', value: 'ops@example.com' }],
          paid: [{ label: 'Owner', value: 'owner@example.com' }],
        },
      },
      0,
    );
    const claim = await receivedClaim(other);
    await decisions();
    step();
    await decisions();
    step();
    await decisions();
    expect((await statusOf(claim)).status).toBe('paid');
    const told = statusEmails.filter((e) => e.claimId === claim.claimId);
    expect(told.map((e) => [e.status, e.recipients])).toEqual([
      ['investigation_pending', ['ops@example.com']],
      ['paid', ['owner@example.com']],
    ]);
    expect(await claimCredits(other)).toHaveLength(1);
  });
});
