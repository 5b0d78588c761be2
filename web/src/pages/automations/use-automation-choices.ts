import type { SelectProps } from '@cloudscape-design/components/select';
import { boxesApi, packagingsApi, productsApi } from '#web/api/catalog-api';
import type { ApiClient } from '#web/api/api-client';
import { storesApi } from '#web/api/stores-api';
import { warehousesApi } from '#web/api/warehouses-api';
import { useChoices } from '#web/hooks/use-choices';

type Options = SelectProps.Option[];

const listBoxes = async (c: ApiClient): Promise<Options> =>
  (await boxesApi(c).list()).map((b) => ({ value: b.id, label: b.name }));
const listPackagings = async (c: ApiClient): Promise<Options> =>
  (await packagingsApi(c).list()).map((p) => ({ value: p._id, label: p.title, description: p.packagingType }));
const listProducts = async (c: ApiClient): Promise<Options> =>
  (await productsApi(c).list()).map((p) => ({ value: p._id, label: p.title, description: p.sku }));
const listWarehouses = async (c: ApiClient): Promise<Options> =>
  (await warehousesApi(c).list()).map((w) => ({ value: w.id, label: w.name }));
const listStores = async (c: ApiClient): Promise<Options> =>
  (await storesApi(c).list()).stores.map((s) => ({ value: s.storeId, label: s.name, description: s.platform }));

/** The catalog a rule refers to, as options (empty when a list cannot be read: the editor still works). */
export interface AutomationChoices {
  boxes: Options;
  packagings: Options;
  coolants: Options;
  products: Options;
  warehouses: Options;
  stores: Options;
}

export function useAutomationChoices(): AutomationChoices {
  const packagings = useChoices(listPackagings) ?? [];
  return {
    boxes: useChoices(listBoxes) ?? [],
    packagings,
    coolants: packagings.filter((p) => p.description === 'coolant'),
    products: useChoices(listProducts) ?? [],
    warehouses: useChoices(listWarehouses) ?? [],
    stores: useChoices(listStores) ?? [],
  };
}

/** The chosen options of a list of ids; an id no longer in the catalog still shows (as itself). */
export function optionsOf(ids: readonly string[] | undefined, options: Options): Options {
  return (ids ?? []).map((id) => options.find((o) => o.value === id) ?? { value: id, label: id });
}
