import type { StoreCredentials } from '#domain/stores/store-connection';
import { credentialsDataKeys } from '#lib/crypto/credentials-keys';
import { isSealed, openJson, sealJson, type SealedValue } from '#lib/crypto/data-keys';

/** Credentials are sealed to their item: a copy under another account or store does not open. */
const credentialsContext = (accountId: string, storeId: string) => ({
  purpose: 'store-credentials',
  accountId,
  storeId,
});

export const sealCredentials = (accountId: string, storeId: string, credentials: StoreCredentials) =>
  sealJson(credentialsDataKeys(), credentials, credentialsContext(accountId, storeId));

export const openCredentials = async (accountId: string, storeId: string, sealed: SealedValue) =>
  (await openJson(credentialsDataKeys(), sealed, credentialsContext(accountId, storeId))) as StoreCredentials;

export { isSealed };
