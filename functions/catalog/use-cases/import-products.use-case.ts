import { forEachConcurrently } from '#lib/concurrently';
import type { ProductResponse } from '#api/catalog';
import type { ImportField } from '#domain/imports/import-fields.constants';
import { PRODUCT_IMPORT_FIELDS, type ProductImportField } from '#domain/imports/import-fields.constants';
import { importResultOf, type ImportResult, type ProductImportRequest } from '#domain/imports/import-request.schema';
import { importSummaryEvent } from '#domain/imports/import-activity.rules';
import { mappingProblems, type ColumnMapping } from '#domain/imports/column-mapping.rules';
import type { ImportRow, ImportRowError } from '#domain/imports/order-import.rules';
import { PRODUCT_FIELD_OF_PATH, productRowToRequest } from '#domain/imports/product-import.rules';
import { productSkuKey } from '#domain/catalog/product-identity.rules';
import { productRequestSchema, type ProductRequestValues } from '#domain/catalog/product-request.schema';
import type { ActivityLog } from '#domain/activity/ports';
import { AppError, ValidationError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import type { makeProductUseCases } from './product.use-cases';

type ProductUseCases = Pick<ReturnType<typeof makeProductUseCases>, 'get' | 'create' | 'update'>;

export interface ImportProductsDeps {
  products: ProductUseCases;
  /** The product holding this sku in the account (skus are unique per account, case-insensitive). */
  findProductIdBySku(accountId: string, sku: string): Promise<string | undefined>;
  activity: ActivityLog;
  concurrency?: number;
}

type Outcome = ImportResult['items'][number];

/** A stored product's kit, as the request refers to it, so an import never drops a kit's contents. */
function kittingOf(p: ProductResponse): ProductRequestValues['kitting'] {
  if (!p.kitting) return null;
  return {
    branchProducts: p.kitting.branchProducts.map((b) => ({ productId: b.productId, quantity: b.quantity })),
    branchPackagings: p.kitting.branchPackagings.map((b) => ({ packagingId: b.packagingId, quantity: b.quantity })),
    branchBox: p.kitting.branchBox
      ? { boxId: p.kitting.branchBox.boxId, quantity: p.kitting.branchBox.quantity }
      : null,
  };
}

function sameProduct(p: ProductResponse, v: ProductRequestValues): boolean {
  const d = p.dimensions;
  return (
    p.title === v.title &&
    p.sku === v.sku &&
    (p.priceFromContents || p.price === v.price) &&
    d.length === v.dimensions.length &&
    d.width === v.dimensions.width &&
    d.height === v.dimensions.height &&
    d.units === v.dimensions.units &&
    d.weight.value === v.dimensions.weight.value &&
    d.weight.units === v.dimensions.weight.units
  );
}

/**
 * POST /api/v1/products/import: rows upserted by sku through the catalog's own use cases, so an
 * import obeys every product rule (form messages, unique skus). An existing product keeps what a
 * sheet cannot carry (its shop, kit contents, make-a-box pricing); an unchanged row is not written.
 */
export function makeImportProducts(deps: ImportProductsDeps) {
  const concurrency = deps.concurrency ?? 8;

  async function upsertRow(
    accountId: string,
    { row, values }: ImportRow,
    mapping: ColumnMapping<ProductImportField>,
    errors: ImportRowError[],
  ): Promise<Outcome> {
    const parsed = productRequestSchema.safeParse(productRowToRequest(values, mapping));
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = PRODUCT_FIELD_OF_PATH[issue.path.join('.')] ?? String(issue.path[0] ?? '_');
        if (!seen.has(field) && seen.add(field)) errors.push({ row, field, message: issue.message });
      }
      return { key: String(values[mapping.sku ?? ''] ?? ''), outcome: 'skipped', rows: [row] };
    }
    const input = parsed.data;
    try {
      const existingId = await deps.findProductIdBySku(accountId, input.sku);
      if (!existingId) {
        const created = await deps.products.create(accountId, input);
        return { key: input.sku, id: created._id, outcome: 'created', rows: [row] };
      }
      const existing = await deps.products.get(accountId, existingId);
      if (sameProduct(existing, input)) return { key: input.sku, id: existingId, outcome: 'unchanged', rows: [row] };
      await deps.products.update(accountId, existingId, {
        ...input,
        shop: existing.shop,
        kitting: kittingOf(existing),
        priceFromContents: existing.priceFromContents,
      });
      return { key: input.sku, id: existingId, outcome: 'updated', rows: [row] };
    } catch (err) {
      if (err instanceof ValidationError) {
        for (const [path, message] of Object.entries(err.fieldErrors))
          errors.push({ row, field: PRODUCT_FIELD_OF_PATH[path] ?? path, message });
        return { key: input.sku, outcome: 'skipped', rows: [row] };
      }
      // Conflicts (a sku taken meanwhile) and not-found races are the row's problem, not the file's.
      if (err instanceof AppError && err.statusCode < 500) {
        errors.push({ row, field: 'sku', message: err.message });
        return { key: input.sku, outcome: 'skipped', rows: [row] };
      }
      throw err;
    }
  }

  return {
    async importChunk(
      caller: Caller,
      request: Omit<ProductImportRequest, 'rows'> & { rows: ImportRow[] },
    ): Promise<ImportResult> {
      const mapping = request.mapping as ColumnMapping<ProductImportField>;
      const problems = mappingProblems(mapping, PRODUCT_IMPORT_FIELDS as readonly ImportField<ProductImportField>[]);
      if (Object.keys(problems).length) throw new ValidationError(problems);

      // Rows naming the same sku run in file order (the later row wins); other skus run in parallel.
      const bySku = new Map<string, ImportRow[]>();
      for (const r of request.rows) {
        const key = productSkuKey(String(r.values[mapping.sku!] ?? '')) || `\u0000${r.row}`;
        bySku.set(key, [...(bySku.get(key) ?? []), r]);
      }
      const queues = [...bySku.values()];
      const items: Outcome[] = [];
      const errors: ImportRowError[] = [];
      // Rows of one SKU stay in order within their queue; queues run side by side.
      await forEachConcurrently(queues, concurrency, async (queue) => {
        for (const r of queue) items.push(await upsertRow(caller.accountId, r, mapping, errors));
      });
      const result = importResultOf(request.importId, request.rows.length, items, errors);
      await deps.activity.record(caller.accountId, [
        importSummaryEvent('import_products', 'products', caller.email || caller.userId, result),
      ]);
      return result;
    },
  };
}
