import {
  partnerDashboardPagePath,
  partnerLinkPath,
  type PartnerDashboard,
  type PartnerRegistered,
} from '#api/partners';
import { HUMAN_CHECK_FIELD } from '#domain/human-check/human-check.rules';
import type { HumanCheckGate } from '#domain/human-check/ports';
import { HUMAN_CHECK_FAILED } from '#domain/leads/lead.rules';
import { PARTNER_MESSAGES, type PartnerRegistrationForm } from '#domain/partners/partner.schema';
import type { DashboardSecrets, PartnerStore, PartnerWelcomeQueue } from '#domain/partners/ports';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { logger } from '#lib/logger';
import type { RateLimitRule } from '#lib/rate-limit/fixed-window';
import type { RateLimiter } from '#lib/rate-limit/rate-limiter';

/** Per visitor (their IP): a person registers once, follows a link now and then, opens their dashboard often. */
export const PARTNER_LIMITS = {
  register: { name: 'partner-register-ip', limit: 10, windowSeconds: 3600 },
  visit: { name: 'partner-visit-ip', limit: 30, windowSeconds: 600 },
  dashboard: { name: 'partner-dashboard-ip', limit: 60, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

/** Sign-ups a dashboard lists (newest first); the count covers them all. */
export const DASHBOARD_SIGNUPS_SHOWN = 200;

export interface PartnerDeps {
  partners: PartnerStore;
  secrets: DashboardSecrets;
  checkHuman: HumanCheckGate;
  limiter: RateLimiter;
  /** The welcome email with both links; the registration answers them on the page either way. */
  welcome: PartnerWelcomeQueue;
  now?: () => Date;
}

export function makePartnerUseCases(deps: PartnerDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** accounts §5 Partner-like form: the permalink is the partner's once, for good. */
    async register(input: {
      form: PartnerRegistrationForm;
      humanCheckToken?: string;
      clientIp: string;
    }): Promise<PartnerRegistered> {
      await deps.limiter.take(PARTNER_LIMITS.register, input.clientIp);
      if ((await deps.checkHuman(input.humanCheckToken, input.clientIp)) === 'not_validated')
        throw new ValidationError({ [HUMAN_CHECK_FIELD]: HUMAN_CHECK_FAILED }, HUMAN_CHECK_FAILED);
      const secret = deps.secrets.newSecret();
      const { permalink, name, email } = input.form;
      const outcome = await deps.partners.create({
        permalink,
        name,
        email,
        dashboardSecretHash: deps.secrets.hash(secret),
        createdAt: now().toISOString(),
        visits: 0,
      });
      if (outcome === 'taken')
        throw new ConflictError(PARTNER_MESSAGES.permalinkTaken, { permalink: PARTNER_MESSAGES.permalinkTaken });
      const dashboardPath = partnerDashboardPagePath(permalink, secret);
      // The page shows both links now; a lost email must not undo a registration that took the permalink.
      await deps.welcome
        .registered(permalink, dashboardPath)
        .catch((err: unknown) => logger.warn('Partner welcome email not queued', { permalink, err }));
      return {
        permalink,
        linkPath: partnerLinkPath(permalink),
        dashboardPath,
        message: PARTNER_MESSAGES.registered,
      };
    },

    /** A visitor followed the partner's link: counted; an unknown permalink is 404 (the page still sends them on). */
    async recordVisit(input: { permalink: string; clientIp: string }): Promise<void> {
      await deps.limiter.take(PARTNER_LIMITS.visit, input.clientIp);
      if (!(await deps.partners.countVisit(input.permalink))) throw new NotFoundError('Partner');
    },

    /** The partner's private dashboard: a wrong secret answers as an unknown partner would (404), telling nothing. */
    async dashboard(input: { permalink: string; secret: string; clientIp: string }): Promise<PartnerDashboard> {
      await deps.limiter.take(PARTNER_LIMITS.dashboard, input.clientIp);
      const partner = await deps.partners.get(input.permalink);
      if (!partner || !deps.secrets.matches(input.secret, partner.dashboardSecretHash))
        throw new NotFoundError('Partner');
      const { items, total } = await deps.partners.signUps(partner.permalink, DASHBOARD_SIGNUPS_SHOWN);
      return {
        name: partner.name,
        permalink: partner.permalink,
        linkPath: partnerLinkPath(partner.permalink),
        since: partner.createdAt,
        visits: partner.visits,
        signUpCount: total,
        signUps: items.map(({ signedUpAt, companyName }) => ({ signedUpAt, companyName })),
      };
    },
  };
}
