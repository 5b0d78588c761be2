import { sqsClient } from '#lib/clients';
import { uuidGenerator } from '#lib/ids';
import { queueUrlFromEnv } from '#lib/queue-url';
import { checkHuman } from '#functions/human-check/human-check.deps';
import { dynamoLeadStore } from './adapters/dynamodb.lead-store';
import { makeSqsSalesInboxQueue } from './adapters/sqs.sales-inbox-queue';
import { makeSubmitLead } from './use-cases/submit-lead.use-case';
import { tableRateLimiter } from '#lib/rate-limit/table-rate-limiter';

// The public site's lead forms wired to their real adapters, once; handlers import what they serve.

const EMAILS_QUEUE_URL = 'EMAILS_QUEUE_URL';

export const submitLead = /* @__PURE__ */ makeSubmitLead({
  leads: dynamoLeadStore,
  salesInbox: /* @__PURE__ */ makeSqsSalesInboxQueue(sqsClient, /* @__PURE__ */ queueUrlFromEnv(EMAILS_QUEUE_URL)),
  checkHuman,
  limiter: tableRateLimiter,
  ids: uuidGenerator,
});
