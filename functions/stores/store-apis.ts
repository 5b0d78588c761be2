import { STORE_PLATFORMS, type StorePlatform } from '#domain/constants/settings.constants';
import { StoreApiError, type StoreApi } from '#domain/stores/ports';

// Placeholder registry until the platform adapters land (issue 13, store APIs): every call fails
// retryably, so a fulfillment waits in its queue and ends as the fulfillment warning, never as a
// silent success.
function notWired(platform: StorePlatform): StoreApi {
  const fail = async (): Promise<never> => {
    throw new StoreApiError(`The ${platform} store API is not wired yet`, true);
  };
  return { platform, fetchOrder: fail, pushFulfillment: fail };
}

const APIS = new Map<StorePlatform, StoreApi>(STORE_PLATFORMS.map((p) => [p, notWired(p)]));

/** The adapter that speaks to a platform's stores. */
export function storeApiFor(platform: StorePlatform): StoreApi {
  return APIS.get(platform) ?? notWired(platform);
}
