import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminAccountSearchResponse,
  AdminAccountSummaryResponse,
  AdminAuditLogResponse,
  AdminClaimActionResponse,
  AdminClaimQueueResponse,
  AdminClaimResponse,
} from '#api/admin';
import { handler as searchAccounts } from '#functions/admin/handlers/admin-accounts.handler';
import { handler as accountSummary } from '#functions/admin/handlers/admin-account.handler';
import { handler as auditLog } from '#functions/admin/handlers/admin-audit-log.handler';
import { handler as claimQueue } from '#functions/admin/handlers/admin-claim-queue.handler';
import { handler as getClaim } from '#functions/admin/handlers/admin-claim.handler';
import { handler as denial } from '#functions/admin/handlers/admin-claim-denial.handler';
import { handler as moves } from '#functions/admin/handlers/admin-claim-move.handler';
import { handler as payout } from '#functions/admin/handlers/admin-claim-payout.handler';
import { dynamoAdminAuditLog } from '#functions/admin/adapters/dynamodb.admin-audit-log';
import { dynamoAuditedClaimWrites } from '#functions/admin/adapters/dynamodb.audited-claim-writes';
import { makeClaimReview } from '#functions/admin/use-cases/claim-review.use-case';
import { dynamoClaimReviewQueue, dynamoClaimStore } from '#functions/claims/claims.adapters';
import { dynamoClaimSettingsStore } from '#functions/claims/adapters/dynamodb.claim-settings-store';
import { makeClaimDecisions } from '#functions/claims/use-cases/settle-claim.use-case';
import type { ClaimStatusEmail } from '#domain/claims/ports';
import type { ClaimRecord } from '#domain/claims/claim-record';
import { createTestAccount } from '#test/support/accounts';
import { storeSubmittedClaim, testStaff } from '#test/support/admin-claims';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { ledgerCheck } from '#test/support/ledger';
import { dynamoInvoices } from '#functions/billing/billing.adapters';
import { dynamoOrderRecords } from '#functions/orders/orders.adapters';

type Handler = Parameters<typeof invoke>[0];

let accountId: string;
let owner: TestUser;
let staff: TestUser;
let claim: ClaimRecord;

const claimPath = (c: ClaimRecord, tail = '') => `/api/v1/admin/accounts/${c.accountId}/claims/${c.claimId}${tail}`;
const call = (
  handler: Handler,
  method: string,
  path: string,
  opts: { body?: unknown; query?: Record<string, string>; params?: Record<string, string>; user?: TestUser } = {},
) =>
  invoke(
    handler,
    apiEvent({
      method,
      path,
      user: opts.user ?? staff,
      body: opts.body,
      query: opts.query,
      pathParameters: opts.params,
    }),
  );
const onClaim = (handler: Handler, c: ClaimRecord, tail: string, body: unknown, user?: TestUser) =>
  call(handler, 'POST', claimPath(c, tail), { body, params: { accountId: c.accountId, claimId: c.claimId }, user });
const move = (c: ClaimRecord, to: string, expectedVersion: number, note = '') =>
  onClaim(moves, c, '/moves', { to, expectedVersion, note });
const auditOf = async (id = accountId) => (await dynamoAdminAuditLog.ofAccount(id, { limit: 100 })).items;
// The claim decisions as the console's wiring has them, with the status emails recorded instead of queued.
const statusEmails: ClaimStatusEmail[] = [];
const recordedDecisions = makeClaimDecisions({
  claims: dynamoClaimStore,
  settings: dynamoClaimSettingsStore,
  orders: dynamoOrderRecords,
  invoices: dynamoInvoices,
  notifier: { statusChanged: async (email) => void statusEmails.push(email) },
});
const claimInvoices = async () => (await ledgerCheck(accountId)).entries.filter((e) => e.kind === 'claim');

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount(`Frozen Fjord ${randomUUID().slice(0, 6)}`));
  staff = testStaff();
  claim = await storeSubmittedClaim(accountId);
});

describe('staff console: accounts', () => {
  it('finds the account by id, by its owner’s email and by part of the company name', async () => {
    const byId = await call(searchAccounts, 'GET', '/api/v1/admin/accounts', { query: { q: accountId, by: 'id' } });
    expect((byId.body as AdminAccountSearchResponse).items).toEqual([
      { accountId, name: expect.stringMatching(/^Frozen Fjord/) },
    ]);
    const name = (byId.body as AdminAccountSearchResponse).items[0].name;
    // A scan slice at a time: follow the cursor until the account shows up (bounded by the table's size).
    for (const [by, q] of [
      ['email', owner.email.toUpperCase()],
      ['company', name.slice(7).toLowerCase()],
    ]) {
      let found = false;
      let cursor: string | undefined;
      for (let i = 0; i < 200 && !found; i++) {
        const res = await call(searchAccounts, 'GET', '/api/v1/admin/accounts', {
          query: { q, by, ...(cursor ? { cursor } : {}) },
        });
        expect(res.status).toBe(200);
        const page = res.body as AdminAccountSearchResponse;
        found = page.items.some((hit) => hit.accountId === accountId);
        cursor = page.cursor;
        if (!cursor) break;
      }
      expect(found, `${by} ${q}`).toBe(true);
    }
  });

  it('answers 400 on a search too short or a forged cursor', async () => {
    const short = await call(searchAccounts, 'GET', '/api/v1/admin/accounts', { query: { q: 'a', by: 'company' } });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.q).toBe('Value is too short');
    const forged = await call(searchAccounts, 'GET', '/api/v1/admin/accounts', {
      query: { q: 'fjord', by: 'company', cursor: Buffer.from('{"pk":1}').toString('base64url') },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.fieldErrors.cursor).toBeDefined();
  });

  it('summarises an account: plan, wallet, recent claims and staff actions', async () => {
    await move(claim, 'investigation_pending', claim.version);
    const res = await call(accountSummary, 'GET', `/api/v1/admin/accounts/${accountId}`, { params: { accountId } });
    expect(res.status).toBe(200);
    const summary = res.body as AdminAccountSummaryResponse;
    expect(summary.plan?.selectedPlan).toBe('trial');
    expect(summary.wallet.balanceCents).toBe(0);
    expect(summary.recentClaims.map((c) => c.claimId)).toEqual([claim.claimId]);
    expect(summary.recentAudit.map((a) => a.action)).toEqual(['claim.move']);
    const missing = await call(accountSummary, 'GET', '/api/v1/admin/accounts/x', { params: { accountId: 'nope' } });
    expect(missing.status).toBe(404);
  });
});

describe('staff console: the review queue and a claim', () => {
  it('lists received claims across accounts, oldest first, and pages with a checked cursor', async () => {
    const other = await createTestAccount();
    const otherClaim = await storeSubmittedClaim(other.accountId);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(claimQueue, 'GET', '/api/v1/admin/claims', {
        query: { status: 'claim_received', limit: '100', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      const page = res.body as AdminClaimQueueResponse;
      seen.push(...page.items.map((c) => c.claimId));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual(expect.arrayContaining([claim.claimId, otherClaim.claimId]));
    expect(seen.indexOf(claim.claimId)).toBeLessThan(seen.indexOf(otherClaim.claimId));
    const foreign = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y', gsi4pk: 'CLAIMREVIEW#paid', gsi4sk: 'z' })).toString(
      'base64url',
    );
    const bad = await call(claimQueue, 'GET', '/api/v1/admin/claims', { query: { cursor: foreign } });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.cursor).toBeDefined();
  });

  it('opens a claim with the moves staff may make; a draft is not shown', async () => {
    const res = await call(getClaim, 'GET', claimPath(claim), { params: { accountId, claimId: claim.claimId } });
    expect(res.status).toBe(200);
    const body = res.body as AdminClaimResponse;
    expect(body.claim.maxPayoutCents).toBe(10_000);
    expect(body.nextStatuses).toEqual(['documents_pending', 'investigation_pending', 'closed']);
    const draft = await storeSubmittedClaim(accountId, { status: 'draft' });
    const hidden = await call(getClaim, 'GET', claimPath(draft), { params: { accountId, claimId: draft.claimId } });
    expect(hidden.status).toBe(404);
  });
});

describe('staff actions write the change and its audit entry together', () => {
  it('moves a claim through a guarded transition, naming the staff member', async () => {
    const res = await move(claim, 'investigation_pending', claim.version, 'Carrier trace opened');
    expect(res.status).toBe(200);
    const { claim: moved, audit } = res.body as AdminClaimActionResponse;
    expect(moved.status).toBe('investigation_pending');
    expect(moved.history.at(-1)).toMatchObject({
      from: 'claim_received',
      to: 'investigation_pending',
      actor: { kind: 'admin', id: staff.userId },
      note: 'Carrier trace opened',
    });
    expect(await auditOf()).toEqual([
      {
        ...audit,
        admin: { userId: staff.userId, email: staff.email },
        action: 'claim.move',
        accountId,
        claimId: claim.claimId,
        before: { status: 'claim_received', resolution: 'pending', version: claim.version },
        after: { status: 'investigation_pending', resolution: 'pending', version: claim.version + 1 },
        note: 'Carrier trace opened',
      },
    ]);
  });

  it('refuses a move the lifecycle does not allow, or one made on a stale read, and audits nothing', async () => {
    const skip = await move(claim, 'submitted_for_payment', claim.version);
    expect(skip.status).toBe(409);
    expect(skip.body.fieldErrors.to).toBe('A claim cannot move from claim_received to submitted_for_payment.');
    const stale = await move(claim, 'investigation_pending', claim.version - 1);
    expect(stale.status).toBe(409);
    const paidByMove = await move(claim, 'paid', claim.version);
    expect(paidByMove.status).toBe(400);
    expect((await dynamoClaimStore.get(accountId, claim.claimId))?.status).toBe('claim_received');
    expect(await auditOf()).toEqual([]);
  });

  it('an audit entry that cannot be written leaves the claim unmoved (one transaction)', async () => {
    const fixedId = randomUUID();
    const review = makeClaimReview({
      claims: dynamoClaimStore,
      queue: dynamoClaimReviewQueue,
      decisions: recordedDecisions,
      writes: dynamoAuditedClaimWrites,
      ids: { newId: () => fixedId },
    });
    const admin = { userId: staff.userId, email: staff.email };
    await review.move(admin, accountId, claim.claimId, {
      to: 'investigation_pending',
      note: '',
      expectedVersion: claim.version,
    });
    // Same audit id, same instant: the entry's create is refused, so the move in its transaction is too.
    const second = await storeSubmittedClaim(accountId);
    const firstAt = new Date((await auditOf())[0].at);
    const frozen = makeClaimReview({
      claims: dynamoClaimStore,
      queue: dynamoClaimReviewQueue,
      decisions: recordedDecisions,
      writes: dynamoAuditedClaimWrites,
      ids: { newId: () => fixedId },
      now: () => firstAt,
    });
    await expect(
      frozen.move(admin, accountId, second.claimId, {
        to: 'investigation_pending',
        note: '',
        expectedVersion: second.version,
      }),
    ).rejects.toThrow();
    expect((await dynamoClaimStore.get(accountId, second.claimId))?.status).toBe('claim_received');
    expect((await auditOf()).map((a) => a.claimId)).toEqual([claim.claimId]);
  });

  it('pays a claim submitted for payment: the wallet is credited once, as a claim invoice, within the coverage', async () => {
    let v = claim.version;
    expect((await move(claim, 'investigation_pending', v++)).status).toBe(200);
    expect((await move(claim, 'submitted_for_payment', v++)).status).toBe(200);
    const over = await onClaim(payout, claim, '/payout', { amount: 100.01, expectedVersion: v });
    expect(over.status).toBe(400);
    expect(over.body.fieldErrors.amount).toBe('The payout cannot exceed $100.00, the amount this claim covers.');
    const paid = await onClaim(payout, claim, '/payout', { amount: 87.5, expectedVersion: v });
    expect(paid.status).toBe(200);
    const body = paid.body as AdminClaimActionResponse;
    expect(body.claim.status).toBe('paid');
    expect(body.claim.resolution).toBe('refund');
    expect(body.audit).toMatchObject({ action: 'claim.approve', after: { status: 'paid', paidCents: 8_750 } });
    const again = await onClaim(payout, claim, '/payout', { amount: 87.5, expectedVersion: v });
    expect(again.status).toBe(409);
    const ledger = await ledgerCheck(accountId);
    expect(ledger.balanceCents).toBe(8_750);
    expect(await claimInvoices()).toHaveLength(1);
    expect((await auditOf()).map((a) => a.action)).toEqual(['claim.approve', 'claim.move', 'claim.move']);
  });

  it('two staff approving the same claim at once credit it once, with one audit entry', async () => {
    let v = claim.version;
    await move(claim, 'investigation_pending', v++);
    await move(claim, 'submitted_for_payment', v++);
    const other = testStaff();
    const results = await Promise.all([
      onClaim(payout, claim, '/payout', { amount: 50, expectedVersion: v }),
      onClaim(payout, claim, '/payout', { amount: 50, expectedVersion: v }, other),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await ledgerCheck(accountId)).balanceCents).toBe(5_000);
    expect(await claimInvoices()).toHaveLength(1);
    expect((await auditOf()).filter((a) => a.action === 'claim.approve')).toHaveLength(1);
  });

  it('denies with a reason (required), and the audit log route reads it back', async () => {
    const noReason = await onClaim(denial, claim, '/denial', { reason: '  ', expectedVersion: claim.version });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors.reason).toBe('This field is required');
    const denied = await onClaim(denial, claim, '/denial', {
      reason: 'Delivered per carrier scan',
      expectedVersion: claim.version,
    });
    expect(denied.status).toBe(200);
    expect((denied.body as AdminClaimActionResponse).claim).toMatchObject({ status: 'denied', resolution: 'deny' });
    const log = await call(auditLog, 'GET', '/api/v1/admin/audit-log', { query: { accountId } });
    expect(log.status).toBe(200);
    expect((log.body as AdminAuditLogResponse).items).toEqual([
      expect.objectContaining({ action: 'claim.deny', note: 'Delivered per carrier scan', claimId: claim.claimId }),
    ]);
    const all = await call(auditLog, 'GET', '/api/v1/admin/audit-log', { query: { limit: '100' } });
    expect((all.body as AdminAuditLogResponse).items.map((a) => a.auditId)).toContain(
      (log.body as AdminAuditLogResponse).items[0].auditId,
    );
  });

  it('the merchant who owns the claim cannot act on it through the staff routes', async () => {
    const res = await onClaim(payout, claim, '/payout', { amount: 50, expectedVersion: claim.version }, owner);
    expect(res.status).toBe(403);
    expect((await dynamoClaimStore.get(accountId, claim.claimId))?.status).toBe('claim_received');
    expect(await claimInvoices()).toHaveLength(0);
  });

  it("emails the claim settings' recipients of each status staff set, the payout included, once each", async () => {
    await dynamoClaimSettingsStore.put(
      accountId,
      {
        profiles: [],
        notifications: {
          investigation_pending: [{ label: 'Ops', value: 'ops@example.com' }],
          paid: [{ label: 'Owner', value: 'owner@example.com' }],
          denied: [{ label: 'Owner', value: 'owner@example.com' }],
        },
      },
      0,
    );
    const review = makeClaimReview({
      claims: dynamoClaimStore,
      queue: dynamoClaimReviewQueue,
      decisions: recordedDecisions,
      writes: dynamoAuditedClaimWrites,
      ids: { newId: () => randomUUID() },
    });
    const admin = { userId: staff.userId, email: staff.email };
    let v = claim.version;
    await review.move(admin, accountId, claim.claimId, { to: 'investigation_pending', note: '', expectedVersion: v++ });
    await review.move(admin, accountId, claim.claimId, { to: 'submitted_for_payment', note: '', expectedVersion: v++ });
    const paid = await review.approve(admin, accountId, claim.claimId, { amount: 40, note: '', expectedVersion: v });
    expect(paid.audit).toMatchObject({ action: 'claim.approve', after: { status: 'paid', paidCents: 4_000 } });
    await expect(
      review.approve(admin, accountId, claim.claimId, { amount: 40, note: '', expectedVersion: v }),
    ).rejects.toThrow('This claim was already paid.');
    const denied = await storeSubmittedClaim(accountId);
    await review.deny(admin, accountId, denied.claimId, { reason: 'No loss', expectedVersion: denied.version });

    const told = statusEmails.filter((e) => e.accountId === accountId);
    expect(told.map((e) => [e.claimId, e.status, e.recipients])).toEqual([
      [claim.claimId, 'investigation_pending', ['ops@example.com']],
      [claim.claimId, 'paid', ['owner@example.com']],
      [denied.claimId, 'denied', ['owner@example.com']],
    ]);
    // Each email names the history line it tells of: the audit entry's time.
    expect(told[1].at).toBe(paid.audit.at);
    expect(await claimInvoices()).toHaveLength(1);
    expect((await auditOf()).map((a) => a.action)).toEqual(['claim.deny', 'claim.approve', 'claim.move', 'claim.move']);
  });
});
