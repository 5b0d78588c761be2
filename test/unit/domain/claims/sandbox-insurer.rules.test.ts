import { describe, expect, it } from 'vitest';
import type { ClaimRecord } from '#domain/claims/claim-record';
import {
  SANDBOX_DENIAL_REASONS,
  SANDBOX_INSURER_STEP_MINUTES,
  sandboxInsurerDecision,
} from '#domain/claims/sandbox-insurer.rules';

const at = '2030-04-01T10:00:00.000Z';
const claim = (over: Partial<ClaimRecord> = {}) =>
  ({
    status: 'claim_received',
    type: 'lost',
    amounts: { claimedCents: 12_000, declaredValueCents: 12_000 },
    history: [{ at, from: 'draft', to: 'claim_received', actor: { kind: 'merchant', id: 'u1' }, note: '' }],
    updatedAt: at,
    ...over,
  }) as ClaimRecord;
const after = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000);

describe('the sandbox insurer decides on an accelerated clock when nobody acts (issue 25 item 7)', () => {
  it('waits a step after the last move, then moves one step at a time to paid with the amount claimed', () => {
    expect(sandboxInsurerDecision(claim(), after(SANDBOX_INSURER_STEP_MINUTES - 0.1))).toBeUndefined();
    expect(sandboxInsurerDecision(claim(), after(SANDBOX_INSURER_STEP_MINUTES))).toMatchObject({
      status: 'investigation_pending',
    });
    expect(sandboxInsurerDecision(claim({ status: 'investigation_pending' }), after(5))).toMatchObject({
      status: 'submitted_for_payment',
    });
    expect(sandboxInsurerDecision(claim({ status: 'submitted_for_payment' }), after(5))).toEqual({
      status: 'paid',
      amountCents: 12_000,
      note: 'Paid the amount claimed',
    });
  });

  it.each([
    [{ type: 'delayed' as const }, SANDBOX_DENIAL_REASONS.delay],
    [{ amounts: { claimedCents: 0 } }, SANDBOX_DENIAL_REASONS.nothingClaimed],
    [{ amounts: { claimedCents: 15_000, declaredValueCents: 12_000 } }, SANDBOX_DENIAL_REASONS.overDeclared],
  ])('denies %j for a stated reason', (over, note) => {
    expect(sandboxInsurerDecision(claim(over), after(5))).toEqual({ status: 'denied', note });
  });

  it('a draft, a decided claim, or one a staff member just moved: nothing yet', () => {
    expect(sandboxInsurerDecision(claim({ status: 'draft' }), after(60))).toBeUndefined();
    expect(sandboxInsurerDecision(claim({ status: 'paid' }), after(60))).toBeUndefined();
    const moved = claim({
      status: 'investigation_pending',
      history: [
        ...claim().history,
        {
          at: after(59).toISOString(),
          from: 'claim_received',
          to: 'investigation_pending',
          actor: { kind: 'admin', id: 'a1' },
          note: '',
        },
      ],
    });
    expect(sandboxInsurerDecision(moved, after(60))).toBeUndefined();
  });
});
