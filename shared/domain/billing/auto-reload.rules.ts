import * as z from 'zod';
import { ACH_DEPOSIT_MAX, CARD_DEPOSIT_MIN } from '../forms/add-funds-form.schema';
import { boundedNumber } from '../validation/bounded.schema';
import type { AutoReloadSettings } from './ports';

/**
 * PUT /api/v1/wallet/auto-reload: reload `amount` dollars when the available balance falls below
 * `threshold` dollars. A reload is a deposit from the default method, so its amount follows Add
 * funds' smallest card amount and the largest ACH one (accounts §5).
 */
export const autoReloadRequestSchema = z.object({
  enabled: z.boolean(),
  threshold: boundedNumber({ min: 0, max: 100_000, decimals: 2 }),
  amount: boundedNumber({ min: CARD_DEPOSIT_MIN, max: ACH_DEPOSIT_MAX, decimals: 2 }),
});
export type AutoReloadRequest = z.input<typeof autoReloadRequestSchema>;

/** The deposit a reload number starts: once, however often the schedule runs. */
export const autoReloadDepositId = (reloads: number) => `auto-reload-${reloads}`;

/** Due when on and the available balance is below the threshold. */
export function isAutoReloadDue(settings: AutoReloadSettings | undefined, availableCents: number): boolean {
  return Boolean(settings?.enabled) && availableCents < (settings?.thresholdCents ?? 0);
}
