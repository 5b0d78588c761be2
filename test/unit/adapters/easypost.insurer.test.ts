import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ClaimRecord } from '#domain/claims/claim-record';
import { makeEasyPostInsurer } from '#functions/claims/adapters/easypost.insurer';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/easypost/insurance/${name}.json`, import.meta.url), 'utf8')) as {
    status: number;
    body: unknown;
  };

/** A fetch answering recorded responses in order, keeping each request. */
function recorded(...names: string[]) {
  const calls: { url: string; method: string; body: any; auth: string | null }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: String(init.method),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      auth: new Headers(init.headers).get('authorization'),
    });
    const name = names.shift();
    if (!name) throw new Error(`unexpected ${init.method} ${url}`);
    const { status, body } = fixture(name);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, insurer: makeEasyPostInsurer({ apiKey: 'EZTK_test', fetch: fetchFn }) };
}

const block = { fullName: 'Jane Doe', emailAddress: 'claims@hillcountry.example' };
const claim = {
  claimId: 'claim-1',
  type: 'lost',
  trackingCode: '1ZCLAIMS0000000001',
  amounts: { claimedCents: 12_000, declaredValueCents: 12_000 },
  claim: {
    claimDetails: { bol: '1ZCLAIMS0000000001', damageDescription: '', merchandiseDescription: 'Smoked brisket' },
    recipientDetails: block,
    contactDetails: block,
  },
} as unknown as ClaimRecord;

describe('EasyPost Insurance (issue 25 item 7: the live insurer, against recorded responses)', () => {
  it('insures a shipment: POST /v2/insurances with the amount in dollars; answers the id and the fee', async () => {
    const { calls, insurer } = recorded('insurance-purchased');
    const bought = await insurer.insure({
      trackingCode: '1ZCLAIMS0000000001',
      carrier: 'UPS',
      amountCents: 12_000,
      reference: 'shp_s1',
      toAddress: { city: 'Austin' },
      fromAddress: { city: 'Dallas' },
    });
    expect(bought).toEqual({ insuranceId: 'ins_5c2d7e0f1a9b4c3d8e7f6a5b4c3d2e1f', status: 'purchased', feeCents: 120 });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.easypost.com/v2/insurances' });
    expect(calls[0].body.insurance).toMatchObject({
      tracking_code: '1ZCLAIMS0000000001',
      carrier: 'UPS',
      amount: '120.00',
    });
    expect(calls[0].auth).toMatch(/^Basic /);
  });

  it('files a claim: POST /v2/claims with the type, tracking code, amount and documents by kind', async () => {
    const { calls, insurer } = recorded('claim-submitted');
    const filed = await insurer.submit({
      claim,
      documents: [
        { documentType: 'Original Invoice', fileName: 'inv.pdf', url: 'https://files.example/inv.pdf' },
        { documentType: 'Photograph', fileName: 'box.jpg', url: 'https://files.example/box.jpg' },
      ],
    });
    expect(filed).toEqual({ insurerClaimId: 'clm_097c8e6f4f0a4d3b9a2e5b1c7d8f9e0a' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.easypost.com/v2/claims' });
    expect(calls[0].body).toMatchObject({
      type: 'loss',
      tracking_code: '1ZCLAIMS0000000001',
      amount: '120.00',
      description: 'Smoked brisket',
      recipient_name: 'Jane Doe',
      contact_email: 'claims@hillcountry.example',
      invoice_attachments: ['https://files.example/inv.pdf'],
      supporting_documentation_attachments: ['https://files.example/box.jpg'],
    });
  });

  it('refuses to file a delay (not insured) without calling EasyPost', async () => {
    const { calls, insurer } = recorded();
    await expect(insurer.submit({ claim: { ...claim, type: 'delayed' }, documents: [] })).rejects.toThrow(/delayed/);
    expect(calls).toEqual([]);
  });

  it('an EasyPost error answer is an error naming its code', async () => {
    const { insurer } = recorded('claim-invalid-tracking');
    await expect(insurer.submit({ claim, documents: [] })).rejects.toThrow(/422 CLAIM.INVALID_TRACKING/);
  });

  it.each([
    ['claim-submitted', undefined],
    ['claim-in-review', { status: 'investigation_pending', note: 'Claim is under review.' }],
    ['claim-needs-action', { status: 'documents_pending', note: 'Send proof of purchase.' }],
    [
      'claim-approved-partial',
      { status: 'paid', amountCents: 9_550, note: 'Approved up to the insured value less salvage.' },
    ],
    ['claim-rejected', { status: 'denied', note: 'The parcel was delivered to the address on the label.' }],
  ])('GET /v2/claims/:id %s → %j', async (name, decision) => {
    const { calls, insurer } = recorded(name);
    expect(await insurer.decision('clm_097c8e6f4f0a4d3b9a2e5b1c7d8f9e0a', claim)).toEqual(decision);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.easypost.com/v2/claims/clm_097c8e6f4f0a4d3b9a2e5b1c7d8f9e0a',
    });
  });
});
