import { describe, expect, it } from 'vitest';
import { protectionClaimRequestSchema, protectionResolutionRequestSchema } from '#api/protection-claims';
import { CLAIM_REASONS } from '#domain/constants/settings.constants';
import { orderDisplayStatus } from '#domain/orders/order-grid.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import {
  acceptsProtectionClaim,
  claimTypeOfReason,
  PROTECTION_RESOLVE_MESSAGES,
  protectionResolutionMove,
  replacementShipment,
  replacementShipmentIdOf,
  resolvedOrder,
  shipmentToReship,
} from '#domain/protection/protection-claim.rules';
import { PROTECTION_DESCRIPTION_MAX } from '#domain/protection/protection-claim.schema';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { displayStatus } from '#domain/statuses/display-status.rules';
import { MESSAGES } from '#domain/validation/messages';

const labelled = {
  id: 's1',
  products: [{ title: 'Smoked brisket', sku: 'BRISKET', quantity: 2, productId: 'p1' }],
  packagings: [],
  shipmentStatus: 'delivered',
  billOfLading: { trackingCode: '1ZAAA', carrier: 'UPS', service: 'Ground' },
  label: { trackingCode: '1ZAAA', trackingUrl: 'https://track.example.com/x' },
  createdShipment: { tracking_code: '1ZAAA' },
  refund: null,
  fulfillment: { id: 'f1' },
  allRates: [{ rateId: 'r1' }],
  tracking: { events: [], emails: [] },
} as unknown as Shipment;

const order = {
  id: 'o1',
  orderNumber: 'SD-1001',
  hasShipfareProtection: true,
  isDeleted: false,
  archived: false,
  isCancelled: false,
  shipments: [labelled],
} as unknown as OrderRecord;

const form = {
  subDomain: 'smokehouse',
  email: 'maria@example.com',
  orderNumber: 'SD-1001',
  reason: 'contents damaged',
  description: 'The box arrived thawed.',
};

describe('who may file (orders §3 hasShipfareProtection)', () => {
  it.each([
    ['protection bought', { hasShipfareProtection: true, isDeleted: false }, true],
    ['no protection', { hasShipfareProtection: false, isDeleted: false }, false],
    ['protection, order deleted', { hasShipfareProtection: true, isDeleted: true }, false],
  ])('%s', (_name, o, expected) => {
    expect(acceptsProtectionClaim(o)).toBe(expected);
  });

  it('accounts §9: every claim reason files its own claim type', () => {
    expect(CLAIM_REASONS.map(claimTypeOfReason)).toEqual(['damaged', 'delayed', 'lost', 'missing_contents']);
  });
});

describe('the shopper form (accounts §2 protection-claim)', () => {
  it('accepts the four fields and the page subdomain', () => {
    expect(protectionClaimRequestSchema.parse(form)).toEqual(form);
  });

  it("bad input answers the fields' messages", () => {
    const res = protectionClaimRequestSchema.safeParse({
      ...form,
      email: 'nope',
      orderNumber: ' ',
      reason: 'it was late',
      description: 'x'.repeat(PROTECTION_DESCRIPTION_MAX + 1),
    });
    expect(res.success).toBe(false);
    const byField = Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      email: MESSAGES.invalidEmail,
      orderNumber: MESSAGES.required,
      reason: MESSAGES.required,
      description: MESSAGES.tooLong,
    });
  });

  it('server-owned fields are refused, not ignored', () => {
    expect(protectionClaimRequestSchema.safeParse({ ...form, accountId: 'acc-b' }).success).toBe(false);
    expect(protectionResolutionRequestSchema.safeParse({ resolution: 'reship', status: 'paid' }).success).toBe(false);
    expect(protectionResolutionRequestSchema.safeParse({ resolution: 'pending' }).success).toBe(false);
  });
});

describe("the merchant's decision (accounts §4 resolutions)", () => {
  const at = '2030-01-03T10:00:00.000Z';

  it.each([
    ['reship', 'closed'],
    ['refund', 'closed'],
    ['deny', 'denied'],
  ] as const)('%s moves an open protection claim to %s, naming the merchant user', (resolution, to) => {
    expect(
      protectionResolutionMove({ sourceKind: 'protection', status: 'claim_received', resolution, userId: 'u1', at }),
    ).toEqual({
      ok: true,
      to,
      entry: {
        at,
        from: 'claim_received',
        to,
        actor: { kind: 'merchant', id: 'u1' },
        note: `Order protection: ${resolution}`,
      },
    });
  });

  it('refuses a claim that is not a protection claim, or no longer open', () => {
    expect(
      protectionResolutionMove({
        sourceKind: 'shipment',
        status: 'claim_received',
        resolution: 'deny',
        userId: 'u',
        at,
      }),
    ).toEqual({ ok: false, message: PROTECTION_RESOLVE_MESSAGES.notProtection });
    for (const status of ['draft', 'closed', 'denied', 'paid', 'withdrawn'] as const)
      expect(
        protectionResolutionMove({ sourceKind: 'protection', status, resolution: 'reship', userId: 'u', at }),
      ).toEqual({ ok: false, message: PROTECTION_RESOLVE_MESSAGES.notOpen });
  });

  it('the replacement copies the lines and keeps nothing of the purchase; its id is the claim’s', () => {
    const copy = replacementShipment(labelled, replacementShipmentIdOf('c1'));
    expect(copy.id).toBe('reship-c1');
    expect(copy.products).toEqual(labelled.products);
    expect(copy).toMatchObject({ label: null, createdShipment: null, refund: null });
    expect(copy.billOfLading).toBeUndefined();
    expect(copy.allRates).toBeUndefined();
    expect(copy.tracking).toBeUndefined();
    expect(copy.fulfillment).toBeUndefined();
    expect(copy.shipmentStatus).toBeUndefined();
  });

  it('the shipment to reship: the one the claim names, else the first', () => {
    const two = { shipments: [labelled, { ...labelled, id: 's2' }] };
    expect(shipmentToReship(two, 's2')?.id).toBe('s2');
    expect(shipmentToReship(two, 'gone')?.id).toBe('s1');
    expect(shipmentToReship(two)?.id).toBe('s1');
    expect(shipmentToReship({ shipments: [] })).toBeUndefined();
  });

  it('orders §4: the order shows Reshipped / Refunded / Denied; a reship adds the replacement', () => {
    expect(orderDisplayStatus(order)).toBe('Delivered');
    const reshipped = resolvedOrder(order, 'reship', replacementShipment(labelled, 'reship-c1'));
    expect(reshipped.shipments.map((s) => s.id)).toEqual(['s1', 'reship-c1']);
    expect(orderDisplayStatus(reshipped)).toBe('Reshipped');
    expect(orderDisplayStatus(resolvedOrder(order, 'refund', undefined))).toBe('Refunded');
    const denied = resolvedOrder(order, 'deny', undefined);
    expect(denied.shipments).toHaveLength(1);
    expect(orderDisplayStatus(denied)).toBe('Denied');
  });

  it('archived, cancelled and deleted still outrank the outcome', () => {
    expect(displayStatus({ hasLabel: true, status: 'delivered', archived: true, protectionOutcome: 'reshipped' })).toBe(
      'Archived',
    );
    expect(displayStatus({ hasLabel: true, status: 'delivered', protectionOutcome: 'denied' })).toBe('Denied');
  });
});
