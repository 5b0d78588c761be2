import { useMemo, useRef, useState } from 'react';
import { REBOOK_BULK_MAX, type RateChoiceRule, type ShipmentRef } from '#api/shipping';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { useApi } from '#web/api/api-context';
import { SessionEndedError } from '#web/api/api-error';
import { automationsApi } from '#web/api/automations-api';
import { ordersApi } from '#web/api/orders-api';
import { shippingApi } from '#web/api/shipping-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import {
  hasBeforeRatingRules,
  mapLimit,
  purchaseTargetOf,
  rebookTargetsOf,
  runBeforeRatingRules,
  summariseBulkRates,
} from './bulk-shipping';
import { useLabelPurchase } from './use-label-purchase';

/** Order reads in flight while "Buy labels" looks up the selected orders' shipments. */
const LOOKUP_CONCURRENCY = 4;

/**
 * The grid's shipping actions on the selected orders: "Get rates" by a rule (the account's "before rating"
 * automation rules first when it has an active one, then the grid re-queries so the service, cost and transit columns fill), and "Buy labels" with its progress and retry.
 */
export function useBulkShipping({ selected, onDone }: { selected: readonly OrderGridRow[]; onDone: () => void }) {
  const { client } = useApi();
  const api = useMemo(() => shippingApi(client), [client]);
  const { notify, reportError } = useNotifications();
  const [rulesOpen, setRulesOpen] = useState(false);
  // Read when the rate-rule dialog opens, while the merchant chooses: "Get rates" then waits for nothing new.
  const beforeRating = useRef<Promise<boolean> | undefined>(undefined);
  const [rating, setRating] = useState(false);
  const [progressOpen, setProgressOpen] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const purchase = useLabelPurchase({ onFinished: onDone });
  const rebook = useLabelPurchase({ onFinished: onDone, rebook: true });
  const [progressOf, setProgressOf] = useState<'purchase' | 'rebook'>('purchase');

  async function getRates(rule: RateChoiceRule) {
    setRating(true);
    try {
      const orderIds = selected.map((o) => o.id);
      const automations = automationsApi(client);
      if (await (beforeRating.current ?? hasBeforeRatingRules(automations.summary)))
        await runBeforeRatingRules(automations.run, orderIds);
      const { results } = await api.bulkRates({ orderIds, rule });
      const summary = summariseBulkRates(results);
      if (summary.chosen) notify({ type: 'success', content: summary.success });
      if (summary.shipDay.length)
        notify({ type: 'warning', header: 'Ship-day check', content: lines(summary.shipDay) });
      if (summary.failures.length)
        notify({ type: 'error', header: 'No rate for some orders', content: lines(summary.failures) });
      setRulesOpen(false);
      onDone();
    } catch (e) {
      reportError(e);
    } finally {
      setRating(false);
    }
  }

  /** The first shipment with a chosen rate of each selected order (the grid rows carry no shipment ids). */
  async function buyLabels() {
    setPreparing(true);
    try {
      const orders = ordersApi(client);
      const targets = await mapLimit(selected, LOOKUP_CONCURRENCY, async (row) => {
        try {
          return purchaseTargetOf((await orders.get(row.id)).order);
        } catch (e) {
          if (e instanceof SessionEndedError) throw e;
          return undefined;
        }
      });
      const refs = targets.filter((t): t is ShipmentRef => t !== undefined);
      const skipped = selected.filter((_, i) => !targets[i]).map((o) => o.orderNumber);
      if (skipped.length)
        notify({
          type: 'warning',
          header: `${skipped.length} ${skipped.length === 1 ? 'order has' : 'orders have'} no label to buy`,
          content: `Choose a rate first, or check the order: ${skipped.join(', ')}`,
        });
      if (!refs.length) return;
      purchase.reset();
      setProgressOf('purchase');
      setProgressOpen(true);
      await purchase.start(refs);
    } catch (e) {
      reportError(e);
    } finally {
      setPreparing(false);
    }
  }

  /** Every shipment of the selected orders the shared rule lets rebook (orders §4); the others are named with why. */
  async function rebookLabels() {
    setPreparing(true);
    try {
      const orders = ordersApi(client);
      const targets = await mapLimit(selected.slice(0, REBOOK_BULK_MAX), LOOKUP_CONCURRENCY, async (row) => {
        try {
          return rebookTargetsOf((await orders.get(row.id)).order);
        } catch (e) {
          if (e instanceof SessionEndedError) throw e;
          return { refs: [], reason: 'The order could not be read.' };
        }
      });
      const refs = targets.flatMap((t) => t.refs).slice(0, REBOOK_BULK_MAX);
      const skipped = selected.flatMap((o, i) =>
        targets[i]?.reason ? [`${o.orderNumber}: ${targets[i].reason}`] : [],
      );
      if (skipped.length)
        notify({
          type: 'warning',
          header: `${skipped.length} ${skipped.length === 1 ? 'order' : 'orders'} cannot be rebooked`,
          content: lines(skipped),
        });
      if (!refs.length) return;
      rebook.reset();
      setProgressOf('rebook');
      setProgressOpen(true);
      await rebook.start(refs);
    } catch (e) {
      reportError(e);
    } finally {
      setPreparing(false);
    }
  }

  return {
    rulesOpen,
    openRules: () => {
      beforeRating.current = hasBeforeRatingRules(automationsApi(client).summary);
      // An ended session surfaces when "Get rates" awaits it, not as an unhandled rejection meanwhile.
      beforeRating.current.catch(() => undefined);
      setRulesOpen(true);
    },
    closeRules: () => setRulesOpen(false),
    rating,
    getRates,
    buyLabels,
    rebookLabels,
    preparing,
    purchase,
    rebook,
    /** The run the progress dialog follows: the last "Buy labels" or "Rebook". */
    progress: progressOf === 'rebook' ? rebook : purchase,
    progressOpen,
    closeProgress: () => setProgressOpen(false),
  };
}

function lines(items: readonly string[]) {
  return items.join('\n');
}
