import { accountRoute } from '#functions/accounts/accounts.deps';
import { storeConnectionUseCases } from '../store-connections.deps';

// Accounts §6: any member sees the account's stores (as any member reads the settings); changing
// them is settings → edit_integrations.
export const handler = accountRoute({}, ({ caller }) => storeConnectionUseCases.list(caller.accountId));
