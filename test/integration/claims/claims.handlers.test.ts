import { beforeEach, describe, expect, it } from 'vitest';
import type { ClaimDetailResponse, ClaimView, ClaimWriteResponse } from '#api/claims';
import { CLAIM_MESSAGES } from '#domain/claims/claim-messages';
import { MESSAGES } from '#domain/validation/messages';
import { handler as claimsRoute } from '#functions/claims/handlers/claims.handler';
import { handler as claimRoute } from '#functions/claims/handlers/claim.handler';
import { handler as settingsRoute } from '#functions/claims/handlers/claim-settings.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { createLabelledOrder } from '#test/support/claims';
import { createTestOrder } from '#test/support/order-handlers';

let accountId: string;
let owner: TestUser;
let orderId: string;
let shipmentId: string;
let trackingCode: string;

const as = (user: TestUser, account: string) => ({ user, accountId: account });
const me = () => as(owner, accountId);

const create = (body: unknown, who = me()) =>
  invoke(claimsRoute, apiEvent({ method: 'POST', path: '/api/v1/claims', body, ...who }));
const list = (query: Record<string, string> = {}, who = me()) =>
  invoke(claimsRoute, apiEvent({ method: 'GET', path: '/api/v1/claims', query, ...who }));
const byId = (claimId: string, suffix = '') => ({
  pathParameters: { claimId },
  path: `/api/v1/claims/${claimId}${suffix}`,
});
const get = (claimId: string, who = me()) => invoke(claimRoute, apiEvent({ method: 'GET', ...byId(claimId), ...who }));
const update = (claimId: string, body: unknown, who = me()) =>
  invoke(claimRoute, apiEvent({ method: 'PUT', body, ...byId(claimId), ...who }));
const remove = (claimId: string, who = me()) =>
  invoke(claimRoute, apiEvent({ method: 'DELETE', ...byId(claimId), ...who }));
const act =
  (action: string) =>
  (claimId: string, version: number, who = me()) =>
    invoke(
      claimRoute,
      apiEvent({
        method: 'POST',
        body: { version },
        pathParameters: { claimId, action },
        path: `/api/v1/claims/${claimId}/${action}`,
        ...who,
      }),
    );
const submit = act('submit');
const withdraw = act('withdraw');

const shipmentClaim = (type = 'damaged', extra: Record<string, unknown> = {}) => ({
  source: { kind: 'shipment', orderId, shipmentId },
  type,
  ...extra,
});

/** A draft the spec's submit checks accept: loss cause and descriptions filled in. */
async function fillIn(view: ClaimView, details: Record<string, unknown> = {}) {
  const res = await update(view.claimId, {
    version: view.version,
    claim: {
      ...view.claim,
      claimDetails: {
        ...view.claim.claimDetails,
        lossCause: 'damage_Ext',
        merchandiseDescription: 'Smoked brisket, vacuum sealed',
        damageDescription: 'Box crushed, brisket thawed',
        // The label ships 01/02/2030; the loss is after it.
        lossDate: '01/05/2030',
        ...details,
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as ClaimWriteResponse).claim;
}

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Claim Foods'));
  ({ orderId, shipmentId, trackingCode } = await createLabelledOrder(owner, accountId, { declaredValue: 150 }));
});

describe('claims routes against DynamoDB Local (accounts §3-§5, §8)', () => {
  it('creates a draft prefilled from the labelled shipment (accounts §3 prefill rules)', async () => {
    const res = await create(shipmentClaim());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { claim, message } = res.body as ClaimWriteResponse;
    expect(message).toBe(CLAIM_MESSAGES.drafted);
    expect(claim).toMatchObject({
      status: 'draft',
      statusLabel: 'Draft',
      resolution: 'pending',
      type: 'damaged',
      reason: 'contents damaged',
      trackingCode,
      source: { kind: 'shipment', orderId, shipmentId },
      amounts: { claimedCents: 15_000, declaredValueCents: 15_000 },
      version: 1,
      actions: { edit: true, submit: true, withdraw: false, delete: true },
    });
    expect(claim.claim.claimDetails).toMatchObject({
      bol: trackingCode,
      shipDate: '01/02/2030',
      carrier: 'UPS',
      service: 'Ground',
      quantity: 2,
      merchandiseAmount: 150,
      shippingAmount: 12.5,
    });
    // The warehouse address is the sender's (its companyName, here none: the merchant placeholder); the support
    // address is the contact's default email (accounts §3 block order and defaults).
    expect(claim.claim.senderDetails).toMatchObject({
      fullName: 'Merchant',
      addressLine1: '1100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      phoneNumber: '512-555-0100',
    });
    expect(claim.claim.contactDetails.emailAddress).toBe('support@shipdeck.example');
    expect(claim.history).toEqual([
      { at: claim.createdAt, from: null, to: 'draft', actor: { kind: 'merchant', id: owner.userId }, note: '' },
    ]);
  });

  it('keeps one draft or open claim per shipment and type, and frees it when withdrawn', async () => {
    const first = (await create(shipmentClaim('lost'))).body.claim as ClaimView;
    const again = await create(shipmentClaim('lost'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CLAIM_MESSAGES.duplicate('lost'));
    // Another type of the same shipment is its own claim.
    expect((await create(shipmentClaim('delayed'))).status).toBe(201);

    const filled = await fillIn(first);
    const submitted = await submit(first.claimId, filled.version);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await create(shipmentClaim('lost'))).status).toBe(409);
    const withdrawn = await withdraw(first.claimId, submitted.body.claim.version);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe(CLAIM_MESSAGES.withdrawn);
    expect(withdrawn.body.claim.status).toBe('withdrawn');
    expect((await create(shipmentClaim('lost'))).status).toBe(201);
  });

  it('refuses a shipment without a label, or one not on the order, with a field message', async () => {
    const bare = await createTestOrder(owner, accountId);
    const res = await create({
      source: { kind: 'shipment', orderId: bare.id, shipmentId: bare.shipments[0].id },
      type: 'lost',
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ 'source.shipmentId': CLAIM_MESSAGES.noLabel });
    const wrong = await create({ source: { kind: 'shipment', orderId, shipmentId: 'nope' }, type: 'lost' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ 'source.shipmentId': CLAIM_MESSAGES.noShipment });
    const order = await create({ source: { kind: 'order', orderId: bare.id }, type: 'lost' });
    expect(order.status).toBe(400);
    expect(order.body.fieldErrors).toEqual({ 'source.orderId': CLAIM_MESSAGES.noLabel });
  });

  it('validates the request bodies with bounded schemas: 400 with field messages, never a 500', async () => {
    const badType = await create(shipmentClaim('thawed'));
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.fieldErrors)).toContain('type');
    const draft = (await create(shipmentClaim())).body.claim as ClaimView;
    const long = await update(draft.claimId, {
      version: 1,
      claim: { ...draft.claim, claimDetails: { ...draft.claim.claimDetails, damageDescription: 'x'.repeat(231) } },
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors['claim.claimDetails.damageDescription']).toBe(MESSAGES.tooLong);
    const nan = await update(draft.claimId, {
      version: 1,
      claim: { ...draft.claim, claimDetails: { ...draft.claim.claimDetails, merchandiseAmount: 1e12 } },
    });
    expect(nan.status).toBe(400);
    expect(Object.keys(nan.body.fieldErrors)).toEqual(['claim.claimDetails.merchandiseAmount']);
  });

  it("submit runs the spec's claim checks with its messages (accounts §5), then moves draft → claim_received", async () => {
    const draft = (await create(shipmentClaim())).body.claim as ClaimView;
    const wrong = await fillIn(draft, { lossDate: '01/01/2030', merchandiseAmount: 200, damageDescription: '' });
    const refused = await submit(draft.claimId, wrong.version);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      'claim.claimDetails.lossDate': "Loss date can't be before the ship date",
      'claim.claimDetails.merchandiseAmount': 'Merchandise Amount cannot be greater than declared value',
      'claim.claimDetails.damageDescription': MESSAGES.required,
    });
    expect((await get(draft.claimId)).body.claim.status).toBe('draft');

    const fixed = await fillIn(wrong, { lossDate: '01/05/2030', merchandiseAmount: 120 });
    expect(fixed.amounts.claimedCents).toBe(12_000);
    const res = await submit(draft.claimId, fixed.version);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CLAIM_MESSAGES.created);
    const claim = res.body.claim as ClaimView;
    expect(claim).toMatchObject({
      status: 'claim_received',
      statusLabel: 'Claim Received',
      version: fixed.version + 1,
    });
    expect(claim.submittedAt).toBeDefined();
    expect(claim.history.map((h) => [h.from, h.to, h.actor.kind])).toEqual([
      [null, 'draft', 'merchant'],
      ['draft', 'claim_received', 'merchant'],
    ]);
    // Submitted: no more edits, no second submit, no deletion.
    expect((await update(claim.claimId, { version: claim.version, claim: claim.claim })).status).toBe(409);
    expect((await submit(claim.claimId, claim.version)).status).toBe(409);
    expect((await remove(claim.claimId)).status).toBe(409);
  });

  it('takes server-owned fields from nowhere but the server', async () => {
    const draft = (await create({ ...shipmentClaim(), status: 'paid', history: [], amounts: { paidCents: 1 } })).body
      .claim as ClaimView;
    expect(draft.status).toBe('draft');
    const edited = await update(draft.claimId, {
      version: draft.version,
      status: 'paid',
      claim: { ...draft.claim, status: 'paid', documents: [{ documentType: 'Other', file: 'x' }] },
      amounts: { paidCents: 999 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.claim).toMatchObject({ status: 'draft', amounts: { claimedCents: 15_000 } });
    expect(edited.body.claim.amounts.paidCents).toBeUndefined();
  });

  it('edits are guarded by the version read (409 when stale)', async () => {
    const draft = (await create(shipmentClaim())).body.claim as ClaimView;
    await fillIn(draft);
    const stale = await update(draft.claimId, { version: draft.version, claim: draft.claim });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CLAIM_MESSAGES.stale);
  });

  it('lists newest first, filtered by status and by order', async () => {
    const a = (await create(shipmentClaim('lost'))).body.claim as ClaimView;
    const b = (await create(shipmentClaim('damaged'))).body.claim as ClaimView;
    const filled = await fillIn(b);
    await submit(b.claimId, filled.version);
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.items.map((c: ClaimView) => c.claimId)).toEqual([b.claimId, a.claimId]);
    const drafts = await list({ status: 'draft' });
    expect(drafts.body.items.map((c: ClaimView) => c.claimId)).toEqual([a.claimId]);
    const ofOrder = await list({ orderId });
    expect(ofOrder.body.items).toHaveLength(2);
    const bad = await list({ status: 'thawed' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['status']);
  });

  it('deletes a draft (and frees its shipment + type)', async () => {
    const draft = (await create(shipmentClaim())).body.claim as ClaimView;
    const res = await remove(draft.claimId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CLAIM_MESSAGES.deleted);
    expect((await get(draft.claimId)).status).toBe(404);
    expect((await create(shipmentClaim())).status).toBe(201);
  });

  it('a claim settings profile fills in the descriptions of a new claim', async () => {
    const saved = await invoke(
      settingsRoute,
      apiEvent({
        method: 'PUT',
        path: '/api/v1/claim-settings',
        body: {
          version: 0,
          settings: {
            profiles: [
              {
                profileName: 'Frozen meat',
                merchandiseDescription: 'Frozen beef',
                damageDescription: 'Thawed in transit',
                commodity: 'Meat',
                lossCause: 'damage_Ext',
                lossDate: '',
              },
            ],
            notifications: { claim_received: [{ label: 'Ops', value: 'ops@example.com' }] },
          },
        },
        ...me(),
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(1);
    const claim = (await create(shipmentClaim('damaged', { profileName: 'Frozen meat' }))).body.claim as ClaimView;
    expect(claim.claim.claimDetails).toMatchObject({
      merchandiseDescription: 'Frozen beef',
      damageDescription: 'Thawed in transit',
      commodity: 'Meat',
      lossCause: 'damage_Ext',
    });
    const unknown = await create(shipmentClaim('lost', { profileName: 'Nope' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ profileName: CLAIM_MESSAGES.unknownProfile });
    // A profile needs its name and both descriptions (accounts §5).
    const incomplete = await invoke(
      settingsRoute,
      apiEvent({
        method: 'PUT',
        path: '/api/v1/claim-settings',
        body: { version: 1, settings: { profiles: [{ profileName: 'Empty' }], notifications: {} } },
        ...me(),
      }),
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fieldErrors).toMatchObject({
      'settings.profiles.0.merchandiseDescription': MESSAGES.required,
      'settings.profiles.0.damageDescription': MESSAGES.required,
    });
  });
});

describe('claims tenancy and permissions (accounts §6)', () => {
  it("another account's claim is missing to every route, and its order cannot be claimed", async () => {
    const draft = (await create(shipmentClaim())).body.claim as ClaimView;
    const other = await createTestAccount('Other Foods');
    const them = as(other.owner, other.accountId);
    expect((await get(draft.claimId, them)).status).toBe(404);
    expect((await update(draft.claimId, { version: 1, claim: draft.claim }, them)).status).toBe(404);
    expect((await submit(draft.claimId, 1, them)).status).toBe(404);
    expect((await withdraw(draft.claimId, 1, them)).status).toBe(404);
    expect((await remove(draft.claimId, them)).status).toBe(404);
    expect((await list({}, them)).body.items).toEqual([]);
    expect((await list({ orderId }, them)).body.items).toEqual([]);
    expect((await create(shipmentClaim(), them)).status).toBe(404);
    const settings = await invoke(settingsRoute, apiEvent({ method: 'GET', path: '/api/v1/claim-settings', ...them }));
    expect(settings.body).toEqual({ settings: { profiles: [], notifications: {} }, version: 0 });
    // The owner's claim is untouched.
    expect((await get(draft.claimId)).body.claim.version).toBe(1);
  });

  it('a claim needs the permission of its source: Full Coverage (view_claim_tracking) for insurance claims', async () => {
    const draft = (await create(shipmentClaim())).body.claim as ClaimView;
    const protectionOnly = as(await addTestMember(accountId, { view_order_protection: true }), accountId);
    expect((await create(shipmentClaim('lost'), protectionOnly)).status).toBe(403);
    expect((await get(draft.claimId, protectionOnly)).status).toBe(403);
    expect((await list({}, protectionOnly)).body.items).toEqual([]);
    const noClaims = as(await addTestMember(accountId, { view_print_orders: true }), accountId);
    expect((await list({}, noClaims)).status).toBe(403);
    expect((await get(draft.claimId, noClaims)).status).toBe(403);
    expect((await create(shipmentClaim('lost'), noClaims)).status).toBe(403);
    const fullCoverage = as(await addTestMember(accountId, { view_claim_tracking: true }), accountId);
    const detail = await get(draft.claimId, fullCoverage);
    expect(detail.status).toBe(200);
    expect((detail.body as ClaimDetailResponse).documents).toEqual([]);
  });
});
