import { describe, expect, it } from 'vitest';
import { SHIPDECK_ADMINS_GROUP, groupsOfClaim, isShipdeckAdmin } from '#domain/admin/staff-group.rules';
import { PAYOUT_MESSAGES, maxPayoutCents, payoutProblem } from '#domain/admin/payout.rules';

describe('staff group (accounts §1 and §6: the internal admin group)', () => {
  it.each([
    ['a decoded token’s array', ['shipdeck-admins', 'other'], ['shipdeck-admins', 'other']],
    ['API Gateway’s flattened array', '[shipdeck-admins other]', ['shipdeck-admins', 'other']],
    ['a single flattened group', '[shipdeck-admins]', ['shipdeck-admins']],
    ['a bare string', 'shipdeck-admins', ['shipdeck-admins']],
    ['an empty list', '[]', []],
    ['no claim', undefined, []],
    ['a number', 42, []],
  ])('reads %s', (_, claim, groups) => {
    expect(groupsOfClaim(claim)).toEqual(groups);
  });

  it.each([
    ['[shipdeck-admins]', true],
    [['merchant:admin', SHIPDECK_ADMINS_GROUP], true],
    ['[merchant:admin]', false],
    ['[shipdeck-admins-old]', false],
    ['god-mode', false],
    ['', false],
    [undefined, false],
  ])('%j is staff: %s (only the exact group, never a merchant group)', (claim, staff) => {
    expect(isShipdeckAdmin(claim)).toBe(staff);
  });
});

describe('payout bounds (accounts §4 claim credit)', () => {
  it('is bounded by the amount claimed, within the declared value when known', () => {
    expect(maxPayoutCents({ claimedCents: 12_000 })).toBe(12_000);
    expect(maxPayoutCents({ claimedCents: 12_000, declaredValueCents: 10_000 })).toBe(10_000);
    expect(maxPayoutCents({ claimedCents: 8_000, declaredValueCents: 10_000 })).toBe(8_000);
  });

  it.each([
    [0, PAYOUT_MESSAGES.positive],
    [-100, PAYOUT_MESSAGES.positive],
    [10_001, 'The payout cannot exceed $100.00, the amount this claim covers.'],
    [10_000, undefined],
    [1, undefined],
  ])('%i cents on a $100.00 claim: %s', (cents, message) => {
    expect(payoutProblem(cents, { claimedCents: 10_000, declaredValueCents: 20_000 })).toBe(message);
  });
});
