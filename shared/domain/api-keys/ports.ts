/** An account's API key as stored: never the secret, only its hash (kept by the adapter) and prefix. */
export interface ApiKeyRecord {
  keyId: string;
  name: string;
  /** The first characters of the secret (api-key.rules visiblePrefixOf). */
  prefix: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt?: string | null;
  revokedAt?: string | null;
}

/** Which account and key a presented secret's hash belongs to (active keys only). */
export interface ApiKeyOwner {
  accountId: string;
  keyId: string;
  name: string;
  prefix: string;
  lastUsedAt?: string | null;
}

export interface NewApiKey {
  keyId: string;
  name: string;
  prefix: string;
  /** SHA-256 of the secret, hex. */
  hash: string;
  createdBy: string;
  at: string;
  /** The custom store the key writes into (its orders' store). */
  storeId: string;
}

export class ApiKeyLimitError extends Error {
  constructor() {
    super('API key limit reached');
    this.name = 'ApiKeyLimitError';
  }
}

export interface ApiKeyStore {
  list(accountId: string): Promise<ApiKeyRecord[]>;
  /** Stores the key and its lookup in one write; ApiKeyLimitError when the account already has `max` active keys. */
  create(accountId: string, key: NewApiKey, max: number): Promise<ApiKeyRecord>;
  /** Marks it revoked and removes its lookup (the secret stops working at once); undefined when unknown. */
  revoke(accountId: string, keyId: string, at: string): Promise<ApiKeyRecord | undefined>;
  /** The owner of an active key by its secret's hash; undefined when none. */
  findByHash(hash: string): Promise<ApiKeyOwner | undefined>;
  recordUse(accountId: string, keyId: string, hash: string, at: string): Promise<void>;
  /** The custom store a key writes into; null for a key made before keys were bound, undefined when unknown. */
  boundStore(accountId: string, keyId: string): Promise<string | null | undefined>;
  /** Binds an unbound key to a store (first bind wins); answers the store the key is bound to. */
  bindStore(accountId: string, keyId: string, storeId: string): Promise<string>;
}
