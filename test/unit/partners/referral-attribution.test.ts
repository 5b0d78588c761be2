import { describe, expect, it, vi } from 'vitest';
import type { AccountStore } from '#domain/accounts/ports';
import type { PartnerStore, ReferralAttribution } from '#domain/partners/ports';
import { partnerRegistrationFormSchema } from '#domain/partners/partner.schema';
import { makeCreateAccount } from '#functions/accounts/use-cases/create-account.use-case';
import { makeReferralAttribution } from '#functions/partners/use-cases/attribute-signup.use-case';
import { logger } from '#lib/logger';

const SIGNUP = { companyName: 'Gulf Seafood Co', name: 'Rosa', phone: '512-555-0142', heardFrom: 'partner' };

function memoryAccounts(): AccountStore & { created: string[] } {
  const created: string[] = [];
  return {
    created,
    listMembershipsOfUser: async () => [],
    createAccountWithOwner: async (a: { accountId: string }) => {
      created.push(a.accountId);
    },
  } as unknown as AccountStore & { created: string[] };
}

describe('sign-up tells the partner program of a referred account', () => {
  const identity = { userId: 'u1', email: 'rosa@example.com' } as never;
  const ids = { newId: () => 'acc-1' };

  it('a referralPartner is reported with the new account; none reports nothing', async () => {
    const signedUp = vi.fn<ReferralAttribution['signedUp']>(async () => undefined);
    const create = makeCreateAccount({ accounts: memoryAccounts(), ids, referrals: { signedUp } });
    await create(identity, { ...SIGNUP, referralPartner: 'fresh-blog' });
    expect(signedUp).toHaveBeenCalledWith('fresh-blog', {
      accountId: 'acc-1',
      companyName: 'Gulf Seafood Co',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    await makeCreateAccount({ accounts: memoryAccounts(), ids, referrals: { signedUp } })(identity, {
      ...SIGNUP,
      referralPartner: '',
    });
    expect(signedUp).toHaveBeenCalledTimes(1);
  });

  it('a failing attribution is logged and the account is created all the same', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const accounts = memoryAccounts();
    const create = makeCreateAccount({
      accounts,
      ids,
      referrals: {
        signedUp: async () => {
          throw new Error('table throttled');
        },
      },
    });
    await expect(create(identity, { ...SIGNUP, referralPartner: 'fresh-blog' })).resolves.toMatchObject({
      accountId: 'acc-1',
      role: 'owner',
    });
    expect(accounts.created).toEqual(['acc-1']);
    expect(error).toHaveBeenCalledWith('Referral attribution failed', expect.objectContaining({ accountId: 'acc-1' }));
    error.mockRestore();
  });
});

describe('referral attribution', () => {
  it('normalizes the typed partner as a permalink; free text that cannot be one attributes nothing', async () => {
    const attribute = vi.fn<PartnerStore['attribute']>(async () => true);
    const referrals = makeReferralAttribution({ partners: { attribute } });
    const account = { accountId: 'acc-1', companyName: 'Gulf', at: '2026-11-27T23:00:00.000Z' };
    await referrals.signedUp('  Fresh-Blog ', account);
    expect(attribute).toHaveBeenCalledWith('fresh-blog', {
      accountId: 'acc-1',
      companyName: 'Gulf',
      signedUpAt: account.at,
    });
    await referrals.signedUp('my friend Ana', account);
    await referrals.signedUp('p'.repeat(41), account);
    expect(attribute).toHaveBeenCalledTimes(1);
  });
});

describe('Partner-like form (accounts §5)', () => {
  it('keeps the permalink lower-case and refuses characters a link segment cannot carry', () => {
    expect(
      partnerRegistrationFormSchema.parse({ email: 'a@b.co', name: 'Ana', permalink: ' Fresh_Blog-1 ' }).permalink,
    ).toBe('fresh_blog-1');
    for (const permalink of ['a/b', 'a b', '-lead', 'ä'])
      expect(partnerRegistrationFormSchema.safeParse({ email: 'a@b.co', name: 'Ana', permalink }).success).toBe(false);
  });
});
