import { identityRoute } from '#lib/http/http-route';
import { dynamoAccountStore } from '../adapters/dynamodb.membership-store';
import { makeGetMe } from '../use-cases/get-me.use-case';

const getMe = makeGetMe({ accounts: dynamoAccountStore });

export const handler = identityRoute({}, ({ identity }) => getMe(identity));
