import { companyProfile } from '#functions/accounts/company-profile.deps';
import { warmCache } from '#lib/warm-cache';
import { dynamoTrackingPageOrders } from './adapters/dynamodb.tracking-page-orders';
import { dynamoTrackingPageStore } from './adapters/dynamodb.tracking-page-store';
import { makeTrackingPageUseCases } from './use-cases/tracking-page.use-cases';

// The branded tracking page's use cases wired to their real adapters, apart from the carrier-facing
// tracking wiring (tracking.deps.ts) so the public page's functions bundle none of it.

/** How long a warm container reuses a company's name and logo link on its public tracking pages. */
const COMPANY_FALLBACK_TTL_MS = 5 * 60_000;

export const trackingPages = /* @__PURE__ */ makeTrackingPageUseCases({
  pages: dynamoTrackingPageStore,
  orders: dynamoTrackingPageOrders,
  // A shopper's page asks for the branding on every load: the profile's name and logo link are
  // reused for 5 minutes per warm container (the link itself lives an hour).
  company: warmCache((accountId) => companyProfile.publicBrand(accountId), {
    ttlMs: COMPANY_FALLBACK_TTL_MS,
    maxKeys: 1_000,
  }),
});
