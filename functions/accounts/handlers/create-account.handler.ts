import { createAccountRequestSchema } from '#api/accounts';
import { identityRoute } from '#lib/http/http-route';
import { uuidGenerator } from '#lib/ids';
import { dynamoAccountStore } from '../adapters/dynamodb.membership-store';
import { makeCreateAccount } from '../use-cases/create-account.use-case';

const createAccount = makeCreateAccount({ accounts: dynamoAccountStore, ids: uuidGenerator });

export const handler = identityRoute({ body: createAccountRequestSchema, successStatus: 201 }, ({ identity, body }) =>
  createAccount(identity, body),
);
