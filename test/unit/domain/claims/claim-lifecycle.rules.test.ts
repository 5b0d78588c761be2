import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUSES,
  ClaimTransitionError,
  OPEN_CLAIM_STATUSES,
  canTransitionClaim,
  holdsShipmentClaim,
  nextClaimStatuses,
  resolutionAfter,
  transitionClaim,
  type ClaimActorKind,
  type ClaimStatus,
} from '#domain/claims/claim-lifecycle.rules';
import { CLAIM_REASON_BY_TYPE, CLAIM_TYPES, claimPermission, claimSubjectKey } from '#domain/claims/claim-record';
import { CLAIM_REASONS } from '#domain/constants/settings.constants';

const at = '2026-11-27T12:00:00.000Z';

describe('claim transitions (accounts §4 statuses; the moves are ours)', () => {
  it.each<[ClaimStatus, ClaimStatus, ClaimActorKind]>([
    ['draft', 'claim_received', 'merchant'],
    ['claim_received', 'documents_pending', 'admin'],
    ['claim_received', 'investigation_pending', 'insurer'],
    ['documents_pending', 'investigation_pending', 'admin'],
    ['investigation_pending', 'documents_pending', 'insurer'],
    ['investigation_pending', 'submitted_for_payment', 'admin'],
    ['submitted_for_payment', 'paid', 'admin'],
    ['submitted_for_payment', 'paid', 'insurer'],
    ['submitted_for_payment', 'denied', 'insurer'],
    ['paid', 'closed', 'system'],
    ['denied', 'closed', 'admin'],
    ['withdrawn', 'closed', 'system'],
  ])('%s → %s by %s is allowed', (from, to, actor) => {
    expect(canTransitionClaim(from, to, actor)).toBe(true);
  });

  it.each(OPEN_CLAIM_STATUSES)('the merchant withdraws an open claim (%s)', (from) => {
    expect(canTransitionClaim(from, 'withdrawn', 'merchant')).toBe(true);
    expect(canTransitionClaim(from, 'withdrawn', 'admin')).toBe(false);
  });

  it.each<[ClaimStatus, ClaimStatus, ClaimActorKind]>([
    ['draft', 'claim_received', 'admin'],
    ['draft', 'paid', 'admin'],
    ['draft', 'withdrawn', 'merchant'],
    ['claim_received', 'paid', 'admin'],
    ['submitted_for_payment', 'paid', 'merchant'],
    ['investigation_pending', 'denied', 'merchant'],
    ['paid', 'denied', 'admin'],
    ['paid', 'withdrawn', 'merchant'],
    ['closed', 'claim_received', 'admin'],
    ['denied', 'paid', 'insurer'],
  ])('%s → %s by %s is refused', (from, to, actor) => {
    expect(canTransitionClaim(from, to, actor)).toBe(false);
    expect(() => transitionClaim({ from, to, actor: { kind: actor, id: 'x' }, at, resolution: 'pending' })).toThrow(
      ClaimTransitionError,
    );
  });

  it('nothing leaves closed, and every status but closed has a way on', () => {
    for (const status of CLAIM_STATUSES) {
      const next = (['merchant', 'admin', 'insurer', 'system'] as const).flatMap((a) => nextClaimStatuses(status, a));
      expect(next.length === 0).toBe(status === 'closed');
    }
  });

  it('a move answers its history line', () => {
    const { entry, resolution } = transitionClaim({
      from: 'draft',
      to: 'claim_received',
      actor: { kind: 'merchant', id: 'user-1' },
      at,
      resolution: 'pending',
    });
    expect(entry).toEqual({
      at,
      from: 'draft',
      to: 'claim_received',
      actor: { kind: 'merchant', id: 'user-1' },
      note: '',
    });
    expect(resolution).toBe('pending');
  });

  it('names why a move is refused', () => {
    expect(() =>
      transitionClaim({ from: 'paid', to: 'denied', actor: { kind: 'admin', id: 'a' }, at, resolution: 'refund' }),
    ).toThrow('A claim cannot move from paid to denied.');
    expect(() =>
      transitionClaim({
        from: 'draft',
        to: 'claim_received',
        actor: { kind: 'admin', id: 'a' },
        at,
        resolution: 'pending',
      }),
    ).toThrow('A admin cannot move a claim to claim_received.');
  });
});

describe('claim resolution (accounts §4: pending, reship, refund, deny)', () => {
  it.each<[ClaimStatus, Parameters<typeof resolutionAfter>[1], Parameters<typeof resolutionAfter>[2], string]>([
    ['denied', 'pending', undefined, 'deny'],
    ['denied', 'reship', undefined, 'deny'],
    ['paid', 'pending', undefined, 'refund'],
    ['paid', 'reship', undefined, 'reship'],
    ['paid', 'pending', 'reship', 'reship'],
    ['investigation_pending', 'pending', undefined, 'pending'],
    ['investigation_pending', 'pending', 'refund', 'refund'],
  ])('→ %s from %s (asked %s) is %s', (to, current, requested, expected) => {
    expect(resolutionAfter(to, current, requested)).toBe(expected);
  });
});

describe('claim types, sources and holds', () => {
  it('each type is one of the spec claim reasons (accounts §9), all reasons covered', () => {
    expect(CLAIM_TYPES.map((t) => CLAIM_REASON_BY_TYPE[t]).sort()).toEqual([...CLAIM_REASONS].sort());
  });

  it('insurance claims need Full Coverage, shopper claims order protection (accounts §6)', () => {
    expect(claimPermission('shipment')).toBe('view_claim_tracking');
    expect(claimPermission('order')).toBe('view_claim_tracking');
    expect(claimPermission('protection')).toBe('view_order_protection');
  });

  it('a shipment + type is one subject; an order claim has none', () => {
    expect(claimSubjectKey({ kind: 'shipment', orderId: 'o1', shipmentId: 's1' }, 'lost')).toBe('o1#s1#lost');
    expect(claimSubjectKey({ kind: 'order', orderId: 'o1' }, 'damaged')).toBe('o1#-#damaged');
  });

  it("a shopper's protection claim holds its subject apart from the merchant's own claim", () => {
    const merchant = claimSubjectKey({ kind: 'shipment', orderId: 'o1', shipmentId: 's1' }, 'lost');
    const shopper = claimSubjectKey({ kind: 'protection', orderId: 'o1', shipmentId: 's1' }, 'lost');
    expect(shopper).toBe('o1#s1#lost#protection');
    expect(shopper).not.toBe(merchant);
    expect(claimSubjectKey({ kind: 'protection', orderId: 'o1' }, 'damaged')).toBe('o1#-#damaged#protection');
    expect(claimSubjectKey({ kind: 'protection', orderId: 'o1' }, 'damaged')).not.toBe(
      claimSubjectKey({ kind: 'order', orderId: 'o1' }, 'damaged'),
    );
  });

  it('drafts and open claims hold their subject; decided ones free it', () => {
    expect(CLAIM_STATUSES.filter(holdsShipmentClaim)).toEqual([
      'claim_received',
      'documents_pending',
      'investigation_pending',
      'submitted_for_payment',
      'draft',
    ]);
  });
});
