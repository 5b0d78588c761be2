import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUBDOMAIN_TAKEN } from '#api/tracking-page';
import { MESSAGES } from '#domain/validation/messages';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { handler as lookupRoute } from '#functions/tracking/handlers/tracking-lookup.handler';
import { handler as settingsRoute } from '#functions/tracking/handlers/tracking-page-settings.handler';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/labels';
import { labelledShipment } from '#test/support/tracking';

/**
 * The branded tracking page against DynamoDB Local: the merchant's settings (subdomain unique across
 * accounts, 409 on a stale save, customize_emails to change them) and the public lookup (accounts §3
 * Tracking lookup), which never shows personal data for a tracking number alone and never reaches
 * another account's shipments.
 */
const SETTINGS = '/api/v1/settings/tracking-page';
const LOOKUP = '/api/v1/public/tracking-lookup';

interface Merchant {
  accountId: string;
  owner: TestUser;
  subDomain: string;
}

const getSettings = (m: Pick<Merchant, 'accountId' | 'owner'>, user = m.owner) =>
  invoke(settingsRoute, apiEvent({ method: 'GET', path: SETTINGS, user, accountId: m.accountId }));
const putSettings = (m: Pick<Merchant, 'accountId' | 'owner'>, body: unknown, user = m.owner) =>
  invoke(settingsRoute, apiEvent({ method: 'PUT', path: SETTINGS, user, accountId: m.accountId, body }));
const lookup = (body: unknown) => invoke(lookupRoute, apiEvent({ method: 'POST', path: LOOKUP, body }));
const branding = (subDomain: string) =>
  invoke(
    lookupRoute,
    apiEvent({
      method: 'GET',
      path: `/api/v1/public/tracking-pages/${subDomain}`,
      pathParameters: { subDomain },
    }),
  );

const page = (subDomain: string) => ({
  subDomain,
  companyName: 'Smokehouse',
  logoUrl: 'https://cdn.example.com/logo.png',
  colors: { header: '#7a1f1f', text: '#111111', details: '#4c66a0' },
  faq: { isActive: true, questions: [{ question: 'Is it frozen?', answer: 'Packed with dry ice.' }] },
  productUpsell: {
    isActive: true,
    products: [
      { name: 'Rub', image: 'https://cdn.example.com/rub.png', url: 'https://shop.example.com/rub', price: 9 },
    ],
  },
  contact: { email: 'help@smokehouse.example', phone: '512-555-0100', url: 'https://smokehouse.example' },
});

async function merchant(name: string): Promise<Merchant> {
  const made = await createTestAccount(name);
  const subDomain = `t-${randomUUID().slice(0, 8)}`;
  const saved = await putSettings(made, { ...page(subDomain), version: 0 });
  expect(saved.status).toBe(200);
  return { ...made, subDomain };
}

/** Every string anywhere in a JSON answer. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

let mine: Merchant;

beforeEach(async () => {
  mine = await merchant('Mine Foods');
});

describe('GET/PUT /api/v1/settings/tracking-page', () => {
  it('an account that never saved reads the defaults at version 0 (the template colours)', async () => {
    const fresh = await createTestAccount('Fresh Foods');
    const res = await getSettings(fresh);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subDomain: '',
      version: 0,
      isDefault: true,
      colors: { header: '#000000', text: '#000000', details: '#4c66a0' },
    });
  });

  it('PUT stores the settings lowercasing the subdomain; GET reads them back', async () => {
    const res = await getSettings(mine);
    expect(res.body).toMatchObject({ ...page(mine.subDomain), version: 1, isDefault: false });
    const upper = await putSettings(mine, { ...page(mine.subDomain.toUpperCase()), version: 1 });
    expect(upper.status).toBe(200);
    expect(upper.body.subDomain).toBe(mine.subDomain);
  });

  it('accounts §5: invalid subdomain, URL and colour answer 400 with the spec messages', async () => {
    const res = await putSettings(mine, {
      ...page('www.shop'),
      logoUrl: 'http://insecure.example.com/logo.png',
      colors: { header: 'red', text: '#000', details: '#4c66a0' },
      contact: { email: 'nope', phone: '', url: '' },
      version: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      subDomain: MESSAGES.invalidSubdomain,
      logoUrl: MESSAGES.invalidUrl,
      'colors.header': MESSAGES.invalid,
      'contact.email': MESSAGES.invalidEmail,
    });
  });

  it('a save from a form loaded at an older version answers 409 and changes nothing', async () => {
    const stale = await putSettings(mine, { ...page(mine.subDomain), companyName: 'Other', version: 0 });
    expect(stale.status).toBe(409);
    expect((await getSettings(mine)).body.companyName).toBe('Smokehouse');
  });

  it('a subdomain is unique across accounts (any casing): 409 with the field message; a released one is free again', async () => {
    const other = await createTestAccount('Other Foods');
    const taken = await putSettings(other, { ...page(mine.subDomain.toUpperCase()), version: 0 });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors).toEqual({ subDomain: SUBDOMAIN_TAKEN });
    expect((await getSettings(other)).body.version).toBe(0);

    const moved = `${mine.subDomain}-new`;
    expect((await putSettings(mine, { ...page(moved), version: 1 })).status).toBe(200);
    expect((await branding(mine.subDomain)).status).toBe(404);
    expect((await branding(moved)).status).toBe(200);
    const claimed = await putSettings(other, { ...page(mine.subDomain), version: 0 });
    expect(claimed.status).toBe(200);
    expect((await branding(mine.subDomain)).body.companyName).toBe('Smokehouse');
  });

  it('accounts §6: changing the page needs customize_emails; reading does not', async () => {
    const member = await addTestMember(mine.accountId, { customize_emails: false, edit_options: true });
    expect((await putSettings(mine, { ...page(mine.subDomain), version: 1 }, member)).status).toBe(403);
    expect((await getSettings(mine, member)).status).toBe(200);
    const allowed = await addTestMember(mine.accountId, { customize_emails: true });
    expect((await putSettings(mine, { ...page(mine.subDomain), version: 1 }, allowed)).status).toBe(200);
  });

  it("tenancy: the settings are the caller's account's; another account's header reaches nothing", async () => {
    const other = await merchant('Other Foods');
    const res = await invoke(
      settingsRoute,
      apiEvent({ method: 'GET', path: SETTINGS, user: mine.owner, accountId: other.accountId }),
    );
    expect(res.status).toBe(404);
  });
});

describe('the public page: GET /api/v1/public/tracking-pages/{subDomain}, POST /api/v1/public/tracking-lookup', () => {
  it('the branding of a subdomain, without a token; an unknown subdomain answers 404', async () => {
    const res = await branding(mine.subDomain);
    expect(res.status).toBe(200);
    const { subDomain: _s, ...expected } = page(mine.subDomain);
    expect(res.body).toEqual(expected);
    expect((await branding('nobody-here')).status).toBe(404);
  });

  it('the company name falls back to the account name', async () => {
    await putSettings(mine, { ...page(mine.subDomain), companyName: '', version: 1 });
    expect((await branding(mine.subDomain)).body.companyName).toBe('Mine Foods');
  });

  it('by tracking number: the journey and nothing personal (no name, address, email, phone, items, order number)', async () => {
    await addTestWarehouse(mine.owner, mine.accountId);
    const { orderId } = await labelledShipment(mine.accountId, mine.owner);
    const order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    const code = order.shipments[0].label!.trackingCode!;
    const res = await lookup({ subDomain: mine.subDomain, tracking: code });
    expect(res.status).toBe(200);
    expect(res.body.order).toBeUndefined();
    expect(res.body.shipments).toHaveLength(1);
    expect(res.body.shipments[0]).toMatchObject({ carrier: 'UPS', trackingCode: code, step: 0 });
    expect(res.body.shipments[0].items).toBeUndefined();
    expect(res.body.shipments[0].trackingLink).toContain(encodeURIComponent(code));
    const text = stringsOf(res.body).join('\n');
    const address = order.shippingAddress!;
    for (const personal of [
      address.name,
      address.email,
      address.phone,
      address.address1,
      address.zip,
      order.orderNumber,
    ])
      expect(text).not.toContain(personal);
    for (const product of order.shipments[0].products) expect(text).not.toContain(product.title);
  });

  it('by email and order number: the order with items, first name and destination; the email in any casing', async () => {
    await addTestWarehouse(mine.owner, mine.accountId);
    const { orderId } = await labelledShipment(mine.accountId, mine.owner);
    const order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    const res = await lookup({
      subDomain: mine.subDomain,
      email: order.shippingAddress!.email.toUpperCase(),
      order: order.orderNumber,
    });
    expect(res.status).toBe(200);
    expect(res.body.order).toEqual({
      orderNumber: order.orderNumber,
      recipientFirstName: order.shippingAddress!.name.split(' ')[0],
      destination: { city: order.shippingAddress!.city, state: order.shippingAddress!.state },
    });
    expect(res.body.shipments[0].items).toEqual(
      order.shipments[0].products.map((p) => ({ name: p.title, quantity: p.quantity })),
    );
    expect(stringsOf(res.body).join('\n')).not.toContain(order.shippingAddress!.address1);
  });

  it('a wrong email, an unknown order or tracking number: the same 404', async () => {
    await addTestWarehouse(mine.owner, mine.accountId);
    const { orderId } = await labelledShipment(mine.accountId, mine.owner);
    const order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    const answers = await Promise.all([
      lookup({ subDomain: mine.subDomain, email: 'someone@else.example', order: order.orderNumber }),
      lookup({ subDomain: mine.subDomain, email: order.shippingAddress!.email, order: 'NO-SUCH-ORDER' }),
      lookup({ subDomain: mine.subDomain, tracking: '1ZNOSUCHCODE' }),
    ]);
    for (const res of answers)
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: answers[0].body });
  });

  it("tenancy: another account's tracking number or order through this subdomain answers the same 404", async () => {
    const theirs = await merchant('Their Foods');
    await addTestWarehouse(theirs.owner, theirs.accountId);
    const { orderId } = await labelledShipment(theirs.accountId, theirs.owner);
    const order = (await dynamoOrderStore.get(theirs.accountId, orderId))!;
    const code = order.shipments[0].label!.trackingCode!;
    expect((await lookup({ subDomain: theirs.subDomain, tracking: code })).status).toBe(200);
    const viaMine = await lookup({ subDomain: mine.subDomain, tracking: code });
    expect(viaMine.status).toBe(404);
    const unknown = await lookup({ subDomain: mine.subDomain, tracking: '1ZNOSUCHCODE' });
    expect(viaMine.body).toEqual(unknown.body);
    const byOrder = await lookup({
      subDomain: mine.subDomain,
      email: order.shippingAddress!.email,
      order: order.orderNumber,
    });
    expect(byOrder.status).toBe(404);
  });

  it("accounts §5: email and order required when no tracking number is given ('This field is required')", async () => {
    const res = await lookup({ subDomain: mine.subDomain });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ email: MESSAGES.required, order: MESSAGES.required });
    const bad = await lookup({ subDomain: mine.subDomain, email: 'nope', order: '1' });
    expect(bad.body.fieldErrors).toEqual({ email: MESSAGES.invalidEmail });
  });

  it('an oversized body is refused before parsing (413), a malformed one answers 400', async () => {
    const big = await lookup({ subDomain: mine.subDomain, tracking: 'x'.repeat(5_000) });
    expect(big.status).toBe(413);
    const junk = await invoke(lookupRoute, apiEvent({ method: 'POST', path: LOOKUP, rawBody: '{"subDomain":' }));
    expect(junk.status).toBe(400);
  });
});
