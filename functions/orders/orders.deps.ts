import { automationRunQueue } from '#functions/automations/automation-queue';
import * as z from 'zod';
import type { AddressCheck } from '#domain/address/ports';
import type { DefaultCustoms } from '#domain/international/ports';
import type { PackingAlgorithm } from '#domain/packing/packing.schema';
import { config } from '#lib/config';
import { uuidGenerator } from '#lib/ids';
import { makeFeatureGate } from '#lib/plan-gate';
import { secretReader } from '#lib/secrets';
import {
  dynamoAccountStore,
  dynamoPreferenceStore,
  dynamoSubscriptionStore,
} from '#functions/accounts/accounts.adapters';
import { dynamoBoxList, dynamoBoxStore, productsBySku } from '#functions/catalog/catalog.adapters';
import { dynamoAccountSettingsStore, dynamoArchiveScheduleAccounts } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { dynamoWarehouseStore } from '#functions/warehouses/warehouses.adapters';
import { dynamoLateShipmentSettings } from '#functions/tracking/tracking.adapters';
import { makeLateShipmentsView } from '#functions/tracking/use-cases/late-shipments.use-cases';
import { scheduledGridFor } from '#functions/shipping-schedule/shipping-schedule.face';
import { accountDefaultCustoms } from '#functions/international/international.face';
import { dynamoActivityLog } from './adapters/dynamodb.activity-log';
import { dynamoArchiveCandidates } from './adapters/dynamodb.archive-candidates';
import { makeEasyPostAddressCheck } from './adapters/easypost.address-check';
import { dynamoOrderRecords, dynamoOrderStore } from './adapters/dynamodb.order-store';
import { dynamoSavedFilterStore } from './adapters/dynamodb.saved-filter-store';
import { makeSandboxAddressCheck } from './adapters/sandbox.address-check';
import { makeAutoArchive } from './use-cases/auto-archive.use-case';
import { makeExportOrders } from './use-cases/export-orders.use-case';
import { makeImportOrders } from './use-cases/import-orders.use-case';
import { makeOrderBulk, makeOrderEdits, makeOrderReads } from './use-cases/order.use-cases';
import { makePackOrder, packingBoxesOf } from './use-cases/pack-order.use-case';
import { makeAddressCheckUseCases } from './use-cases/validate-address.use-case';

// The orders use cases wired to their real adapters, once; handlers import what they serve.
// Each wiring is marked pure so a function's bundle keeps only the ones its handler uses.

const accountSettings = (accountId: string) => accountSettingsOf(dynamoAccountSettingsStore, accountId);
const packingBoxes = (accountId: string, algorithm: PackingAlgorithm) =>
  packingBoxesOf(dynamoBoxList, accountId, algorithm);

const lateShipmentsView = /* @__PURE__ */ makeLateShipmentsView({
  settings: dynamoLateShipmentSettings,
  preferences: dynamoPreferenceStore,
});

/** The create and update routes' own wiring: packing, settings, warehouses. */
function appOrderEdits(defaultCustoms?: DefaultCustoms) {
  return makeOrderEdits({
    orders: dynamoOrderRecords,
    warehouses: dynamoWarehouseStore,
    activity: dynamoActivityLog,
    ids: uuidGenerator,
    accountSettings,
    packingBoxes,
    // A function, not the view's method: a property read of a call would keep the wiring in every bundle.
    lateShipmentsVisible: (caller) => lateShipmentsView.visibleTo(caller),
    scheduleFor: scheduledGridFor,
    defaultCustoms,
  });
}

export const orderEdits = /* @__PURE__ */ appOrderEdits();

/**
 * The create route's: new orders bound abroad take the default international profile. The public API and the
 * CSV import (below) go without: their bundles have no room for the profile reader (docs/decisions.md).
 */
export const orderCreates = /* @__PURE__ */ appOrderEdits(accountDefaultCustoms);

/**
 * The public API's create and update: the same wiring without the late-shipment view, which only the app's
 * order detail shows (the API answers the order record), so the key routes bundle no user preferences.
 */
export const apiOrderEdits = /* @__PURE__ */ makeOrderEdits({
  orders: dynamoOrderRecords,
  warehouses: dynamoWarehouseStore,
  activity: dynamoActivityLog,
  ids: uuidGenerator,
  accountSettings,
  packingBoxes,
});

/** The read routes' own wiring (get, query, activity, saved filters): no packing, settings or warehouses. */
export const orderReads = /* @__PURE__ */ makeOrderReads({
  orders: dynamoOrderStore,
  accounts: dynamoAccountStore,
  activity: dynamoActivityLog,
  savedFilters: dynamoSavedFilterStore,
  ids: uuidGenerator,
  lateShipmentsVisible: (caller) => lateShipmentsView.visibleTo(caller),
  scheduleFor: scheduledGridFor,
});

/** The bulk route's own wiring: its actions pack nothing and read no settings. */
export const orderBulk = /* @__PURE__ */ makeOrderBulk({
  orders: dynamoOrderRecords,
  warehouses: dynamoWarehouseStore,
  activity: dynamoActivityLog,
  ids: uuidGenerator,
});

export const importOrders = /* @__PURE__ */ makeImportOrders({
  orders: dynamoOrderRecords,
  warehouses: dynamoWarehouseStore,
  accounts: dynamoAccountStore,
  activity: dynamoActivityLog,
  ids: uuidGenerator,
  packingBoxes,
  accountSettings,
  productsBySku,
  automations: automationRunQueue,
});

export const exportOrders = /* @__PURE__ */ makeExportOrders({
  orders: dynamoOrderStore,
  accounts: dynamoAccountStore,
  lateShipmentsVisible: (caller) => lateShipmentsView.visibleTo(caller),
  scheduleFor: scheduledGridFor,
});

export const packOrder = /* @__PURE__ */ makePackOrder({ boxes: dynamoBoxStore, accountSettings });

export const autoArchive = /* @__PURE__ */ makeAutoArchive({
  accounts: dynamoArchiveScheduleAccounts,
  candidates: dynamoArchiveCandidates,
  orders: dynamoOrderStore,
  activity: dynamoActivityLog,
});

/** Live settings, parsed once; the key is read (env or Secrets Manager) only by the live adapter. */
const liveAddressCheckSchema = z.object({
  EASYPOST_VERIFY_MODE: z.enum(['verify', 'verify_strict']).default('verify'),
});

function liveAddressCheck(): AddressCheck {
  const live = liveAddressCheckSchema.parse(process.env);
  return makeEasyPostAddressCheck({ apiKey: secretReader('easypost'), mode: live.EASYPOST_VERIFY_MODE });
}

/** Chosen by SHIPDECK_ADAPTERS; a deployed bundle holds its mode's check only (function-bundling.ts). */
function addressCheckFromConfig(): AddressCheck {
  return (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
    ? liveAddressCheck()
    : makeSandboxAddressCheck();
}

export const addressCheckUseCases = /* @__PURE__ */ makeAddressCheckUseCases({
  addressCheck: /* @__PURE__ */ addressCheckFromConfig(),
  requireFeature: /* @__PURE__ */ makeFeatureGate(dynamoSubscriptionStore),
});
