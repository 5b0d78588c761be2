import { beforeEach, describe, expect, it } from 'vitest';
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_MESSAGES,
  type CompanyProfileView,
} from '#domain/company/company-profile.schema';
import { handler as company } from '#functions/accounts/handlers/company.handler';
import { handler as companyLogo } from '#functions/accounts/handlers/company-logo.handler';
import { companyProfile } from '#functions/accounts/company-profile.deps';
import { documentFiles } from '#lib/documents-bucket';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

/** The company profile and logo (accounts §3, §5 companyEmail…website, logo ≤ 2,097,152 bytes; §6 edit_company). */
let accountId: string;
let owner: TestUser;

/** A 1×1 PNG (its signature and an IHDR are all the checks read). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PROFILE = {
  companyName: 'Hill Country Provisions',
  companyEmail: 'hello@hillcountry.example',
  companyPhone: '512-555-0100',
  website: 'https://hillcountry.example',
};

const call = (
  handler: typeof company,
  method: string,
  path: string,
  body?: unknown,
  user: TestUser = owner,
  account = accountId,
) => invoke(handler, apiEvent({ method, path, body, user, accountId: account }));
const profile = (method: string, body?: unknown, user?: TestUser, account?: string) =>
  call(company, method, '/api/v1/company', body, user, account);
const logo = (method: string, body?: unknown, user?: TestUser, account?: string) =>
  call(companyLogo, method, '/api/v1/company/logo', body, user, account);
const png = (bytes: Buffer = PNG) => ({ contentType: 'image/png', dataBase64: bytes.toString('base64') });

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Company Foods'));
});

describe('company profile (accounts §3, §5)', () => {
  it('starts from the account’s name, saves the four fields and reads them back', async () => {
    const before = (await profile('GET')).body as CompanyProfileView;
    expect(before).toMatchObject({ companyName: 'Company Foods', saved: false });
    const saved = await profile('PUT', PROFILE);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await profile('GET')).body).toMatchObject({ ...PROFILE, saved: true });
  });

  it('answers the spec’s field messages and writes nothing', async () => {
    const res = await profile('PUT', { companyName: '', companyEmail: 'nope', companyPhone: '12', website: 'ftp:x' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual([
      'companyEmail',
      'companyName',
      'companyPhone',
      'website',
    ]);
    expect(res.body.fieldErrors.companyName).toBe('This field is required');
    expect(((await profile('GET')).body as CompanyProfileView).saved).toBe(false);
  });

  it('keeps a PNG logo in the bucket under the account and links it; packing slips and the tracking page get it', async () => {
    await profile('PUT', PROFILE);
    const res = await logo('PUT', png());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = res.body as CompanyProfileView;
    expect(view.logoUrl).toMatch(/^https?:\/\//);
    const stored = (await companyProfile.brandOf(accountId)).logo;
    expect(stored).toMatchObject({ contentType: 'image/png' });
    expect(stored!.key.startsWith(`accounts/${accountId}/company/logo-`)).toBe(true);
    expect(await documentFiles.get(stored!.key)).toEqual(new Uint8Array(PNG));
    expect((await companyProfile.publicBrand(accountId)).logoUrl).toMatch(/^https?:\/\//);
    const removed = (await logo('DELETE')).body as CompanyProfileView;
    expect(removed.logoUrl).toBeUndefined();
    expect(removed.companyName).toBe(PROFILE.companyName);
  });

  it('a replaced logo’s file leaves the bucket once the new one is linked; a removed logo’s file goes too', async () => {
    await logo('PUT', png());
    const first = (await companyProfile.brandOf(accountId)).logo!;
    // Bytes after the image's end change its content, so its key.
    await logo('PUT', png(Buffer.concat([PNG, Buffer.from([0])])));
    const second = (await companyProfile.brandOf(accountId)).logo!;
    expect(second.key).not.toBe(first.key);
    expect(await documentFiles.get(first.key)).toBeUndefined();
    expect(await documentFiles.get(second.key)).toBeDefined();
    // The same image again keeps its key and its file.
    await logo('PUT', png(Buffer.concat([PNG, Buffer.from([0])])));
    expect(await documentFiles.get(second.key)).toBeDefined();
    await logo('DELETE');
    expect(await documentFiles.get(second.key)).toBeUndefined();
  });

  it('a logo uploaded before the profile is saved keeps the account’s name beside it', async () => {
    const res = await logo('PUT', png());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ companyName: 'Company Foods', saved: true });
    expect((res.body as CompanyProfileView).logoUrl).toBeTruthy();
  });

  it('refuses a logo over 2,097,152 bytes, or bytes that are not the declared image, writing nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(COMPANY_LOGO_MAX_BYTES)]);
    const tooBig = await logo('PUT', png(big));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.fieldErrors.dataBase64).toBe(COMPANY_MESSAGES.logoTooLarge);
    const notPng = await logo('PUT', {
      contentType: 'image/png',
      dataBase64: Buffer.from('GIF89a…').toString('base64'),
    });
    expect(notPng.body.fieldErrors.dataBase64).toBe(COMPANY_MESSAGES.logoNotImage);
    const gif = await logo('PUT', { contentType: 'image/gif', dataBase64: PNG.toString('base64') });
    expect(gif.status).toBe(400);
    expect(((await logo('GET')).body as CompanyProfileView).logoUrl).toBeUndefined();
    expect((await companyProfile.brandOf(accountId)).logo).toBeUndefined();
  });
});

describe('edit_company and tenancy', () => {
  it('needs edit_company for every route', async () => {
    const packer = await addTestMember(accountId, { view_print_orders: true, edit_company: false });
    expect((await profile('GET', undefined, packer)).status).toBe(403);
    expect((await profile('PUT', PROFILE, packer)).status).toBe(403);
    expect((await logo('PUT', png(), packer)).status).toBe(403);
    expect((await logo('DELETE', undefined, packer)).status).toBe(403);
  });

  it('never reads or writes another account’s profile or logo', async () => {
    const other = await createTestAccount('Other Foods');
    await profile('PUT', { ...PROFILE, companyName: 'Other Co' }, other.owner, other.accountId);
    await logo('PUT', png(), other.owner, other.accountId);
    // Naming the other account is refused: the caller is no member of it.
    expect((await profile('GET', undefined, owner, other.accountId)).status).toBe(404);
    expect((await logo('DELETE', undefined, owner, other.accountId)).status).toBe(404);
    const mine = (await profile('GET')).body as CompanyProfileView;
    expect(mine.companyName).toBe('Company Foods');
    expect(mine.logoUrl).toBeUndefined();
    expect((await companyProfile.brandOf(other.accountId)).logo).toBeDefined();
  });
});
