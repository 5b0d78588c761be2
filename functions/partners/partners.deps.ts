import { checkHuman } from '#functions/human-check/human-check.deps';
import { cryptoDashboardSecrets } from './adapters/crypto.dashboard-secrets';
import { dynamoPartnerStore } from './adapters/dynamodb.partner-store';
import { makePartnerUseCases } from './use-cases/partners.use-cases';
import { tableRateLimiter } from '#lib/rate-limit/table-rate-limiter';

// The partner program's use cases wired to their real adapters, once; handlers import what they serve.

export const partners = /* @__PURE__ */ makePartnerUseCases({
  partners: dynamoPartnerStore,
  secrets: cryptoDashboardSecrets,
  checkHuman,
  limiter: tableRateLimiter,
});
