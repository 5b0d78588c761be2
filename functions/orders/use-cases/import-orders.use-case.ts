import { forEachConcurrently } from '#lib/concurrently';
import type { AccountStore, IdGenerator } from '#domain/accounts/ports';
import type { ImportField } from '#domain/imports/import-fields.constants';
import { ORDER_IMPORT_FIELDS, type OrderImportField } from '#domain/imports/import-fields.constants';
import { importResultOf, type ImportResult, type OrderImportRequest } from '#domain/imports/import-request.schema';
import { importSummaryEvent } from '#domain/imports/import-activity.rules';
import { mappingProblems, type ColumnMapping } from '#domain/imports/column-mapping.rules';
import {
  groupOrderRows,
  groupToOrderContent,
  importContentKey,
  importedGroupErrors,
  mergeImportedContent,
  validateOrderRows,
  withImportWarnings,
  type ImportRow,
  type ImportRowError,
  type ImportedOrderGroup,
} from '#domain/imports/order-import.rules';
import type { ActivityLog } from '#domain/activity/ports';
import { withAutomationPending } from '#domain/automations/automation-pending.rules';
import type { AutomationRunQueue } from '#domain/automations/ports';
import { applyOrderEdit, buildNewOrder, isOrderEditable } from '#domain/orders/order-build.rules';
import { MANUAL_STORE_ID, type OrderRecord, type OrderSource } from '#domain/orders/order-record';
import type { StoreOrderSyncDecision } from '#domain/stores/store-order-sync.rules';
import { DuplicateOrderNumberError, StaleOrderError, type OrderRecordStore } from '#domain/orders/ports';
import { MESSAGES } from '#domain/validation/messages';
import { orderSizeIssue, unitsPerOrderIssue } from '#domain/validation/bounded.schema';
import type { WarehouseRecord, WarehouseStore } from '#domain/warehouses/ports';
import { ValidationError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import { ORDER_NOT_EDITABLE } from './order.use-cases';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import type { BoxRecord } from '#domain/catalog/ports';
import { packUnboxedShipments } from './pack-order.use-case';
import type { PackingAlgorithm } from '#domain/packing/packing.schema';
import { importPackingAlgorithm } from '#domain/settings/box-packing-default.rules';
import type { AccountSettings } from '#domain/settings/account-settings.schema';
import {
  applyShipmentDefaults,
  SHIPMENT_DEFAULT_FIELDS,
  weightContextOf,
} from '#domain/settings/shipment-defaults.rules';
import type { ProductRecord } from '#domain/catalog/ports';
import { fillLinesFromCatalog } from '#domain/imports/catalog-fill.rules';
import type { DefaultCustoms, DefaultCustomsFill } from '#domain/international/ports';

export interface ImportOrdersDeps {
  orders: OrderRecordStore;
  warehouses: WarehouseStore;
  accounts: AccountStore;
  activity: ActivityLog;
  ids: IdGenerator;
  clock?: () => Date;
  /** Orders upserted at once; each is its own transaction. */
  concurrency?: number;
  /** The account's boxes flagged for the packing algorithm (for requests with packWithBoxes). */
  packingBoxes?: (accountId: string, algorithm: PackingAlgorithm) => Promise<readonly BoxRecord[]>;
  /**
   * The account's settings (accounts §3): their box packing flags are the default of
   * packWithBoxes, their shipment defaults fill new orders' shipments, their dry ice is "the
   * user's default" of the weight math (orders §9).
   */
  accountSettings?: (accountId: string) => Promise<AccountSettings>;
  /** Catalog products by SKU, to complete imported lines (ids, dimensions, titles, prices). */
  productsBySku?: (accountId: string, skus: readonly string[]) => Promise<readonly ProductRecord[]>;
  /**
   * Where the ids of orders an import created or changed go for the account's import rules: the automations worker
   * applies them after the write, so the importer never reads rules nor bundles the engine. While the account has an
   * active import rule, new orders are written automation pending, so a lost send is made good by the resend
   * schedule.
   */
  automations?: AutomationRunQueue;
  /** The account's default international profile, read once per chunk: new orders bound abroad take it. */
  defaultCustoms?: DefaultCustoms;
}

type Outcome = ImportResult['items'][number];

type Snapshot = NonNullable<OrderRecord['warehouse']>;

/**
 * Where imported orders land. The CSV import writes to the manual store; a store webhook to its
 * connection's store, with `sync` deciding from the order found (again on a race retry) what the
 * platform's version may do, and stamping the written record with its store link.
 */
export interface ImportTarget {
  storeId: string;
  source: OrderSource;
  sync?: {
    decide(existing: OrderRecord | undefined): StoreOrderSyncDecision;
    stamp(order: OrderRecord, decision: StoreOrderSyncDecision): OrderRecord;
  };
}

const CSV_TARGET: ImportTarget = { storeId: MANUAL_STORE_ID, source: 'csv' };

/** What a store sync writes beside the content: a version change alone is a write. */
const syncStateKey = (target: ImportTarget, order: OrderRecord) =>
  target.sync ? JSON.stringify([order.isCancelled, order.storeOrder ?? null]) : '';

/**
 * The import's rules for one order (packing, account defaults, catalog fill, warnings, the retry
 * on a race), shared by the CSV import and the store webhooks so both land orders the same way.
 */
export function makeOrderImportWriter(deps: ImportOrdersDeps) {
  const now = deps.clock ?? (() => new Date());
  const newId = () => deps.ids.newId();

  function snapshotOf(w: WarehouseRecord): Snapshot {
    const { createdAt: _c, updatedAt: _u, ...rest } = w;
    return { ...rest, default: false } as Snapshot;
  }

  async function warehouseResolver(accountId: string) {
    let all: WarehouseRecord[] | undefined;
    let defaultSnapshot: Snapshot | null | undefined;
    return {
      async byName(name: string): Promise<Snapshot | undefined> {
        all ??= await deps.warehouses.list(accountId);
        const hit = all.find((w) => w.name.trim().toLowerCase() === name.trim().toLowerCase());
        return hit ? snapshotOf(hit) : undefined;
      },
      async fallback(): Promise<Snapshot | null> {
        if (defaultSnapshot === undefined) {
          const id = await deps.warehouses.getDefaultId(accountId);
          const w = id ? await deps.warehouses.get(accountId, id) : undefined;
          defaultSnapshot = w ? snapshotOf(w) : null;
        }
        return defaultSnapshot;
      },
    };
  }

  /** Updates that only cancelled an order: import rules have nothing to prepare on them. */
  const cancellations = new WeakSet<Outcome>();

  /**
   * The orders the import rules run on: each one created, and each one a re-import changed (a store's
   * update, the same order number in a file again), so the rules see its new content; the run keeps the
   * fields the merchant edited by hand. An unchanged re-import queues nothing.
   */
  const rulesOrderIds = (items: readonly Outcome[]): string[] =>
    items.flatMap((i) =>
      i.id && (i.outcome === 'created' || (i.outcome === 'updated' && !cancellations.has(i))) ? [i.id] : [],
    );

  async function upsertGroup(
    accountId: string,
    group: ImportedOrderGroup,
    ctx: {
      timeZone: string;
      mapped: ReadonlySet<OrderImportField>;
      warehouses: Awaited<ReturnType<typeof warehouseResolver>>;
      packing?: { algorithm: PackingAlgorithm; boxes: readonly BoxRecord[] };
      catalog: readonly ProductRecord[];
      settings?: AccountSettings;
      target?: ImportTarget;
      /** Set while the account has active import rules: new orders are written pending since then. */
      automationPendingSince?: string;
      /** The account's default international profile, for new orders bound abroad without customs. */
      defaultCustoms?: DefaultCustomsFill;
    },
    errors: ImportRowError[],
    attempt = 1,
  ): Promise<Outcome> {
    const rows = group.rows.map((r) => r.row);
    const problems = importedGroupErrors(group);
    if (problems.length) {
      errors.push(...problems);
      return { key: group.orderNumber, outcome: 'skipped', rows };
    }
    const { warehouseName, ...content } = groupToOrderContent(group, ctx.timeZone);
    content.shipments = fillLinesFromCatalog(content.shipments, ctx.catalog);
    const skip = (field: string, message: string): Outcome => {
      errors.push(...rows.map((row) => ({ row, field, message })));
      return { key: group.orderNumber, outcome: 'skipped', rows };
    };
    const tooLarge = orderSizeIssue(content);
    if (tooLarge) return skip('orderNumber', tooLarge);
    const named = warehouseName ? await ctx.warehouses.byName(warehouseName) : undefined;
    if (warehouseName && !named) return skip('warehouseName', MESSAGES.invalid);

    const target = ctx.target ?? CSV_TARGET;
    const existing = await deps.orders.findByOrderNumber(accountId, target.storeId, group.orderNumber);
    const decision = target.sync?.decide(existing);
    const stamp = (order: OrderRecord) => (decision && target.sync ? target.sync.stamp(order, decision) : order);
    try {
      if (existing && (decision?.action === 'ignore-stale' || decision?.action === 'ignore-not-editable'))
        return { key: group.orderNumber, id: existing.id, outcome: 'unchanged', rows };
      // A cancellation changes the flag only, even on a labelled order: never its lines or address.
      if (existing && decision?.action === 'cancel') {
        const saved = await deps.orders.replace(accountId, existing, stamp({ ...existing, isCancelled: true }));
        const cancelled: Outcome = { key: group.orderNumber, id: saved.id, outcome: 'updated', rows };
        cancellations.add(cancelled);
        return cancelled;
      }
      if (!existing) {
        if (ctx.packing)
          content.shipments = packUnboxedShipments(content.shipments, ctx.packing.boxes, ctx.packing.algorithm);
        // A file has no option columns: every group of a new order's shipments takes the account's default.
        const { settings } = ctx;
        if (settings)
          content.shipments = content.shipments.map((s) =>
            applyShipmentDefaults(s, settings, SHIPMENT_DEFAULT_FIELDS, { orderValue: content.orderValue }),
          );
        const warehouse = named ?? (await ctx.warehouses.fallback());
        if (ctx.defaultCustoms)
          content.shipments = await ctx.defaultCustoms(content.shipments, {
            origin: warehouse?.address?.country,
            destination: content.shippingAddress?.country,
          });
        const built = stamp(
          withImportWarnings(
            buildNewOrder(content, {
              id: newId(),
              now: now(),
              newShipmentId: newId,
              warehouse,
              source: target.source,
              storeId: target.storeId,
              weights: settings && weightContextOf(settings),
            }),
          ),
        );
        const order = ctx.automationPendingSince ? withAutomationPending(built, ctx.automationPendingSince) : built;
        const saved = await deps.orders.create(accountId, order);
        return { key: group.orderNumber, id: saved.id, outcome: 'created', rows };
      }
      if (!isOrderEditable(existing)) return skip('orderNumber', ORDER_NOT_EDITABLE);
      const merged = mergeImportedContent(existing, content, ctx.mapped);
      const tooManyUnits = unitsPerOrderIssue(merged.shipments);
      if (tooManyUnits) return skip('quantity', tooManyUnits);
      const mergedTooLarge = orderSizeIssue(merged);
      if (mergedTooLarge) return skip('orderNumber', mergedTooLarge);
      const after = stamp(
        withImportWarnings(
          applyOrderEdit(existing, merged, {
            now: now(),
            newShipmentId: newId,
            warehouse: named ?? existing.warehouse ?? null,
            weights: ctx.settings && weightContextOf(ctx.settings),
          }),
        ),
      );
      if (
        importContentKey(after) === importContentKey(existing) &&
        syncStateKey(target, after) === syncStateKey(target, existing)
      )
        return { key: group.orderNumber, id: existing.id, outcome: 'unchanged', rows };
      // The change is queued for the import rules like a new order: marked pending in the same write.
      const marked = ctx.automationPendingSince ? withAutomationPending(after, ctx.automationPendingSince) : after;
      const saved = await deps.orders.replace(accountId, existing, marked);
      return { key: group.orderNumber, id: saved.id, outcome: 'updated', rows };
    } catch (err) {
      // Another request created or changed the same order meanwhile: read it again once.
      if ((err instanceof DuplicateOrderNumberError || err instanceof StaleOrderError) && attempt === 1) {
        return upsertGroup(accountId, group, ctx, errors, 2);
      }
      throw err;
    }
  }

  /** Which algorithm packs this chunk's new orders (the request's flag, else the account setting) and its boxes. */
  async function packingOf(accountId: string, requested: boolean | undefined, settings: AccountSettings | undefined) {
    if (!deps.packingBoxes || requested === false) return undefined;
    const algorithm = importPackingAlgorithm(requested, settings ?? {});
    return algorithm ? { algorithm, boxes: await deps.packingBoxes(accountId, algorithm) } : undefined;
  }

  /** When the chunk's new orders are marked pending: now, if the account has an active import rule. */
  async function automationPendingSince(accountId: string): Promise<string | undefined> {
    return deps.automations && (await deps.automations.importRulesActive(accountId)) ? now().toISOString() : undefined;
  }

  return {
    warehouseResolver,
    upsertGroup,
    packingOf,
    rulesOrderIds,
    automationPendingSince,
    /**
     * One store order through the import's rules, with the account's settings, packing default,
     * default warehouse and catalog, as the CSV import applies them to each group of a chunk.
     */
    async upsertStoreOrder(
      accountId: string,
      group: ImportedOrderGroup,
      mapped: ReadonlySet<OrderImportField>,
      target: ImportTarget,
    ): Promise<{ outcome: Outcome; errors: ImportRowError[] }> {
      const account = await deps.accounts.getAccount(accountId);
      const settings = deps.accountSettings ? await deps.accountSettings(accountId) : undefined;
      const skus = group.rows.map((r) => String(r.values.sku ?? '')).filter(Boolean);
      const errors: ImportRowError[] = [];
      const pendingSince = await automationPendingSince(accountId);
      const outcome = await upsertGroup(
        accountId,
        group,
        {
          settings,
          timeZone: account?.timezone ?? DEFAULT_ACCOUNT_TIMEZONE,
          mapped,
          warehouses: await warehouseResolver(accountId),
          packing: await packingOf(accountId, undefined, settings),
          catalog: deps.productsBySku ? await deps.productsBySku(accountId, skus) : [],
          target,
          automationPendingSince: pendingSince,
          defaultCustoms: deps.defaultCustoms?.(accountId),
        },
        errors,
      );
      const ids = pendingSince ? rulesOrderIds([outcome]) : [];
      if (ids.length) await deps.automations?.enqueue(accountId, ids);
      return { outcome, errors };
    },
  };
}

/**
 * POST /api/v1/orders/import: one chunk of spreadsheet rows, upserted by order number in the
 * CSV store (the manual store: a number typed in the editor and the same number in a file are one
 * order). Re-sending a chunk is safe: an order whose imported content is unchanged is not
 * written again, a changed one is updated in place (if still editable), never duplicated.
 */
export function makeImportOrders(deps: ImportOrdersDeps) {
  const concurrency = deps.concurrency ?? 8;
  const { warehouseResolver, upsertGroup, packingOf, rulesOrderIds, automationPendingSince } =
    makeOrderImportWriter(deps);

  return {
    async importChunk(
      caller: Caller,
      request: Omit<OrderImportRequest, 'rows'> & { rows: ImportRow[] },
    ): Promise<ImportResult> {
      const mapping = request.mapping as ColumnMapping<OrderImportField>;
      const problems = mappingProblems(mapping, ORDER_IMPORT_FIELDS as readonly ImportField<OrderImportField>[]);
      if (!mapping.sku && !mapping.productTitle) problems['mapping.sku'] = MESSAGES.required;
      if (Object.keys(problems).length) throw new ValidationError(problems);

      const account = await deps.accounts.getAccount(caller.accountId);
      const timeZone = account?.timezone ?? DEFAULT_ACCOUNT_TIMEZONE;
      const { valid, errors } = validateOrderRows(request.rows, mapping);
      // A bad line would leave its order incomplete: the whole order waits for a corrected file.
      const badRows = new Set(errors.map((e) => e.row));
      const numbersWithErrors = new Set(
        request.rows
          .filter((r) => badRows.has(r.row))
          .map((r) =>
            mapping.orderNumber
              ? String(r.values[mapping.orderNumber] ?? '')
                  .trim()
                  .toLowerCase()
              : '',
          ),
      );
      const groups = groupOrderRows(valid);
      const settings = deps.accountSettings ? await deps.accountSettings(caller.accountId) : undefined;
      const ctx = {
        settings,
        timeZone,
        mapped: new Set(Object.keys(mapping).filter((k) => mapping[k as OrderImportField]) as OrderImportField[]),
        warehouses: await warehouseResolver(caller.accountId),
        packing: await packingOf(caller.accountId, request.packWithBoxes, settings),
        catalog: deps.productsBySku
          ? await deps.productsBySku(caller.accountId, valid.map((r) => String(r.values.sku ?? '')).filter(Boolean))
          : [],
        automationPendingSince: await automationPendingSince(caller.accountId),
        defaultCustoms: deps.defaultCustoms?.(caller.accountId),
      };

      const items: Outcome[] = [];
      const rowErrors: ImportRowError[] = [...errors];
      await forEachConcurrently(groups, concurrency, async (group) => {
        if (numbersWithErrors.has(group.orderNumber.toLowerCase())) {
          items.push({ key: group.orderNumber, outcome: 'skipped', rows: group.rows.map((r) => r.row) });
          return;
        }
        items.push(await upsertGroup(caller.accountId, group, ctx, rowErrors));
      });
      // One send per chunk (split only past a message's size): the rules run on what this chunk created or changed,
      // when the account has an active import rule.
      const ids = ctx.automationPendingSince ? rulesOrderIds(items) : [];
      if (ids.length) await deps.automations?.enqueue(caller.accountId, ids);
      const result = importResultOf(request.importId, request.rows.length, items, rowErrors);
      const actor = caller.email || caller.userId;
      const written = items.filter((i) => i.id && (i.outcome === 'created' || i.outcome === 'updated'));
      await deps.activity.record(caller.accountId, [
        importSummaryEvent('import_orders_csv', 'orders from CSV', actor, result),
        ...written.map((i) => ({
          type: 'import_orders_csv' as const,
          orderId: i.id,
          actor,
          message: `Order ${i.key} ${i.outcome} by CSV import`,
          details: { importId: request.importId },
        })),
      ]);
      return result;
    },
  };
}
