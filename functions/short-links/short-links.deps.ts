import { randomBytes } from 'node:crypto';
import { config } from '#lib/config';
import { tableRateLimiter } from '#lib/rate-limit/table-rate-limiter';
import { dynamoTrackingPageStore } from '#functions/tracking/tracking.adapters';
import { dynamoShortLinkStore } from './adapters/dynamodb.short-link-store';
import { makeShortLinks } from './use-cases/short-links.use-cases';

// Short links wired to the table, node's cryptographic randomness and the site's origin (APP_URL: the
// public site and the app share one CloudFront origin).

export const shortLinks = /* @__PURE__ */ makeShortLinks({
  links: dynamoShortLinkStore,
  subDomainOf: async (accountId) => (await dynamoTrackingPageStore.get(accountId))?.settings.subDomain ?? '',
  randomBytes: (count) => randomBytes(count),
  siteOrigin: () => config().APP_URL,
  limiter: tableRateLimiter,
});
