import type { ApiKeyList, ApiKeyView, CreatedApiKey } from '#api/api-keys';
import type { IdGenerator } from '#domain/accounts/ports';
import {
  API_KEY_INVALID,
  API_KEY_MANDATORY,
  API_KEYS_LIMIT_REACHED,
  API_KEYS_PER_ACCOUNT_MAX,
  apiKeyStatus,
  isWellFormedApiKey,
  shouldRecordUse,
  visiblePrefixOf,
} from '#domain/api-keys/api-key.rules';
import { ApiKeyLimitError, type ApiKeyRecord, type ApiKeyStore } from '#domain/api-keys/ports';
import type { CustomStoreConnections } from '#domain/stores/store-connection';
import { ConflictError, NotFoundError, UnauthorizedError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import type { ApiKeySecrets } from '../api-key-secret';
import { ensureCustomStore } from './custom-store';

export interface ApiKeyDeps {
  keys: ApiKeyStore;
  stores: CustomStoreConnections;
  secrets: ApiKeySecrets;
  ids: IdGenerator;
  clock?: () => Date;
}

const view = (record: ApiKeyRecord): ApiKeyView => ({ ...record, status: apiKeyStatus(record) });

const API_KEY_CALLER_PREFIX = 'api-key:';

/** The key a public API caller (apiKeyCaller) acts through; undefined for a signed-in member. */
export const apiKeyIdOf = (caller: Caller): string | undefined =>
  caller.userId.startsWith(API_KEY_CALLER_PREFIX) ? caller.userId.slice(API_KEY_CALLER_PREFIX.length) : undefined;

/**
 * Who a public API call acts as: the key's account, as a member whose only rights are the
 * public API's (accounts §6 access_api, orders edit). The activity log names the key.
 */
export function apiKeyCaller(owner: { accountId: string; keyId: string; name: string; prefix: string }): Caller {
  return {
    userId: `${API_KEY_CALLER_PREFIX}${owner.keyId}`,
    email: `API key ${owner.name} (${owner.prefix}…)`,
    accountId: owner.accountId,
    accountName: '',
    role: 'member',
    permissions: { access_api: true, edit_orders: true },
  };
}

/**
 * Authentication alone: the public API's routes bundle this, not the key management around it.
 */
export function makeApiKeyAuthentication(deps: Pick<ApiKeyDeps, 'keys' | 'secrets' | 'clock'>) {
  const now = deps.clock ?? (() => new Date());
  /**
   * The caller a presented key acts as. Missing → 401 'API key mandatory' (orders §5); anything
   * else that is not an active key → 401 'Invalid API key'. The lookup is by the secret's hash.
   */
  return async function authenticate(presented: string | undefined): Promise<Caller> {
    const secret = presented?.trim() ?? '';
    if (!secret) throw new UnauthorizedError(API_KEY_MANDATORY);
    if (!isWellFormedApiKey(secret)) throw new UnauthorizedError(API_KEY_INVALID);
    const hash = deps.secrets.hash(secret);
    const owner = await deps.keys.findByHash(hash);
    if (!owner) throw new UnauthorizedError(API_KEY_INVALID);
    const at = now();
    if (shouldRecordUse(owner.lastUsedAt, at))
      await deps.keys.recordUse(owner.accountId, owner.keyId, hash, at.toISOString());
    return apiKeyCaller(owner);
  };
}

export function makeApiKeyUseCases(deps: ApiKeyDeps) {
  const now = deps.clock ?? (() => new Date());

  return {
    async list(caller: Caller): Promise<ApiKeyList> {
      return { items: (await deps.keys.list(caller.accountId)).map(view) };
    },

    /** The secret is answered here once; only its hash is kept, so it can never be shown again. */
    async create(caller: Caller, input: { name: string }): Promise<CreatedApiKey> {
      const at = now();
      // The key is bound to this store for good: another custom store connected later never takes its orders.
      const store = await ensureCustomStore(deps.stores, caller.accountId, at, () => deps.ids.newId());
      const secret = deps.secrets.newSecret();
      try {
        const record = await deps.keys.create(
          caller.accountId,
          {
            keyId: deps.ids.newId(),
            name: input.name,
            prefix: visiblePrefixOf(secret),
            hash: deps.secrets.hash(secret),
            createdBy: caller.email || caller.userId,
            at: at.toISOString(),
            storeId: store.storeId,
          },
          API_KEYS_PER_ACCOUNT_MAX,
        );
        return { key: view(record), secret };
      } catch (err) {
        if (err instanceof ApiKeyLimitError) throw new ConflictError(API_KEYS_LIMIT_REACHED);
        throw err;
      }
    },

    async revoke(caller: Caller, keyId: string): Promise<ApiKeyView> {
      const record = await deps.keys.revoke(caller.accountId, keyId, now().toISOString());
      if (!record) throw new NotFoundError('API key');
      return view(record);
    },

    authenticate: makeApiKeyAuthentication(deps),
  };
}

export type ApiKeyUseCases = ReturnType<typeof makeApiKeyUseCases>;
