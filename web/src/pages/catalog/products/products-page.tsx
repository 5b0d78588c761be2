import { useNavigate } from 'react-router-dom';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import { formatDollars } from '#domain/money/cents.rules';
import { productsApi } from '#web/api/catalog-api';
import { PermissionGuard } from '#web/components/permission-guard';
import { RouterLink } from '#web/components/router-link';
import { useCatalogList } from '../commons/use-catalog-list';
import { measureColumns, textProperty, updatedAtColumn } from '../commons/catalog-columns';
import { CatalogTable } from '../commons/catalog-table';
import { toProductRow, type ProductRow } from './product-rows';

export const editProductHref = (id: string) => `/products/${encodeURIComponent(id)}/edit`;

const COLUMNS: TableProps.ColumnDefinition<ProductRow>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: (p) => <RouterLink href={editProductHref(p.id)}>{p.title}</RouterLink>,
    sortingField: 'title',
    isRowHeader: true,
    width: 280,
    minWidth: 180,
  },
  { id: 'sku', header: 'SKU', cell: (p) => p.sku, sortingField: 'sku', width: 160 },
  {
    id: 'kind',
    header: 'Type',
    cell: (p) => (p.kitting ? <Badge color="blue">Kit</Badge> : 'Product'),
    sortingField: 'kind',
    width: 110,
  },
  { id: 'price', header: 'Price', cell: (p) => formatDollars(p.price), sortingField: 'price', width: 110 },
  {
    id: 'priceFromContents',
    header: 'Make-a-box',
    cell: (p) => (p.priceFromContents ? 'Priced from contents' : '-'),
    width: 170,
  },
  {
    id: 'contents',
    header: 'Kit contents',
    cell: (p) => (p.kitting ? `${p.contentsCount} items` : '-'),
    sortingField: 'contentsCount',
    width: 130,
  },
  ...measureColumns<ProductRow>(),
  { id: 'shop', header: 'Shop', cell: (p) => p.shop || '-', sortingField: 'shop' },
  updatedAtColumn<ProductRow>(),
];

const FILTERING = [
  textProperty('title', 'Title', 'Titles'),
  textProperty('sku', 'SKU', 'SKUs'),
  textProperty('kind', 'Type', 'Types'),
  textProperty('shop', 'Shop', 'Shops'),
];

/** Products and kits (accounts §3 Product, orders §3 Kit), guarded by edit_products. */
export function ProductsPage() {
  const navigate = useNavigate();
  const { api, table } = useCatalogList(productsApi, toProductRow);

  return (
    <CatalogTable<ProductRow>
      tableId="products"
      singular="product"
      plural="products"
      title="Products"
      description="What you sell. Kits bundle products, packaging and a box; a make-a-box SKU is priced from its contents."
      {...table}
      columns={COLUMNS}
      hiddenByDefault={['shop', 'updatedAt']}
      filteringProperties={FILTERING}
      editPermission="edit_products"
      createHref="/products/create"
      editHref={(p) => editProductHref(p.id)}
      nameOf={(p) => p.title}
      remove={(p) => api.remove(p.id)}
      emptyText="Add the products you ship, or import them from a CSV file."
      extraActions={
        <PermissionGuard required={['import_export_products']}>
          <Button onClick={() => navigate('/products/import')}>Import</Button>
        </PermissionGuard>
      }
    />
  );
}
