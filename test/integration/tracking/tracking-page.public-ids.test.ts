import { createHash, randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyProfile } from '#functions/accounts/company-profile.deps';
import { dynamoCompanyProfileStore } from '#functions/accounts/adapters/dynamodb.company-profile-store';
import { handler as companyLogo } from '#functions/accounts/handlers/company-logo.handler';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { handler as lookupRoute } from '#functions/tracking/handlers/tracking-lookup.handler';
import { handler as settingsRoute } from '#functions/tracking/handlers/tracking-page-settings.handler';
import { documentFiles } from '#lib/documents-bucket';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/labels';
import { labelledShipment } from '#test/support/tracking';

/**
 * The public tracking page's answers (the branding, the lookup by tracking number and by email and
 * order number) name no internal id: not the account's, the order's, the shipment's nor its
 * label's. The company logo, the page's fallback, is linked under a key named by its content alone,
 * and that link still loads the logo's bytes.
 */

/** A 1×1 PNG, unique per test so no two accounts share a logo by accident. */
const pngOf = (salt: string) =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
    Buffer.from(salt),
  ]);

interface Merchant {
  accountId: string;
  owner: TestUser;
  subDomain: string;
  logo: Buffer;
}

const lookup = (body: unknown) =>
  invoke(lookupRoute, apiEvent({ method: 'POST', path: '/api/v1/public/tracking-lookup', body }));
const branding = (subDomain: string) =>
  invoke(
    lookupRoute,
    apiEvent({ method: 'GET', path: `/api/v1/public/tracking-pages/${subDomain}`, pathParameters: { subDomain } }),
  );

/** A merchant with a company logo and a tracking page that leaves the logo to the company profile. */
async function merchantWithLogo(): Promise<Merchant> {
  const made = await createTestAccount('Brand Foods');
  const subDomain = `b-${randomUUID().slice(0, 8)}`;
  const logo = pngOf(randomUUID());
  const uploaded = await invoke(
    companyLogo,
    apiEvent({
      method: 'PUT',
      path: '/api/v1/company/logo',
      user: made.owner,
      accountId: made.accountId,
      body: { contentType: 'image/png', dataBase64: logo.toString('base64') },
    }),
  );
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const settings = await invoke(
    settingsRoute,
    apiEvent({
      method: 'PUT',
      path: '/api/v1/settings/tracking-page',
      user: made.owner,
      accountId: made.accountId,
      body: { subDomain, companyName: '', logoUrl: '', version: 0 },
    }),
  );
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  return { ...made, subDomain, logo };
}

/** Every string value held under an id-like name (`id`, `…Id`, `…Key`) anywhere in `value`. */
function idsIn(value: unknown, name = ''): string[] {
  if (typeof value === 'string') return /^id$|Id$|Key$/.test(name) && value.length >= 6 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => idsIn(v, name));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => idsIn(v, k));
  return [];
}

async function loads(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let mine: Merchant;

beforeEach(async () => {
  mine = await merchantWithLogo();
});

describe('public tracking answers carry no internal id', () => {
  it('branding, lookup by tracking number and by email and order: no account, order, shipment or label id', async () => {
    await addTestWarehouse(mine.owner, mine.accountId);
    const { orderId, shipmentId } = await labelledShipment(mine.accountId, mine.owner);
    const order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    const shipment = order.shipments.find((s) => s.id === shipmentId)!;
    const code = shipment.label!.trackingCode!;
    const labelIds = idsIn(shipment.billOfLading).concat(idsIn(shipment.label));
    expect(labelIds.length).toBeGreaterThan(0);

    const answers = [
      await branding(mine.subDomain),
      await lookup({ subDomain: mine.subDomain, tracking: code }),
      await lookup({ subDomain: mine.subDomain, email: order.shippingAddress!.email, order: order.orderNumber }),
    ];
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const text = JSON.stringify(res.body);
      for (const id of [mine.accountId, orderId, shipmentId, ...labelIds]) expect(text).not.toContain(id);
      // The logo link is the content-named public copy, and it loads the uploaded bytes.
      const logoUrl: string = res.body.branding?.logoUrl ?? res.body.logoUrl;
      expect(new URL(logoUrl).pathname).toMatch(new RegExp(`/brand/${sha256(mine.logo)}\\.png$`));
      expect(await loads(logoUrl)).toEqual(new Uint8Array(mine.logo));
    }
    expect(answers[1].body.shipments).toHaveLength(1);
    expect(answers[2].body.order.orderNumber).toBe(order.orderNumber);
  });

  it('a logo saved before public copies existed gets its copy when first served; its own file stays', async () => {
    const legacy = await createTestAccount('Legacy Foods');
    const bytes = pngOf(randomUUID());
    // The key logos had before: under the account, with 16 hex of the content hash.
    const oldKey = `accounts/${legacy.accountId}/company/logo-${sha256(bytes).slice(0, 16)}`;
    await documentFiles.put(oldKey, bytes, 'image/png');
    await companyProfile.save(legacy.accountId, {
      companyName: 'Legacy Foods',
      companyEmail: 'hello@legacy.example',
      companyPhone: '512-555-0100',
      website: '',
    });
    await dynamoCompanyProfileStore.setLogo(legacy.accountId, { key: oldKey, contentType: 'image/png' });

    const { logoUrl } = await companyProfile.publicBrand(legacy.accountId);
    expect(logoUrl).toBeDefined();
    expect(logoUrl).not.toContain(legacy.accountId);
    expect(await loads(logoUrl!)).toEqual(new Uint8Array(bytes));
    expect(await documentFiles.get(`brand/${sha256(bytes)}.png`)).toEqual(new Uint8Array(bytes));
    // Packing slips still read the logo where the profile points.
    expect((await companyProfile.brandOf(legacy.accountId)).logo?.key).toBe(oldKey);
    expect(await documentFiles.get(oldKey)).toEqual(new Uint8Array(bytes));
  });

  it('two accounts with the same logo bytes share one public copy; removing one keeps the other’s', async () => {
    const other = await createTestAccount('Twin Foods');
    const same = await invoke(
      companyLogo,
      apiEvent({
        method: 'PUT',
        path: '/api/v1/company/logo',
        user: other.owner,
        accountId: other.accountId,
        body: { contentType: 'image/png', dataBase64: mine.logo.toString('base64') },
      }),
    );
    expect(same.status).toBe(200);
    const removed = await invoke(
      companyLogo,
      apiEvent({ method: 'DELETE', path: '/api/v1/company/logo', user: mine.owner, accountId: mine.accountId }),
    );
    expect(removed.status).toBe(200);
    const { logoUrl } = await companyProfile.publicBrand(other.accountId);
    expect(await loads(logoUrl!)).toEqual(new Uint8Array(mine.logo));
  });
});
