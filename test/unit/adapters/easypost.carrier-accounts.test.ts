import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CarrierAccountRefusedError } from '#domain/carriers/carrier-account.ports';
import type { ConnectCarrierAccount } from '#domain/carriers/carrier-accounts.rules';
import { makeEasyPostCarrierAccounts } from '#functions/carriers/adapters/easypost.carrier-accounts';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/easypost/carrier-accounts/${name}.json`, import.meta.url), 'utf8'),
  ) as { status: number; body: unknown };

/** A fetch answering recorded responses in order, keeping each request. */
function recorded(...names: string[]) {
  const calls: { url: string; method: string; body: any }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined });
    const name = names.shift();
    if (!name) throw new Error(`unexpected ${init.method} ${url}`);
    const { status, body } = fixture(name);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, registry: makeEasyPostCarrierAccounts({ apiKey: 'EZTK_test', fetch: fetchFn }) };
}

const address = {
  name: 'Ana Maria Shipper',
  company: 'Hill Country Provisions',
  phone: '512-555-0100',
  email: 'ana@hillcountry.example',
  street1: '1100 Congress Ave',
  street2: 'Suite 200',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'us',
};
const fedex: ConnectCarrierAccount = {
  carrier: 'FedEx',
  description: 'Austin warehouse FedEx',
  accountNumber: '510087020',
  corporate: { corporateContact: address, shippingAddress: address },
  invoiceValidation: {
    validationType: 1,
    invoiceNumber: 'INV-88812',
    invoiceCurrency: 'USD',
    invoiceDate: '2026-11-02',
    invoiceAmount: 182.4,
  },
};
const ups: ConnectCarrierAccount = {
  carrier: 'UPS',
  description: 'Austin UPS',
  accountNumber: 'A1B2C3',
  credentials: { userName: 'hill', userAccountNumber: 'A1B2C3', clientId: 'cid', clientSecret: 'short' },
};

describe('EasyPost carrier account registry (recorded responses)', () => {
  it('registers FedEx through the registration workflow with both address sets and the invoice, answering the ca_ id', async () => {
    const { calls, registry } = recorded('fedex-registered');
    await expect(registry.register('acc_demo', fedex)).resolves.toEqual({
      reference: 'ca_5c8f2e4a9b7d4e6f8a1b3c5d7e9f0a12',
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.easypost.com/v2/carrier_accounts/register' });
    const account = calls[0]!.body.carrier_account;
    expect(account).toMatchObject({ type: 'FedexAccount', description: 'Austin warehouse FedEx' });
    expect(account.registration_data).toMatchObject({
      account_number: '510087020',
      corporate_first_name: 'Ana',
      corporate_last_name: 'Maria Shipper',
      corporate_address_street: '1100 Congress Ave Suite 200',
      shipping_address_country_code: 'US',
      invoice_number: 'INV-88812',
      invoice_amount: '182.4',
    });
  });

  it('a refusal names the form field EasyPost blamed', async () => {
    const { calls, registry } = recorded('ups-invalid-credentials');
    const err = await registry.register('acc_demo', ups).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CarrierAccountRefusedError);
    expect(err).toMatchObject({
      field: 'credentials.clientSecret',
      message: 'The UPS client credentials were rejected.',
    });
    expect(calls[0]!.body.carrier_account).toMatchObject({
      type: 'UpsAccount',
      credentials: { account_number: 'A1B2C3', client_id: 'cid' },
    });
  });

  it('an outage is not a refusal (the merchant may try again)', async () => {
    const { registry } = recorded('server-error');
    const err = await registry.register('acc_demo', ups).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(CarrierAccountRefusedError);
  });

  it('removes by id; an account EasyPost no longer knows counts as removed', async () => {
    const { calls, registry } = recorded('deleted', 'not-found');
    await registry.remove('UPS', 'ca_1');
    await registry.remove('UPS', 'ca_2');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE https://api.easypost.com/v2/carrier_accounts/ca_1',
      'DELETE https://api.easypost.com/v2/carrier_accounts/ca_2',
    ]);
  });
});
