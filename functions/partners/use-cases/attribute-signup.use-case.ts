import { normalizePermalink, PERMALINK_PATTERN } from '#domain/partners/partner.schema';
import type { PartnerStore, ReferralAttribution } from '#domain/partners/ports';
import { logger } from '#lib/logger';

/**
 * Referral attribution (issue: a partner's link → sign-up with referralPartner): a new account whose
 * referralPartner names a registered partner is recorded under that partner, once. Anything else typed in the
 * field (a person's name, a stale link) attributes nothing.
 */
export function makeReferralAttribution(deps: { partners: Pick<PartnerStore, 'attribute'> }): ReferralAttribution {
  return {
    async signedUp(referralPartner, account) {
      const permalink = normalizePermalink(referralPartner);
      if (!permalink || permalink.length > 40 || !PERMALINK_PATTERN.test(permalink)) return;
      const known = await deps.partners.attribute(permalink, {
        accountId: account.accountId,
        companyName: account.companyName,
        signedUpAt: account.at,
      });
      if (!known) logger.info('Sign-up names no registered partner', { referralPartner: permalink });
    },
  };
}
