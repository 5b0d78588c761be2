import {
  AddressCheckUnavailableError,
  type AddressCheck,
  type AddressValidation,
  type CheckedAddress,
} from '#domain/address/ports';
import { AppError } from '#lib/errors';
import type { FeatureGate } from '#lib/plan-gate';
import { logger } from '#lib/logger';

/** 503 with a plain message: the client keeps the entered address, or clears the score (orders §7). */
export class AddressCheckUnavailable extends AppError {
  readonly statusCode = 503;
  readonly code = 'AddressCheckUnavailable';
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AddressCheckUnavailableError) {
      logger.warn('Address check unavailable', { reason: err.reason });
      throw new AddressCheckUnavailable(err.message);
    }
    throw err;
  }
}

/** POST /orders/validate-address and POST /orders/delivery-defense through the address-check port. */
export function makeAddressCheckUseCases(deps: { addressCheck: AddressCheck; requireFeature: FeatureGate }) {
  return {
    validate: (address: CheckedAddress): Promise<AddressValidation> =>
      guarded(() => deps.addressCheck.validate(address)),
    /** The confidence score is gated by plan (accounts §6): checked before the outside call is paid for. */
    async deliveryScore(accountId: string, address: CheckedAddress): Promise<{ score: number }> {
      await deps.requireFeature(accountId, 'confidence_score');
      return guarded(() => deps.addressCheck.deliveryScore(address));
    },
  };
}
