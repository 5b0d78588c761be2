import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LateNotificationResponse, LateShipmentSettingsResponse } from '#api/late-shipments';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { LATE_WARNING_TYPE } from '#domain/statuses/filter-values.constants';
import { useApi } from '#web/api/api-context';
import { lateShipmentsApi } from '#web/api/late-shipments-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { usePermissions } from '#web/components/permission-guard';

export const LATE_SHIPMENTS_BANNER = 'late_shipments';
const EDIT_COMPANY: ['edit_company'] = ['edit_company'];

const SKIP_WORDS: Record<LateNotificationResponse['skipped'][number]['reason'], string> = {
  not_found: 'not found',
  not_late: 'not late',
  already_sent: 'already sent',
  inactive_template: 'the Late shipment email template is off',
  no_recipient: 'no customer email',
};

/** The toasts of a late notification: what went out, and each skip with its reason. */
export function lateNotificationToasts(result: LateNotificationResponse, numberOf: (orderId: string) => string) {
  const sent = result.sent.length;
  const skipped = result.skipped.map((s) => `Order ${numberOf(s.orderId)}: ${SKIP_WORDS[s.reason]}`);
  return {
    success: sent ? `Late notification sent for ${sent} ${sent === 1 ? 'shipment' : 'shipments'}` : undefined,
    skipped,
  };
}

/**
 * Late shipments on the orders page (accounts §6): whether the caller sees them, the late_shipments
 * announcement (dismissed once per user, through the preferences), turning them on for oneself (and
 * the account's detection, for a user allowed to change it), and the late notification.
 */
export function useLateShipments({ onChanged }: { onChanged: () => void }) {
  const { client } = useApi();
  const api = useMemo(() => lateShipmentsApi(client), [client]);
  const { notify, reportError } = useNotifications();
  const canEditCompany = usePermissions(EDIT_COMPANY);
  const [view, setView] = useState<LateShipmentSettingsResponse | null>(null);
  const [bannerDismissed, setBannerDismissed] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    api.view().then(
      (v) => {
        if (!current) return;
        setView(v);
        if (v.feature)
          api.bannerDismissed(LATE_SHIPMENTS_BANNER).then(
            (dismissed) => current && setBannerDismissed(dismissed),
            () => undefined,
          );
      },
      () => undefined, // an older API: no late shipments
    );
    return () => {
      current = false;
    };
  }, [api]);

  const dismissBanner = useCallback(() => {
    setBannerDismissed(true);
    api.dismissBanner(LATE_SHIPMENTS_BANNER).catch(reportError);
  }, [api, reportError]);

  /** Shows late shipments to this user; switches the account's detection on first when it is off and allowed. */
  const showLateShipments = useCallback(async () => {
    if (!view) return;
    setBusy(true);
    try {
      let next = view;
      if (!view.enabled && canEditCompany)
        next = await api.save({ enabled: true, noScanBusinessDays: view.noScanBusinessDays, version: view.version });
      await api.setShowLateShipments(true);
      next = await api.view();
      setView(next);
      if (next.visible) notify({ type: 'success', content: 'Late shipments are shown in the Warnings column' });
      else
        notify({
          type: 'info',
          content: 'Late shipment detection is off for this account. Ask a user who can edit company settings.',
        });
      onChanged();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }, [api, canEditCompany, notify, onChanged, reportError, view]);

  const send = useCallback(
    async (rows: readonly OrderGridRow[]) => {
      const late = rows.filter((r) => r.warnings.includes(LATE_WARNING_TYPE));
      if (late.length === 0) {
        notify({ type: 'info', content: 'None of the selected orders is late' });
        return;
      }
      setBusy(true);
      try {
        const result = await api.sendLateNotifications(late.map((r) => r.id));
        const numberOf = (id: string) => late.find((r) => r.id === id)?.orderNumber ?? id;
        const toasts = lateNotificationToasts(result, numberOf);
        if (toasts.success) notify({ type: 'success', content: toasts.success });
        if (toasts.skipped.length) notify({ type: 'info', header: 'Not sent', content: toasts.skipped.join('\n') });
      } catch (e) {
        reportError(e);
      } finally {
        setBusy(false);
      }
    },
    [api, notify, reportError],
  );

  return {
    view,
    visible: view?.visible === true,
    bannerShown: view?.feature === true && !bannerDismissed,
    dismissBanner,
    showLateShipments,
    send,
    busy,
  };
}

export type LateShipmentsState = ReturnType<typeof useLateShipments>;
