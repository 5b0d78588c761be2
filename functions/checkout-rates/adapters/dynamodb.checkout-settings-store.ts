import { checkoutSettingsSchema } from '#domain/checkout-rates/checkout-settings.schema';
import type { CheckoutSettingsStore } from '#domain/checkout-rates/ports';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';
import { CheckoutSettingsEntity } from '../db/checkout-settings.entity';

export const dynamoCheckoutSettingsStore: CheckoutSettingsStore = makeVersionedSettingsStore(
  CheckoutSettingsEntity,
  (stored) => checkoutSettingsSchema.parse(stored),
);
