import { companyProfile } from '#functions/accounts/company-profile.deps';
import { dynamoTrackingPageOrders } from './adapters/dynamodb.tracking-page-orders';
import { dynamoTrackingPageStore } from './adapters/dynamodb.tracking-page-store';
import { makeTrackingPageUseCases } from './use-cases/tracking-page.use-cases';

// The branded tracking page's use cases wired to their real adapters, apart from the carrier-facing
// tracking wiring (tracking.deps.ts) so the public page's functions bundle none of it.

export const trackingPages = /* @__PURE__ */ makeTrackingPageUseCases({
  pages: dynamoTrackingPageStore,
  orders: dynamoTrackingPageOrders,
  company: (accountId) => companyProfile.publicBrand(accountId),
});
