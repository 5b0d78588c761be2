import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/api/api-error';
import { planGateOf } from '#web/components/plan-gate-modal';

describe('accounts §6: a closed plan gate opens the upgrade prompt or the subscription-inactive dialog', () => {
  it.each([
    {
      error: new ApiError(402, 'upgrade_prompt', 'Upgrade'),
      expected: { outcome: 'upgrade_prompt', message: 'Upgrade' },
    },
    {
      error: new ApiError(402, 'subscription_inactive', 'Reactivate'),
      expected: { outcome: 'subscription_inactive', message: 'Reactivate' },
    },
    { error: new ApiError(402, 'PaymentRequired', 'Add funds'), expected: null },
    { error: new ApiError(403, 'upgrade_prompt', 'x'), expected: null },
    { error: new Error('network'), expected: null },
  ])('$error.message ($error.status) → $expected', ({ error, expected }) => {
    expect(planGateOf(error)).toEqual(expected);
  });
});
