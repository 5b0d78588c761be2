import { describe, expect, it } from 'vitest';
import { billingAccessOf, type BillingAccessFacts } from '#domain/permissions/billing-access.rules';

const open: BillingAccessFacts = {
  review: 'approved',
  rateApproval: 'approved',
  storesConnected: 1,
  ownCarrierAccounts: 0,
};

describe('billing access (accounts §4, §8)', () => {
  it('is approved with a store and approved rates', () => {
    expect(billingAccessOf(open)).toBe('approved');
    expect(billingAccessOf({ ...open, rateApproval: 'granted_access' })).toBe('approved');
  });

  it('is hidden without a store integration, whatever else holds', () => {
    expect(billingAccessOf({ ...open, storesConnected: 0 })).toBe('hidden');
    expect(billingAccessOf({ ...open, storesConnected: 0, ownCarrierAccounts: 2 })).toBe('hidden');
  });

  it('is hidden with a store but neither approved rates nor an own carrier account', () => {
    expect(billingAccessOf({ ...open, rateApproval: 'pending' })).toBe('hidden');
    expect(billingAccessOf({ ...open, rateApproval: 'need_approval' })).toBe('hidden');
    expect(billingAccessOf({ ...open, rateApproval: 'pending', ownCarrierAccounts: 1 })).toBe('approved');
  });

  it('is rejected by the review before anything else, and pending while the review is not finished', () => {
    expect(billingAccessOf({ ...open, review: 'rejected' })).toBe('rejected');
    expect(billingAccessOf({ ...open, review: 'rejected', storesConnected: 0 })).toBe('rejected');
    expect(billingAccessOf({ ...open, review: 'pending_verification' })).toBe('pending_verification');
    expect(billingAccessOf({ ...open, review: 'pending_verification', storesConnected: 0 })).toBe('hidden');
  });
});
