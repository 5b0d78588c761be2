import { createAccountRequestSchema } from '#api/accounts';
import { identityRoute } from '#lib/http/http-route';
import { createAccount } from '../accounts.deps';

export const handler = identityRoute({ body: createAccountRequestSchema, successStatus: 201 }, ({ identity, body }) =>
  createAccount(identity, body),
);
