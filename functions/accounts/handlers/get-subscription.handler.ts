import { subscriptionSummary } from '#domain/plans/subscription.rules';
import { accountRoute } from '#lib/http/http-route';
import { dynamoSubscriptionStore } from '../adapters/dynamodb.subscription-store';

/** GET /api/v1/subscription: any member may see the account's plan and when a trial ends. */
export const handler = accountRoute({}, async ({ caller }) => subscriptionSummary(await dynamoSubscriptionStore.get(caller.accountId), new Date()));
