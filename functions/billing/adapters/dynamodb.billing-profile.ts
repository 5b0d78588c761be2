import type { BillingProfile, BillingProfileStore } from '#domain/billing/ports';
import { isConditionFailure } from '#lib/db/condition-failure';
import { BillingProfileEntity } from '../db/wallet.entity';
import { onTable } from '#lib/db/table';

/** An account never reviewed: billing and the platform's rates approved, no auto-reload (docs/decisions.md). */
export const DEFAULT_BILLING_PROFILE: BillingProfile = { review: 'approved', rateApproval: 'approved', version: 0 };

export const dynamoBillingProfiles: BillingProfileStore = {
  async get(accountId) {
    const { data } = await onTable(BillingProfileEntity).get({ accountId }).go({ consistent: true });
    if (!data) return DEFAULT_BILLING_PROFILE;
    return {
      review: data.review,
      rateApproval: data.rateApproval,
      version: data.version,
      ...(data.autoReload ? { autoReload: data.autoReload as BillingProfile['autoReload'] } : {}),
      ...(data.paymentsCustomerRef ? { paymentsCustomerRef: data.paymentsCustomerRef } : {}),
    };
  },

  async update(accountId, expectedVersion, changes) {
    const version = expectedVersion + 1;
    try {
      if (expectedVersion === 0) {
        await onTable(BillingProfileEntity)
          .create({ ...DEFAULT_BILLING_PROFILE, ...changes, accountId, version })
          .go();
      } else {
        await onTable(BillingProfileEntity)
          .patch({ accountId })
          .set({ ...changes, version })
          .where((attr, { eq }) => eq(attr.version, expectedVersion))
          .go();
      }
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  },
};
