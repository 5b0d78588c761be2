import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { claimSchema } from '#domain/claims/claim.schema';
import { describeClaimPdf, initialsOf, type ClaimPdfInput } from '#functions/claims/render/claim-pdf-layout';
import { renderClaimPdf } from '#functions/claims/render/claim-pdf';
import { textsOf } from '#lib/pdf/layout-elements';
import { pdfPages } from '#test/unit/labels/pdf-text';

const logo = {
  bytes: new Uint8Array(readFileSync(new URL('../../fixtures/claims/company-logo.png', import.meta.url))),
  contentType: 'image/png' as const,
};

const block = (fullName: string, city: string) => ({
  fullName,
  firstName: fullName.split(' ')[0],
  lastName: fullName.split(' ').slice(1).join(' '),
  addressLine1: '12 Frost Lane',
  city,
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  phoneNumber: '5125550100',
  emailAddress: 'claims@frostco.example',
});

/** A claim as the claim schema (accounts §3) parses it, with the record's reference fields. */
function input(over: Partial<ClaimPdfInput> = {}): ClaimPdfInput {
  const form = claimSchema.parse({
    policyNumber: '',
    claimDetails: {
      bol: '1Z999AA10123456784',
      shipDate: '11/23/2026',
      lossDate: '11/26/2026',
      lossCause: 'damage_Ext',
      commodity: 'Perishable food',
      merchandiseAmount: 184.5,
      merchandiseDescription: 'Six frozen brisket portions, vacuum packed, with 5 lb of dry ice.',
      damageDescription: 'Box arrived crushed and thawed; the dry ice was gone and the meat warm to the touch.',
      repairable: 'no',
      quantity: 6,
      carrier: 'UPS',
      service: 'NextDayAir',
      shippingAmount: 42.1,
      additionalNotes: 'The shopper sent photographs the same evening.',
    },
    contactDetails: block('Dana Frost', 'Austin'),
    senderDetails: block('Frost and Co', 'Austin'),
    recipientDetails: block('Sam Rivera', 'Dallas'),
    payeeDetails: block('Frost and Co', 'Austin'),
  });
  return {
    company: { name: 'Frost & Co', logo, contact: 'claims@frostco.example  |  512-555-0100' },
    claim: {
      claimId: 'clm_01JD8Z',
      type: 'damaged',
      status: 'claim_received',
      resolution: 'pending',
      orderNumber: 'A-1042',
      trackingCode: '1Z999AA10123456784',
      createdAt: '2026-11-26T15:00:00.000Z',
      submittedAt: '2026-11-26T16:00:00.000Z',
      claim: form,
    },
    coverage: {
      declaredCents: 20_000,
      premiumCents: 250,
      insurer: 'Shipdeck Full Coverage (sandbox)',
      policyId: 'FC-shp-1-1',
      purchasedAt: '2026-11-23T10:00:00.000Z',
    },
    documents: [
      { documentType: 'Photograph', fileName: 'crushed-box.jpg' },
      { documentType: 'Original Invoice', fileName: 'invoice-A-1042.pdf' },
    ],
    generatedAt: new Date('2026-11-27T09:00:00Z'),
    ...over,
  };
}

describe('claim PDF (accounts §2 claim-pdf)', () => {
  it('carries the company’s logo, the claim form’s fields, the parties, the documents and the coverage', async () => {
    const bytes = await renderClaimPdf(input());
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    const shown = pages[0]!.texts.join('\n');
    for (const expected of [
      'Frost & Co',
      'CLAIM clm_01JD8Z',
      'Claim Received',
      'contents damaged',
      'A-1042',
      '1Z999AA10123456784',
      '11/26/2026',
      'damage_Ext',
      '$184.50',
      '$42.10',
      'UPS NextDayAir',
      'SENDER',
      'RECIPIENT',
      'Sam Rivera',
      'Dallas, TX 78701',
      'Photograph: crushed-box.jpg',
      'Original Invoice: invoice-A-1042.pdf',
      'FULL COVERAGE',
      '$200.00',
      'FC-shp-1-1',
    ])
      expect(shown).toContain(expected);
    expect(shown).toMatch(/Box arrived crushed and thawed/);
    const pdf = new TextDecoder('latin1').decode(bytes);
    expect(pdf.match(/\/Subtype\s*\/Image/g)).toHaveLength(1);
  });

  it('without a logo the company’s initials stand in its place; without coverage no coverage section', () => {
    const [page] = describeClaimPdf(input({ company: { name: 'Frost & Co' }, coverage: undefined }));
    expect(page!.elements.some((e) => e.kind === 'image')).toBe(false);
    expect(textsOf(page!)).toContain('FC');
    expect(textsOf(page!)).not.toContain('FULL COVERAGE');
    expect(initialsOf('hill country meats')).toBe('HC');
  });

  it('long descriptions flow onto further pages under a running header', () => {
    const long = input();
    long.claim.claim.claimDetails.additionalNotes = 'Temperature log and timeline. '.repeat(400);
    const pages = describeClaimPdf(long);
    expect(pages.length).toBeGreaterThan(1);
    expect(textsOf(pages[1]!)[0]).toBe('CLAIM clm_01JD8Z (continued)');
  });
});
