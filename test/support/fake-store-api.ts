import type { StorePlatform } from '#domain/constants/settings.constants';
import {
  StoreApiError,
  type StoreAccess,
  type StoreApi,
  type StoreFulfillment,
  type StoreFulfillmentResult,
} from '#domain/stores/ports';

/**
 * A store that records the fulfillments it accepted, as a platform would: tests script failures
 * (`failNext`) and slow answers (`delayMs`) and count what reached it.
 */
export class FakeStoreApi implements StoreApi {
  readonly fulfillments: (StoreFulfillment & { fulfillmentId: string; accessToken: string })[] = [];
  calls = 0;
  delayMs = 0;
  private readonly failures: StoreApiError[] = [];

  constructor(readonly platform: StorePlatform = 'shopify') {}

  failNext(message: string, retryable: boolean, times = 1) {
    for (let i = 0; i < times; i++) this.failures.push(new StoreApiError(message, retryable, retryable ? 503 : 422));
  }

  async fetchOrder(): Promise<unknown> {
    throw new StoreApiError('not used here', false);
  }

  async pushFulfillment(access: StoreAccess, fulfillment: StoreFulfillment): Promise<StoreFulfillmentResult> {
    this.calls++;
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    const failure = this.failures.shift();
    if (failure) throw failure;
    const fulfillmentId = `ful_${this.fulfillments.length + 1}`;
    this.fulfillments.push({ ...fulfillment, fulfillmentId, accessToken: access.credentials.accessToken });
    return { fulfillmentId };
  }
}
