import { productRequestSchema, type ProductRequestInput } from '../../../../shared/domain/catalog/product-request.schema';
import { useApi } from '../../api/api-context';
import { productsApi } from '../../api/catalog-api';
import { CatalogFormGuard } from './catalog-form';
import { toImportRows, type ImportRow } from './import-csv';
import { ImportWizard } from './import-wizard';
import { PRODUCT_COLUMNS, PRODUCT_REQUIRED_COLUMNS, productFromCsv } from './product-csv';

const dims = (r: ImportRow<ProductRequestInput>) => {
  const d = r.request.dimensions as { length?: unknown; width?: unknown; height?: unknown; weight?: { value?: unknown } } | undefined;
  return d ? `${String(d.length || 0)} × ${String(d.width || 0)} × ${String(d.height || 0)}, ${String(d.weight?.value || 0)}` : '-';
};

/** Products from a CSV through POST /api/v1/products/import (upsert by SKU), guarded by import_export_products. */
export function ProductsImportPage() {
  const { client } = useApi();
  return (
    <CatalogFormGuard permission="import_export_products" what="product imports">
      <ImportWizard<ProductRequestInput>
        plural="products"
        listHref="/products"
        templateColumns={Object.values(PRODUCT_COLUMNS).map((aliases) => aliases[0])}
        requiredColumns={PRODUCT_REQUIRED_COLUMNS}
        toRows={(records) => toImportRows(records, productFromCsv, productRequestSchema)}
        previewColumns={[
          { header: 'title', cell: (r) => String(r.request.title ?? '') },
          { header: 'sku', cell: (r) => String(r.request.sku ?? '') },
          { header: 'price', cell: (r) => String(r.request.price ?? '') || '-' },
          { header: 'dimensions, weight', cell: dims },
        ]}
        batchSize={200}
        send={async (batch) => {
          const answer = await productsApi(client).importProducts(batch.map((r) => r.request));
          // The API numbers rows from 1 within the batch; map them back to spreadsheet rows.
          return answer.results.map((res) => ({ row: batch[res.row - 1]?.row ?? res.row, status: res.status, errors: res.fieldErrors ?? {} }));
        }}
      />
    </CatalogFormGuard>
  );
}
