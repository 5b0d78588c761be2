import { useCallback } from 'react';
import { useApi } from '#web/api/api-context';
import { freightApi } from '#web/api/freight-api';
import { useList } from '#web/hooks/use-load';

/** The account's freight bookings, newest first. */
export function useFreightShipments() {
  const { client } = useApi();
  return useList(useCallback(async () => (await freightApi(client).shipments()).shipments, [client]));
}
