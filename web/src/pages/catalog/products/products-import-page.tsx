import { productRequestSchema, type ProductRequestInput } from '#domain/catalog/product-request.schema';
import { IMPORT_CHUNK_ROWS, PRODUCT_IMPORT_FIELDS } from '#domain/imports/import-fields.constants';
import { PRODUCT_FIELD_OF_PATH, productRowToRequest } from '#domain/imports/product-import.rules';
import { useApi } from '#web/api/api-context';
import { productsApi } from '#web/api/catalog-api';
import { CatalogFormGuard } from '../commons/catalog-form';
import { outcomesOfImportResult, type CheckedRow } from '../commons/import-csv';
import { ImportWizard } from '../commons/import-wizard';

const dims = (r: CheckedRow<ProductRequestInput>) => {
  const d = r.request.dimensions as {
    length?: unknown;
    width?: unknown;
    height?: unknown;
    units?: unknown;
    weight?: { value?: unknown; units?: unknown };
  };
  return `${String(d.length)} × ${String(d.width)} × ${String(d.height)} ${String(d.units)}, ${String(d.weight?.value)} ${String(d.weight?.units)}`;
};

/** Products from a CSV through POST /api/v1/products/import (upsert by SKU), guarded by import_export_products. */
export function ProductsImportPage() {
  const { client } = useApi();
  return (
    <CatalogFormGuard permission="import_export_products" what="product imports">
      <ImportWizard
        plural="products"
        listHref="/products"
        fields={PRODUCT_IMPORT_FIELDS}
        toRequest={productRowToRequest}
        schema={productRequestSchema}
        fieldOf={(path) => PRODUCT_FIELD_OF_PATH[path] ?? path}
        previewColumns={[
          { header: 'Title', cell: (r) => String(r.request.title ?? '') },
          { header: 'SKU', cell: (r) => String(r.request.sku ?? '') },
          { header: 'Price', cell: (r) => String(r.request.price ?? '') || '-' },
          { header: 'Dimensions, weight', cell: dims },
        ]}
        batchSize={IMPORT_CHUNK_ROWS}
        send={async (batch, mapping, importId) =>
          outcomesOfImportResult(
            await productsApi(client).importChunk({
              importId,
              mapping,
              rows: batch.map(({ row, values }) => ({ row, values })),
            }),
          )
        }
      />
    </CatalogFormGuard>
  );
}
