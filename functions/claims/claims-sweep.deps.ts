import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import { dynamoOrderStore } from '#functions/orders/orders.adapters';
import { sqsClient } from '#lib/clients';
import { uuidGenerator } from '#lib/ids';
import { queueUrlFromEnv } from '#lib/queue-url';
import { dynamoClaimCandidateStore } from './adapters/dynamodb.claim-candidate-store';
import { dynamoClaimStore } from './adapters/dynamodb.claim-store';
import { makeSqsClaimAlerts } from './adapters/sqs.claim-alerts';
import { makeClaimsSweep } from './use-cases/claims-sweep.use-case';

// The automatic opening of claims wired to its real adapters. Its own deps file: the schedule bundles
// none of the merchant routes' modules (documents, presigned uploads, settings).

const EMAILS_QUEUE_URL = 'EMAILS_QUEUE_URL';

export const claimsSweep = /* @__PURE__ */ makeClaimsSweep({
  candidates: dynamoClaimCandidateStore,
  orders: dynamoOrderStore,
  claims: dynamoClaimStore,
  accounts: dynamoAccountStore,
  alerts: /* @__PURE__ */ makeSqsClaimAlerts(sqsClient, /* @__PURE__ */ queueUrlFromEnv(EMAILS_QUEUE_URL)),
  ids: uuidGenerator,
});
