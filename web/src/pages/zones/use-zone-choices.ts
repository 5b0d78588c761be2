import type { SelectProps } from '@cloudscape-design/components/select';
import { CARRIER_CODES, CARRIER_DISPLAY_NAMES, CARRIER_SERVICES } from '#domain/carriers/carrier-services.constants';
import { US_STATES } from '#domain/address/regions';
import { MANUAL_STORE_ID } from '#domain/orders/order-record';
import type { ApiClient } from '#web/api/api-client';
import { storesApi } from '#web/api/stores-api';
import { useChoices } from '#web/hooks/use-choices';

type Options = SelectProps.Option[];

export const CARRIER_OPTIONS: Options = CARRIER_CODES.map((c) => ({ value: c, label: CARRIER_DISPLAY_NAMES[c] }));
export const STATE_OPTIONS: Options = Object.entries(US_STATES).map(([abbr, name]) => ({
  value: abbr,
  label: abbr,
  description: name,
}));

/** The services of the chosen carriers (every carrier's when none is chosen yet). */
export function serviceOptions(carriers: readonly string[]): Options {
  return CARRIER_SERVICES.filter((s) => carriers.length === 0 || carriers.includes(s.carrier)).map((s) => ({
    value: s.service,
    label: s.name,
    description: s.carrier,
  }));
}

/** Hand-made and CSV orders have no store: they are the "manual" shop. */
const MANUAL_SHOP: SelectProps.Option = { value: MANUAL_STORE_ID, label: 'Manual and CSV orders' };

const listShops = async (c: ApiClient): Promise<Options> => [
  ...(await storesApi(c).list()).stores.map((s) => ({ value: s.storeId, label: s.name, description: s.platform })),
  MANUAL_SHOP,
];

/** The shops a mapping may name: the connected stores, and manual orders. */
export function useShopOptions(): Options {
  return useChoices(listShops) ?? [MANUAL_SHOP];
}

/** The chosen options of a list of values; a value no longer offered still shows (as itself). */
export function optionsOf(values: readonly string[], options: Options): Options {
  return values.map((v) => options.find((o) => o.value === v) ?? { value: v, label: v });
}
