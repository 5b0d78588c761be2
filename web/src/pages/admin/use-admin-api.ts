import { useMemo } from 'react';
import { adminApi, type AdminApi } from '#web/api/admin-api';
import { useApi } from '#web/api/api-context';

export function useAdminApi(): AdminApi {
  const { client } = useApi();
  return useMemo(() => adminApi(client), [client]);
}
