import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CarrierAccountsView, CarrierAccountView } from '#api/carrier-accounts';
import type { ShipmentRatesView } from '#api/shipping';
import { CARRIER_ACCOUNT_MESSAGES } from '#domain/carriers/carrier-accounts.rules';
import { handler as carrierAccounts } from '#functions/carriers/handlers/carrier-accounts.handler';
import { resetConfigForTests } from '#lib/config';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { FaultCarrier } from '#test/support/fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { addTestWarehouse, createPurchasableOrder, fundWallet, storedRate } from '#test/support/labels';
import { accountItems, ledgerCheck } from '#test/support/ledger-reads';
import { createTestOrder, rateFirstShipment } from '#test/support/order-handlers';

/**
 * A merchant's own carrier accounts (accounts §3 forms, §5 rules, §6 edit_carriers and the plan's
 * carrier-accounts limit) through the handler and the sandbox registry; their quotes in the rate
 * shop and what a label bought on one costs the wallet.
 */
let accountId: string;
let owner: TestUser;

const ADDRESS = {
  name: 'Ana Shipper',
  company: 'Hill Country Provisions',
  phone: '512-555-0100',
  email: 'ana@hillcountry.example',
  street1: '1100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};
const today = () => new Date().toISOString().slice(0, 10);

const FORMS = {
  UPS: {
    carrier: 'UPS',
    description: 'Austin UPS',
    accountNumber: 'A1B2C3',
    credentials: {
      userName: 'hillcountry',
      userAccountNumber: 'A1B2C3',
      clientId: 'ups-client-7f3a',
      clientSecret: 'ups-secret-abcdefghijklmnop',
    },
  },
  FedEx: {
    carrier: 'FedEx',
    description: 'Austin FedEx',
    accountNumber: '510087020',
    corporate: { corporateContact: ADDRESS, shippingAddress: ADDRESS },
    invoiceValidation: {
      validationType: 1,
      invoiceNumber: 'INV-88812',
      invoiceCurrency: 'USD',
      invoiceDate: today(),
      invoiceAmount: 182.4,
    },
  },
  USPS: {
    carrier: 'USPS',
    description: 'USPS EPS',
    accountNumber: '1000123456',
    accountHolder: { accountHolderName: 'Hill Country Provisions', ...ADDRESS },
  },
} as const;

const call = (method: string, opts: { body?: unknown; user?: TestUser; account?: string; id?: string } = {}) =>
  invoke(
    carrierAccounts,
    apiEvent({
      method,
      path: opts.id ? `/api/v1/carrier-accounts/${opts.id}` : '/api/v1/carrier-accounts',
      body: opts.body,
      user: opts.user ?? owner,
      accountId: opts.account ?? accountId,
      pathParameters: opts.id ? { carrierAccountId: opts.id } : undefined,
    }),
  );
const connect = (form: object, user?: TestUser, account?: string) => call('POST', { body: form, user, account });
const list = async (user?: TestUser, account?: string) =>
  (await call('GET', { user, account })).body as CarrierAccountsView;

beforeAll(() => {
  process.env.DOCUMENTS_BUCKET = 'shipdeck-test-documents';
  resetConfigForTests();
});

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Carrier Foods', {
    selectedPlan: 'scale',
    subscriptionVersion: 'v2',
  }));
});

describe('connecting own carrier accounts (accounts §3 forms, §5 rules)', () => {
  it('connects UPS, FedEx and USPS; the list shows them and the plan’s usage, never a credential', async () => {
    for (const form of Object.values(FORMS)) {
      const res = await connect(form);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ carrier: form.carrier, description: form.description, status: 'active' });
    }
    const view = await list();
    expect(view.accounts.map((a) => a.carrier)).toEqual(['UPS', 'FedEx', 'USPS']);
    expect(view.usage).toEqual({ used: 3, limit: 3 });
    expect(view.platformCarriers.map((c) => c.carrier)).toContain('USPS');
    const stored = JSON.stringify([view, await accountItems(accountId, 'CARRIERACCT#')]);
    expect(stored).not.toContain(FORMS.UPS.credentials.clientSecret);
    expect(stored).not.toContain(FORMS.FedEx.invoiceValidation.invoiceNumber);
  });

  it('requires every field of the carrier’s forms, with the spec’s messages; country is exactly 2 characters', async () => {
    const res = await connect({
      carrier: 'FedEx',
      description: '',
      accountNumber: '510087020',
      corporate: { corporateContact: { ...ADDRESS, country: 'USA' }, shippingAddress: { ...ADDRESS, email: 'nope' } },
      invoiceValidation: { validationType: 1 },
    });
    expect(res.status).toBe(400);
    const errors = (res.body as { fieldErrors: Record<string, string> }).fieldErrors;
    expect(errors).toMatchObject({
      description: 'This field is required',
      'corporate.shippingAddress.email': expect.any(String),
      'invoiceValidation.invoiceNumber': 'This field is required',
      'invoiceValidation.invoiceAmount': expect.any(String),
    });
    expect(errors['corporate.corporateContact.country']).toBeTruthy();
    expect((await list()).accounts).toHaveLength(0);
  });

  it('validation type 0 needs a 2FA option; a malformed account number names the carrier’s format', async () => {
    const twoFactor = await connect({ ...FORMS.FedEx, invoiceValidation: { validationType: 0 } });
    expect(twoFactor.status).toBe(400);
    expect(twoFactor.body.fieldErrors['invoiceValidation.2faOption']).toBe('This field is required');
    const format = await connect({ ...FORMS.UPS, accountNumber: '12345678' });
    expect(format.status).toBe(400);
    expect(format.body.fieldErrors.accountNumber).toBe('A UPS account number is 6 letters and digits.');
  });

  it('the carrier’s refusals come back on the field at fault and nothing is stored', async () => {
    const unknown = await connect({ ...FORMS.FedEx, accountNumber: '510080000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.accountNumber).toBe(CARRIER_ACCOUNT_MESSAGES.notFoundAtCarrier);
    const secret = await connect({ ...FORMS.UPS, credentials: { ...FORMS.UPS.credentials, clientSecret: 'short' } });
    expect(secret.body.fieldErrors['credentials.clientSecret']).toBe(CARRIER_ACCOUNT_MESSAGES.credentialsRefused);
    const old = await connect({
      ...FORMS.FedEx,
      invoiceValidation: { ...FORMS.FedEx.invoiceValidation, invoiceDate: '2020-01-02' },
    });
    expect(old.body.fieldErrors['invoiceValidation.invoiceDate']).toBe(CARRIER_ACCOUNT_MESSAGES.invoiceTooOld);
    expect((await list()).accounts).toHaveLength(0);
  });

  it('refuses the same account twice (409) and removes an account', async () => {
    const first = (await connect(FORMS.UPS)).body as CarrierAccountView;
    const again = await connect({ ...FORMS.UPS, accountNumber: 'a1b2c3' });
    expect(again.status).toBe(409);
    expect((await call('DELETE', { id: first.carrierAccountId })).status).toBe(200);
    expect((await list()).accounts).toHaveLength(0);
    expect((await call('DELETE', { id: first.carrierAccountId })).status).toBe(404);
  });

  it('counts against the plan: Grow allows 2, so of three connects at once two pass and the third opens the upgrade prompt', async () => {
    const grow = await createTestAccount('Grow Foods', { selectedPlan: 'grow', subscriptionVersion: 'v2' });
    const results = await Promise.all(Object.values(FORMS).map((f) => connect(f, grow.owner, grow.accountId)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(2);
    expect((await list(grow.owner, grow.accountId)).accounts.length).toBeLessThanOrEqual(2);
    // Whatever the race left, connecting up to the limit works and one more is refused with the prompt.
    for (const form of Object.values(FORMS)) await connect(form, grow.owner, grow.accountId);
    const view = await list(grow.owner, grow.accountId);
    expect(view.accounts).toHaveLength(2);
    const over = await connect({ ...FORMS.UPS, accountNumber: 'Z9Y8X7' }, grow.owner, grow.accountId);
    expect(over.status).toBe(402);
    expect(over.body.code).toBe('upgrade_prompt');
  });
});

describe('edit_carriers and tenancy', () => {
  it('needs edit_carriers for every route', async () => {
    const packer = await addTestMember(accountId, { view_print_orders: true, edit_carriers: false });
    const mine = (await connect(FORMS.UPS)).body as CarrierAccountView;
    expect((await call('GET', { user: packer })).status).toBe(403);
    expect((await connect(FORMS.USPS, packer)).status).toBe(403);
    expect((await call('DELETE', { user: packer, id: mine.carrierAccountId })).status).toBe(403);
    expect((await list()).accounts).toHaveLength(1);
  });

  it('never lists, removes or counts another account’s carrier accounts', async () => {
    const other = await createTestAccount('Other Foods', { selectedPlan: 'scale', subscriptionVersion: 'v2' });
    const theirs = (await connect(FORMS.UPS, other.owner, other.accountId)).body as CarrierAccountView;
    expect((await list()).accounts).toHaveLength(0);
    expect((await call('DELETE', { id: theirs.carrierAccountId })).status).toBe(404);
    expect((await list(other.owner, other.accountId)).accounts).toHaveLength(1);
    // The same number connects here too: it is this account's own registration.
    expect((await connect(FORMS.UPS)).status).toBe(201);
  });
});

describe('own-account rates and labels', () => {
  async function rate(user = owner, account = accountId): Promise<ShipmentRatesView> {
    const warehouseId = await addTestWarehouse(user, account);
    const res = await rateFirstShipment(await createTestOrder(user, account, { warehouseId }), user, account);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ShipmentRatesView;
  }

  it('quotes each service of the connected carrier on the merchant’s account beside Shipdeck’s, named by its description', async () => {
    const before = await rate();
    expect(before.quotes.some((q) => q.carrierAccountId)).toBe(false);
    const ups = (await connect(FORMS.UPS)).body as CarrierAccountView;
    const after = await rate();
    const own = after.quotes.filter((q) => q.carrierAccountId === ups.carrierAccountId);
    const platformUps = after.quotes.filter((q) => q.carrier === 'UPS' && !q.carrierAccountId);
    expect(own.length).toBe(platformUps.length);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((q) => q.carrier === 'UPS' && q.carrierAccountDescription === 'Austin UPS')).toBe(true);
    expect(new Set(after.quotes.map((q) => q.rateId)).size).toBe(after.quotes.length);
    // Another account's connected carrier never quotes here.
    const other = await createTestAccount('Other Foods', { selectedPlan: 'scale', subscriptionVersion: 'v2' });
    await connect(FORMS.FedEx, other.owner, other.accountId);
    expect((await rate()).quotes.some((q) => q.carrier === 'FedEx' && q.carrierAccountId)).toBe(false);
  });

  it('a label on an own account costs the wallet the label fee only, and its invoice says it was not Shipdeck’s rate', async () => {
    const ups = (await connect(FORMS.UPS)).body as CarrierAccountView;
    await fundWallet(accountId, 1_000);
    await addTestWarehouse(owner, accountId);
    const queue = new MemoryLabelQueue();
    const pipeline = labelPipeline({ carrier: new FaultCarrier(), files: new MemoryLabelFiles(), queue });
    const quote = { ...storedRate(1_250, 20), carrierAccountId: ups.carrierAccountId };
    const bought = await createPurchasableOrder(owner, accountId, quote);
    await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
      shipments: [{ orderId: bought.orderId, shipmentId: bought.shipmentId }],
    });
    for (const m of queue.take()) expect(await pipeline.purchaseLabel(m)).toBe('purchased');
    const ledger = await ledgerCheck(accountId);
    expect(ledger.balanceCents).toBe(1_000 - 20);
    expect(ledger.ledgerSumCents).toBe(ledger.balanceCents);
    const invoices = await accountItems(accountId, 'INVOICE#');
    const purchase = invoices.find((i) => i.type === 'shipment_purchase');
    expect(purchase).toMatchObject({ amount: 0, tierFee: 20, isVndrRate: false });
  });

  it('a quote of an account removed since rating is not bought: the item fails and nothing is charged', async () => {
    const ups = (await connect(FORMS.UPS)).body as CarrierAccountView;
    await fundWallet(accountId, 1_000);
    await addTestWarehouse(owner, accountId);
    const queue = new MemoryLabelQueue();
    const pipeline = labelPipeline({ carrier: new FaultCarrier(), files: new MemoryLabelFiles(), queue });
    const bought = await createPurchasableOrder(owner, accountId, {
      ...storedRate(1_250, 20),
      carrierAccountId: ups.carrierAccountId,
    });
    await call('DELETE', { id: ups.carrierAccountId });
    const batch = await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
      shipments: [{ orderId: bought.orderId, shipmentId: bought.shipmentId }],
    });
    expect(batch.items[0]).toMatchObject({ state: 'failed', message: CARRIER_ACCOUNT_MESSAGES.removedSinceRating });
    expect(queue.take()).toHaveLength(0);
    expect((await ledgerCheck(accountId)).balanceCents).toBe(1_000);
  });
});
