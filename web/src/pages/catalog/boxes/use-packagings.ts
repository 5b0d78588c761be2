import type { PackagingResponse } from '#api/catalog';
import type { ApiClient } from '#web/api/api-client';
import { packagingsApi } from '#web/api/catalog-api';
import { useChoices } from '#web/hooks/use-choices';

const listPackagings = (client: ApiClient) => packagingsApi(client).list();

/** The account's packagings, for choosing a box's liner and coolant; `null` while loading, empty if the list fails. */
export function usePackagings(): PackagingResponse[] | null {
  return useChoices(listPackagings);
}
