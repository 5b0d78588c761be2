import { useCallback, useMemo, useState } from 'react';
import { freightQuoteRequestSchema, type FreightQuoteView } from '#api/freight';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { freightApi } from '#web/api/freight-api';
import { warehousesApi } from '#web/api/warehouses-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { useList } from '#web/hooks/use-load';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { emptyFreightForm, toFreightRequest, type FreightFormValues } from './freight-form.values';

/**
 * The quote screen's state: the form (checked by the API's own schema, on the request it will
 * send), the account's warehouses for the origin, and the last answer of the carriers.
 */
export function useFreightQuote() {
  const { client } = useApi();
  const { reportError } = useNotifications();
  const initial = useMemo(() => emptyFreightForm(), []);
  // The API's own schema reads the typed numbers as the route does, so both name the same fields.
  const form = useSchemaForm<FreightFormValues>(freightQuoteRequestSchema, initial);
  const warehouses = useList(useCallback(() => warehousesApi(client).list(), [client]));
  const [result, setResult] = useState<FreightQuoteView | undefined>();
  const [quoting, setQuoting] = useState(false);

  const quote = useCallback(async () => {
    if (!form.validate()) return;
    setQuoting(true);
    try {
      setResult(await freightApi(client).quote(toFreightRequest(form.values)));
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fieldErrors).length > 0) form.setServerErrors(e.fieldErrors);
      reportError(e);
    } finally {
      setQuoting(false);
    }
  }, [client, form, reportError]);

  return { form, warehouses: warehouses.items, result, quoting, quote };
}
