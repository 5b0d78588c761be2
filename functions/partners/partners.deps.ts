import { dynamoWindowCounter } from '#lib/rate-limit/dynamodb.window-counter';
import { makeRateLimiter } from '#lib/rate-limit/rate-limiter';
import { checkHuman } from '#functions/human-check/human-check.deps';
import { cryptoDashboardSecrets } from './adapters/crypto.dashboard-secrets';
import { dynamoPartnerStore } from './adapters/dynamodb.partner-store';
import { makePartnerUseCases } from './use-cases/partners.use-cases';

// The partner program's use cases wired to their real adapters, once; handlers import what they serve.

export const partners = /* @__PURE__ */ makePartnerUseCases({
  partners: dynamoPartnerStore,
  secrets: cryptoDashboardSecrets,
  checkHuman,
  limiter: /* @__PURE__ */ makeRateLimiter(dynamoWindowCounter),
});
