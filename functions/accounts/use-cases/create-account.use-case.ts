import type { CreateAccountRequest, Membership } from '#api/accounts';
import type { AccountStore, IdGenerator } from '#domain/accounts/ports';
import type { ReferralAttribution } from '#domain/partners/ports';
import { newTrialSubscription } from '#domain/plans/subscription.rules';
import { ConflictError } from '#lib/errors';
import type { Identity } from '#lib/http/caller';
import { logger } from '#lib/logger';

/**
 * A signed-in user without a team creates their merchant account and becomes its owner; this
 * is the last step of Signup (accounts §3), so the sign-up answers are kept with the account.
 * Users who already own an account join further teams by invitation, not by creating more.
 */
export function makeCreateAccount({
  accounts,
  ids,
  referrals,
  clock = () => new Date(),
}: {
  accounts: AccountStore;
  ids: IdGenerator;
  /** Told of an account created with a referralPartner (the partner program attributes it). */
  referrals?: ReferralAttribution;
  clock?: () => Date;
}) {
  return async (identity: Identity, request: CreateAccountRequest): Promise<Membership> => {
    const existing = await accounts.listMembershipsOfUser(identity.userId);
    if (existing.some((m) => m.role === 'owner')) {
      throw new ConflictError('You already own a merchant account.');
    }
    const accountId = ids.newId();
    const { companyName, name, phone, heardFrom, referralPartner } = request;
    const at = clock();
    await accounts.createAccountWithOwner({
      accountId,
      name: companyName,
      owner: identity,
      signupProfile: { name, phone, heardFrom, referralPartner },
      subscription: newTrialSubscription(at),
    });
    if (referralPartner && referrals) {
      // The account exists whatever the attribution does: a failure is logged, never the merchant's problem.
      await referrals
        .signedUp(referralPartner, { accountId, companyName, at: at.toISOString() })
        .catch((err: unknown) => logger.error('Referral attribution failed', { accountId, error: err as Error }));
    }
    return { accountId, accountName: companyName, role: 'owner', permissions: {} };
  };
}
