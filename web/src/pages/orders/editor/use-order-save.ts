import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_ISSUES_HEADING } from '#domain/orders/order-submit.rules';
import { useApi } from '#web/api/api-context';
import { ApiError, errorMessageOf } from '#web/api/api-error';
import { ordersApi } from '#web/api/orders-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { submitProblems, toOrderRequest, type OrderFormValues } from './order-form.values';
import type { OrderEditorData } from './use-order-editor-data';

/** The notice above the form: the spec's issue list, or the API's refusal; `stale` offers to reload the order (409). */
export interface OrderNotice {
  header: string;
  lines: string[];
  stale?: boolean;
}

/**
 * Create or save (orders §5): the same checks the API runs before any call, then the request;
 * a new order moves to its own address, an edited one reloads on the saved version.
 */
export function useOrderSave({
  orderId,
  data,
  values,
  allowLeave,
  reload,
}: {
  orderId: string | undefined;
  data: OrderEditorData;
  values: OrderFormValues;
  allowLeave: () => void;
  reload: () => void;
}) {
  const navigate = useNavigate();
  const { client } = useApi();
  const { notify, reportError } = useNotifications();
  const [notice, setNotice] = useState<OrderNotice | null>(null);
  const [saving, setSaving] = useState(false);
  const { boxes, warehouses, detail } = data;

  async function save() {
    setNotice(null);
    const lines = submitProblems(values, boxes, warehouses);
    if (lines.length) {
      setNotice({ header: ORDER_ISSUES_HEADING, lines });
      return;
    }
    setSaving(true);
    try {
      const api = ordersApi(client);
      const request = toOrderRequest(values, boxes, warehouses, detail?.order.version);
      const saved = orderId ? await api.update(orderId, request) : await api.create(request);
      notify({ type: 'success', content: `Order ${saved.order.orderNumber} ${orderId ? 'saved' : 'created'}.` });
      allowLeave();
      if (orderId) reload();
      else navigate(`/orders/${encodeURIComponent(saved.order.id)}`, { replace: true });
    } catch (e) {
      reportError(e, { showIn: (message) => setNotice(noticeOf(e, message)) });
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, notice, dismissNotice: () => setNotice(null) };
}

function noticeOf(e: unknown, message: string): OrderNotice {
  if (e instanceof ApiError && e.issues.length) return { header: e.message, lines: e.issues };
  if (e instanceof ApiError && e.status === 409) return { header: errorMessageOf(e), lines: [], stale: true };
  return { header: message, lines: Object.values(e instanceof ApiError ? e.fieldErrors : {}) };
}
