import { describe, expect, it } from 'vitest';
import { claimSubmitIssues, claimShipmentOf } from '#domain/claims/claim-draft.rules';
import { declaredValueCents, draftClaimForm } from '#domain/claims/claim-draft-form.rules';
import { claimEmailKey, renderClaimStatusEmail } from '#domain/claims/claim-email.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { MESSAGES } from '#domain/validation/messages';

const labelled = {
  id: 's1',
  products: [{ quantity: 2 }, { quantity: 1 }],
  options: { carrierInsuranceAmountActive: true, carrierInsuranceAmount: 150 },
  label: { trackingCode: '1ZLABEL' },
  billOfLading: {
    trackingCode: '1ZLABEL',
    carrier: 'UPSSurePost',
    service: 'SurePost',
    labelDate: '2030-01-02',
    shipDate: '2030-01-03',
    purchaseKey: 's1#1',
    sequence: 1,
    carrierShipmentId: 'shp_1',
    purchasedAt: '2030-01-02T15:00:00Z',
  },
  createdShipment: { tracking_code: '1ZLABEL', selected_rate: { markedUpRates: { rate: 12.5 } } },
} as unknown as Shipment;
const unlabelled = { id: 's2', products: [], options: {} } as unknown as Shipment;
const order = {
  id: 'o1',
  orderNumber: 'SD-1',
  warehouse: {
    address: { companyName: 'Hill Country Meats!', phone: '512-555-0100', street1: '1 Main St.', city: 'Austin' },
  },
  shipments: [unlabelled, labelled],
} as unknown as OrderRecord;
const now = new Date('2030-01-10T18:00:00Z');

describe('a new claim from a labelled shipment (accounts §3 prefill)', () => {
  it('finds the labelled shipment: the named one, or the first labelled one of an order claim', () => {
    expect(claimShipmentOf(order, { kind: 'shipment', shipmentId: 's1' })).toEqual({ shipment: labelled });
    expect(claimShipmentOf(order, { kind: 'shipment', shipmentId: 's2' })).toEqual({ error: 'noLabel' });
    expect(claimShipmentOf(order, { kind: 'shipment', shipmentId: 's9' })).toEqual({ error: 'noShipment' });
    expect(claimShipmentOf(order, { kind: 'order' })).toEqual({ shipment: labelled });
    expect(claimShipmentOf({ shipments: [unlabelled] }, { kind: 'order' })).toEqual({ error: 'noLabel' });
  });

  it('takes the label ship date, carrier, quantity, shipping amount and the declared value', () => {
    const { claim, amounts, trackingCode } = draftClaimForm({
      order,
      shipment: labelled,
      now,
      timeZone: 'America/Chicago',
    });
    expect(trackingCode).toBe('1ZLABEL');
    expect(claim.claimDetails).toMatchObject({
      bol: '1ZLABEL',
      shipDate: '01/03/2030',
      lossDate: '01/10/2030',
      carrier: 'UPS SUREPOST',
      quantity: 3,
      shippingAmount: 12.5,
      merchandiseAmount: 150,
      repairable: false,
    });
    expect(amounts).toEqual({ claimedCents: 15_000, declaredValueCents: 15_000 });
    // Names keep letters and spaces; address text letters, digits, underscore and space (accounts §5).
    expect(claim.senderDetails).toMatchObject({
      fullName: 'Hill Country Meats',
      addressLine1: '1 Main St',
      city: 'Austin',
    });
  });

  it("a profile's defaults are the claim's own details", () => {
    const { claim } = draftClaimForm({
      order,
      shipment: labelled,
      now,
      timeZone: 'UTC',
      profile: {
        profileName: 'Meat',
        merchandiseDescription: 'Beef',
        damageDescription: 'Thawed',
        commodity: 'Meat',
        lossCause: 'damage_Ext',
        lossDate: '01/08/2030',
      },
    });
    expect(claim.claimDetails).toMatchObject({
      merchandiseDescription: 'Beef',
      damageDescription: 'Thawed',
      lossCause: 'damage_Ext',
      lossDate: '01/08/2030',
    });
  });

  it('no insurance, no declared value', () => {
    expect(
      declaredValueCents({ options: { carrierInsuranceAmountActive: false, carrierInsuranceAmount: 100 } } as Shipment),
    ).toBe(undefined);
  });
});

describe('claim submit checks (accounts §5 Claim), field by field', () => {
  const base = draftClaimForm({ order, shipment: labelled, now, timeZone: 'UTC' });
  const withDetails = (d: Record<string, unknown>, top: Record<string, unknown> = {}) => ({
    ...base.claim,
    ...top,
    claimDetails: {
      ...base.claim.claimDetails,
      lossCause: 'lost',
      merchandiseDescription: 'Beef',
      ...d,
    },
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, string>]>([
    ['a complete claim passes', {}, {}, {}],
    [
      'loss date before ship date',
      { lossDate: '01/02/2030' },
      {},
      { 'claimDetails.lossDate': "Loss date can't be before the ship date" },
    ],
    [
      'dates must be MM/DD/YYYY',
      { lossDate: '2030-01-09' },
      {},
      { 'claimDetails.lossDate': 'Date must be MM/DD/YYYY' },
    ],
    [
      'merchandise amount above the declared value',
      { merchandiseAmount: 150.01 },
      {},
      { 'claimDetails.merchandiseAmount': 'Merchandise Amount cannot be greater than declared value' },
    ],
    [
      'damage needs its description',
      { lossCause: 'damage_Ext', damageDescription: '' },
      {},
      { 'claimDetails.damageDescription': MESSAGES.required },
    ],
    [
      'merchandise description is required',
      { merchandiseDescription: '' },
      {},
      { 'claimDetails.merchandiseDescription': MESSAGES.required },
    ],
    [
      'descriptions at most 230',
      { merchandiseDescription: 'x'.repeat(231) },
      {},
      { 'claimDetails.merchandiseDescription': MESSAGES.tooLong },
    ],
    [
      'notes at most 250',
      { additionalNotes: 'x'.repeat(251) },
      {},
      { 'claimDetails.additionalNotes': MESSAGES.tooLong },
    ],
  ])('%s', (_name, details, top, expected) => {
    expect(claimSubmitIssues(withDetails({ lossDate: '01/09/2030', ...details }, top), base.amounts)).toEqual(expected);
  });

  it('the policy payee needs a name, phone and email', () => {
    const claim = withDetails(
      { lossDate: '01/09/2030' },
      { usePolicyPayee: true, payeeDetails: { ...base.claim.payeeDetails, fullName: '', emailAddress: '' } },
    );
    expect(claimSubmitIssues(claim, base.amounts)).toEqual({
      'payeeDetails.fullName': MESSAGES.required,
      'payeeDetails.emailAddress': MESSAGES.required,
    });
  });
});

describe('claim status emails', () => {
  it('are keyed by claim, change and recipient (any case)', () => {
    expect(claimEmailKey({ claimId: 'c1', at: '2030-01-01T00:00:00Z' }, ' Ops@Example.com ')).toBe(
      'claim#c1#2030-01-01T00:00:00Z#ops@example.com',
    );
  });

  it('name the order and the status label, escaped in HTML', () => {
    const email = renderClaimStatusEmail({ status: 'documents_pending', orderNumber: '<1001>' }, 'Hill & Co');
    expect(email.subject).toBe('Claim for order <1001>: Documents Pending');
    expect(email.html).not.toContain('<1001>');
    expect(email.html).toContain('&#60;1001&#62;');
  });
});
