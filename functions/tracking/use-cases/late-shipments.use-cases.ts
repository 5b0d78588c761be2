import type {
  LateNotificationResponse,
  LateShipmentSettingsRequest,
  LateShipmentSettingsResponse,
} from '#api/late-shipments';
import type { NotificationTemplateStore } from '#domain/notifications/ports';
import type { OrderStore } from '#domain/orders/ports';
import { canShowLateShipments, hasFeature } from '#domain/plans/feature-flags.rules';
import {
  SHOW_LATE_SHIPMENTS_PREFERENCE,
  lateShipmentSettingsSchema,
} from '#domain/settings/late-shipment-settings.schema';
import { billOfLadingOf } from '#domain/labels/label-purchase.rules';
import { lateShipmentIdsOf } from '#domain/tracking/late-shipment-warning.rules';
import type { TrackingEmailClaims, TrackingEmailQueue, LateShipmentSettingsStore } from '#domain/tracking/ports';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { trackingEmailKey } from '#domain/tracking/tracking-email.rules';
import { isEmail } from '#domain/validation/patterns';
import type { Caller } from '#lib/http/caller';
import { ConflictError, ForbiddenError } from '#lib/errors';
import { featureFlagClosed } from '#lib/plan-gate';
import { templateOf } from '#functions/notifications/use-cases/notification-templates.use-cases';
import { EMAIL_CLAIM_LEASE_MS } from './apply-tracking.use-case';

export const STALE_LATE_SETTINGS = 'These settings were changed by someone else meanwhile. Reload them and save again.';

/** The caller's own UI preferences (GET/PUT /api/v1/preferences/{key}). */
export interface PreferenceReader {
  get(accountId: string, userId: string, key: string): Promise<unknown>;
}

export interface LateShipmentsDeps {
  settings: LateShipmentSettingsStore;
  preferences: PreferenceReader;
  orders: Pick<OrderStore, 'get'>;
  templates: NotificationTemplateStore;
  claims: TrackingEmailClaims;
  emails: TrackingEmailQueue;
}

/** Whether the caller sees late shipments: the feature, the account's enabled flag and the caller's preference. */
export function makeLateShipmentsView(deps: Pick<LateShipmentsDeps, 'settings' | 'preferences'>) {
  async function settingsOf(accountId: string) {
    const record = await deps.settings.get(accountId);
    return { settings: record?.settings ?? lateShipmentSettingsSchema.parse({}), version: record?.version ?? 0 };
  }

  async function view(caller: Caller): Promise<LateShipmentSettingsResponse> {
    const [{ settings, version }, preference] = await Promise.all([
      settingsOf(caller.accountId),
      deps.preferences.get(caller.accountId, caller.userId, SHOW_LATE_SHIPMENTS_PREFERENCE),
    ]);
    const subject = {
      features: caller.features,
      lateShipmentsEnabled: settings.enabled,
      showLateShipments: preference === true,
    };
    return {
      enabled: settings.enabled,
      noScanBusinessDays: settings.noScanBusinessDays,
      version,
      feature: hasFeature(caller.features, 'lateShipments'),
      showLateShipments: subject.showLateShipments,
      visible: canShowLateShipments(subject),
    };
  }

  /** Reads nothing for a caller without the feature (most callers): the grid's query pays no extra read. */
  async function visibleTo(caller: Caller): Promise<boolean> {
    if (!hasFeature(caller.features, 'lateShipments')) return false;
    return (await view(caller)).visible;
  }

  return { settingsOf, view, visibleTo };
}

/**
 * Late shipments for the merchant (accounts §6): the account's detection settings, whether the caller
 * sees late shipments (the feature, the enabled flag and the preference, all three), and the
 * late_shipment email sent from the grid at most once per shipment.
 */
export function makeLateShipmentUseCases(deps: LateShipmentsDeps) {
  const { settingsOf, view, visibleTo } = makeLateShipmentsView(deps);
  return {
    view,
    visibleTo,

    /** Only a user holding the feature changes the detection, so an account detects only when one of them turned it on. */
    async put(caller: Caller, request: LateShipmentSettingsRequest): Promise<LateShipmentSettingsResponse> {
      if (!hasFeature(caller.features, 'lateShipments')) throw featureFlagClosed('lateShipments');
      const { version: expected, ...rest } = request;
      const current = await settingsOf(caller.accountId);
      if (expected !== undefined && expected !== current.version) throw new ConflictError(STALE_LATE_SETTINGS);
      const saved = await deps.settings.put(caller.accountId, lateShipmentSettingsSchema.parse(rest), current.version);
      if (!saved) throw new ConflictError(STALE_LATE_SETTINGS);
      return view(caller);
    },

    /**
     * The late_shipment email for each late shipment of the orders (their late warnings), through the
     * same claim as the tracking emails: a shipment gets it once, a second click sends nothing more.
     * Another account's order id is not found, like a missing one.
     */
    async sendLateNotifications(caller: Caller, orderIds: readonly string[]): Promise<LateNotificationResponse> {
      if (!hasFeature(caller.features, 'lateShipments')) throw featureFlagClosed('lateShipments');
      if (!(await visibleTo(caller))) throw new ForbiddenError();
      const result: LateNotificationResponse = { sent: [], skipped: [] };
      const template = await templateOf(deps.templates, caller.accountId, 'late_shipment');
      for (const orderId of [...new Set(orderIds)]) {
        const order = await deps.orders.get(caller.accountId, orderId);
        if (!order || order.isDeleted) {
          result.skipped.push({ orderId, reason: 'not_found' });
          continue;
        }
        const late = lateShipmentIdsOf(order);
        if (late.length === 0) {
          result.skipped.push({ orderId, reason: 'not_late' });
          continue;
        }
        for (const shipmentId of late) {
          const trackingCode = billOfLadingOf(order.shipments.find((s) => s.id === shipmentId) ?? {})?.trackingCode;
          if (!template.isActive) {
            result.skipped.push({ orderId, shipmentId, reason: 'inactive_template' });
            continue;
          }
          if (!trackingCode) {
            result.skipped.push({ orderId, shipmentId, reason: 'not_late' });
            continue;
          }
          if (!isEmail(order.shippingAddress?.email?.trim() ?? '')) {
            result.skipped.push({ orderId, shipmentId, reason: 'no_recipient' });
            continue;
          }
          const message: TrackingEmailMessage = {
            kind: 'tracking',
            accountId: caller.accountId,
            orderId,
            shipmentId,
            emailStatus: 'late_shipment',
            trackingCode,
            emailKey: trackingEmailKey(shipmentId, 'late_shipment'),
          };
          const claim = await deps.claims.acquire(message, EMAIL_CLAIM_LEASE_MS);
          if (claim.kind !== 'acquired') {
            // Queued before, or being sent right now by another click: either way it goes out once.
            result.skipped.push({ orderId, shipmentId, reason: 'already_sent' });
            continue;
          }
          try {
            await deps.emails.send(message);
          } catch (err) {
            await deps.claims.release(message, claim.token);
            throw err;
          }
          await deps.claims.markQueued(message, claim.token);
          result.sent.push({ orderId, shipmentId });
        }
      }
      return result;
    },
  };
}

export type LateShipmentUseCases = ReturnType<typeof makeLateShipmentUseCases>;
