import { sqsClient } from '#lib/clients';
import { queueUrlFromEnv } from '#lib/queue-url';
import { checkHuman } from '#functions/human-check/human-check.deps';
import { cryptoDashboardSecrets } from './adapters/crypto.dashboard-secrets';
import { dynamoPartnerStore } from './adapters/dynamodb.partner-store';
import { makeSqsPartnerWelcomeQueue } from './adapters/sqs.partner-welcome-queue';
import { makePartnerUseCases } from './use-cases/partners.use-cases';
import { tableRateLimiter } from '#lib/rate-limit/table-rate-limiter';

// The partner program's use cases wired to their real adapters, once; handlers import what they serve.

export const partners = /* @__PURE__ */ makePartnerUseCases({
  partners: dynamoPartnerStore,
  secrets: cryptoDashboardSecrets,
  checkHuman,
  limiter: tableRateLimiter,
  welcome: /* @__PURE__ */ makeSqsPartnerWelcomeQueue(sqsClient, /* @__PURE__ */ queueUrlFromEnv('EMAILS_QUEUE_URL')),
});
