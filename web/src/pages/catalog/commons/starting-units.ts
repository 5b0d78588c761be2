import { SessionEndedError } from '#web/api/api-error';
import type { ApiClient } from '#web/api/api-client';
import { accountSettingsApi } from '#web/api/settings-api';
import { DEFAULT_STARTING_UNITS, type StartingUnits } from './item-dimensions.values';

/**
 * The units a new product, packaging or box starts with: the account's defaultWeightUnits and
 * defaultDimensionUnits (accounts §3); lb and in (orders §9) when the settings cannot be read.
 */
export async function loadStartingUnits(client: ApiClient): Promise<StartingUnits> {
  try {
    const settings = await accountSettingsApi(client).get();
    return { weight: settings.defaultWeightUnits, length: settings.defaultDimensionUnits };
  } catch (e) {
    if (e instanceof SessionEndedError) throw e;
    return DEFAULT_STARTING_UNITS;
  }
}
