import { useState } from 'react';
import type { StoreConnectionViewResponse } from '#api/store-connections';
import { storeConnectRequestSchema, type StoreConnectPlatform } from '#domain/stores/store-connect.schema';
import { ApiError, errorMessageOf } from '#web/api/api-error';
import { planGateOf, type PlanGate } from '#web/components/plan-gate-modal';
import type { ConnectFormValues } from './connect-store-fields';
import type { storesApi } from '#web/api/stores-api';

/** The chosen platform's request: only its fields, as the shared schema reads them. */
function requestOf(platform: StoreConnectPlatform, v: ConnectFormValues): Record<string, string> {
  switch (platform) {
    case 'shopify':
      return { platform, shop: v.shop };
    case 'square':
    case 'amazon':
      return { platform };
    case 'woocommerce':
      return { platform, siteUrl: v.siteUrl, consumerKey: v.consumerKey, consumerSecret: v.consumerSecret };
    case 'bigcommerce':
      return { platform, storeHash: v.storeHash, accessToken: v.accessToken };
    case 'shippo':
      return { platform, apiKey: v.apiKey };
    case 'custom':
      return { platform, name: v.name };
  }
}

/**
 * Connects a store (POST /api/v1/stores/connect): checks the form with the route's own schema,
 * then follows an OAuth platform's redirect or reports the connected store. A closed plan gate
 * (402) becomes `gate`, shown as the upgrade prompt.
 */
export function useConnectStore({
  api,
  onConnected,
  redirect = (url) => window.location.assign(url),
}: {
  api: ReturnType<typeof storesApi>;
  onConnected: (store: StoreConnectionViewResponse) => void;
  redirect?: (url: string) => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [gate, setGate] = useState<PlanGate | null>(null);

  async function connect(platform: StoreConnectPlatform, values: ConnectFormValues) {
    setFormError(null);
    const parsed = storeConnectRequestSchema.safeParse(requestOf(platform, values));
    if (!parsed.success) {
      // The first message of each field, as the server's field errors give it (required before invalid).
      const first: Record<string, string> = {};
      for (const issue of parsed.error.issues) first[String(issue.path[0])] ??= issue.message;
      setErrors(first);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await api.connect(parsed.data);
      if (result.kind === 'redirect') {
        redirect(result.authorizeUrl); // the page leaves; the platform returns to /shopify/token, /square/token or /amazon/token
        return;
      }
      onConnected(result.store);
    } catch (e) {
      const closed = planGateOf(e);
      if (closed) setGate(closed);
      else {
        if (e instanceof ApiError) setErrors(e.fieldErrors);
        setFormError(errorMessageOf(e));
      }
    } finally {
      setSubmitting(false);
    }
  }

  const reset = () => {
    setErrors({});
    setFormError(null);
  };
  return { connect, errors, formError, submitting, gate, dismissGate: () => setGate(null), reset };
}
