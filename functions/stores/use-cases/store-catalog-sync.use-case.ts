import type { IdGenerator } from '#domain/accounts/ports';
import type { ActivityLog } from '#domain/activity/ports';
import type { CustomerStore, ProductRecord, ProductStore } from '#domain/catalog/ports';
import { customerFormSchema } from '#domain/catalog/customer.schema';
import { productRequestSchema } from '#domain/catalog/product-request.schema';
import { toCents } from '#domain/money/cents.rules';
import { mapShopifyCustomer, mapShopifyProduct } from '#domain/stores/shopify-catalog.rules';
import { catalogSyncDecision } from '#domain/stores/store-order-sync.rules';
import type { StoreOrderContext } from '#domain/stores/store-order.rules';
import type { ApplyStoreEventOutcome, StoreCatalogSync } from './apply-store-event.use-case';

export interface StoreCatalogSyncDeps {
  products: Pick<ProductStore, 'create' | 'update'>;
  productsBySku: (accountId: string, skus: readonly string[]) => Promise<readonly ProductRecord[]>;
  customers: Pick<CustomerStore, 'findIdByEmail' | 'get' | 'create' | 'update'>;
  activity: ActivityLog;
  ids: IdGenerator;
}

const ACTOR = 'shopify webhook';

/** Another delivery created the same SKU or email meanwhile: the record is retried and then finds it. */
class RaceError extends Error {
  constructor(what: string) {
    super(`${what} was created by another delivery meanwhile; retried`);
    this.name = 'RaceError';
  }
}
const PRODUCT_TOPICS = new Set(['products/create', 'products/update']);
const CUSTOMER_TOPICS = new Set(['customers/create', 'customers/update']);

/**
 * Shopify products and customers by webhook (orders §4: product new/updated, customer
 * new/updated): matched by SKU and by email as the catalog's own imports match them, validated by
 * the catalog's forms, and applied only when newer than the version last synced. A kit keeps its
 * contents (the store knows nothing of them). A create that lost a race to another delivery throws
 * (the record is retried and updates the winner); an update refused because another entry holds
 * the SKU or email is left alone and reported.
 */
export function makeStoreCatalogSync(deps: StoreCatalogSyncDeps): StoreCatalogSync {
  async function products(accountId: string, payload: unknown, ctx: StoreOrderContext) {
    const mapping = mapShopifyProduct(payload, ctx);
    if (mapping.outcome === 'invalid')
      return { kind: 'invalid', reason: `product ${mapping.field}: ${mapping.message}` } as const;
    const existing = new Map(
      (
        await deps.productsBySku(
          accountId,
          mapping.items.map((i) => i.sku),
        )
      ).map((p) => [p.sku.toLowerCase(), p]),
    );
    const written: { type: 'product_new' | 'product_updated'; sku: string }[] = [];
    const refused: string[] = [];
    for (const item of mapping.items) {
      const parsed = productRequestSchema.safeParse({ ...item, kitting: null });
      if (!parsed.success) {
        refused.push(`${item.sku}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        continue;
      }
      const v = parsed.data;
      const current = existing.get(v.sku.toLowerCase());
      const decision = catalogSyncDecision('product', current, mapping.updatedAt);
      if (!decision.event) continue;
      const record: ProductRecord = {
        id: current?.id ?? deps.ids.newId(),
        title: v.title,
        sku: v.sku,
        priceCents: current?.priceFromContents ? current.priceCents : toCents(v.price),
        shop: v.shop,
        dimensions: v.dimensions,
        kitting: current?.kitting ?? null,
        priceFromContents: current?.priceFromContents ?? false,
        platformUpdatedAt: mapping.updatedAt,
      };
      const saved = current
        ? await deps.products.update(accountId, record)
        : await deps.products.create(accountId, record);
      if (saved === 'taken' && !current) throw new RaceError(`product ${v.sku}`);
      if (saved === 'saved')
        written.push({ type: decision.event === 'product_new' ? 'product_new' : 'product_updated', sku: v.sku });
      else refused.push(`${v.sku}: ${saved}`);
    }
    if (written.length)
      await deps.activity.record(
        accountId,
        written.map((w) => ({
          type: w.type,
          actor: ACTOR,
          message: `Product ${w.sku} ${w.type === 'product_new' ? 'new' : 'updated'} by Shopify`,
          details: { sku: w.sku, platformId: mapping.platformId },
        })),
      );
    return refused.length
      ? ({ kind: 'invalid', reason: `products not synced: ${refused.slice(0, 3).join('; ')}` } as const)
      : ({ kind: 'catalog', action: 'products', count: written.length } as const);
  }

  async function customer(accountId: string, payload: unknown) {
    const mapping = mapShopifyCustomer(payload);
    if (mapping.outcome === 'invalid')
      return { kind: 'invalid', reason: `customer ${mapping.field}: ${mapping.message}` } as const;
    const [item] = mapping.items;
    const parsed = customerFormSchema.safeParse(item);
    // A customer without an email cannot be matched again: the catalog keeps only those it can update.
    if (!item || !parsed.success || !parsed.data.email)
      return { kind: 'dropped', reason: 'customer without a valid email' } as const;
    const v = parsed.data;
    const id = await deps.customers.findIdByEmail(accountId, v.email);
    const current = id ? await deps.customers.get(accountId, id) : undefined;
    const decision = catalogSyncDecision('customer', current, mapping.updatedAt);
    if (!decision.event) return { kind: 'catalog', action: 'customer unchanged', count: 0 } as const;
    const record = { ...v, id: current?.id ?? deps.ids.newId(), platformUpdatedAt: mapping.updatedAt };
    const saved = current
      ? await deps.customers.update(accountId, record)
      : await deps.customers.create(accountId, record);
    if (saved === 'taken' && !current) throw new RaceError(`customer ${v.email}`);
    if (saved !== 'saved') return { kind: 'invalid', reason: `customer ${v.email}: ${saved}` } as const;
    await deps.activity.record(accountId, [
      {
        type: decision.event,
        actor: ACTOR,
        message: `Customer ${v.email} ${decision.event === 'customer_new' ? 'new' : 'updated'} by Shopify`,
        details: { customerId: record.id, platformId: mapping.platformId },
      },
    ]);
    return { kind: 'catalog', action: decision.action, count: 1 } as const;
  }

  return {
    async apply(accountId, topic, payload, ctx): Promise<ApplyStoreEventOutcome> {
      if (PRODUCT_TOPICS.has(topic)) return products(accountId, payload, ctx);
      if (CUSTOMER_TOPICS.has(topic)) return customer(accountId, payload);
      return { kind: 'dropped', reason: `topic ${topic} is not synced` };
    },
  };
}
