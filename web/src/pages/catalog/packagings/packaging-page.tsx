import type { TableProps } from '@cloudscape-design/components/table';
import type { PackagingResponse } from '#api/catalog';
import { formatDollars } from '#domain/money/cents.rules';
import { packagingsApi } from '#web/api/catalog-api';
import { RouterLink } from '#web/components/router-link';
import { useCatalogList } from '../commons/use-catalog-list';
import { measureColumns, textProperty, updatedAtColumn } from '../commons/catalog-columns';
import { CatalogTable } from '../commons/catalog-table';
import { PACKAGING_TYPE_LABELS } from './packaging-form.values';

export const editPackagingHref = (id: string) => `/packaging/${encodeURIComponent(id)}/edit`;

/** A table row: the packaging plus the flat fields the property filter matches on. */
export interface PackagingRow extends PackagingResponse {
  id: string;
  typeLabel: string;
  materialLabel: string;
}

const toRow = (p: PackagingResponse): PackagingRow => ({
  ...p,
  id: p._id,
  typeLabel: PACKAGING_TYPE_LABELS[p.packagingType],
  materialLabel: p.material ?? '',
});

const COLUMNS: TableProps.ColumnDefinition<PackagingRow>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: (p) => <RouterLink href={editPackagingHref(p.id)}>{p.title}</RouterLink>,
    sortingField: 'title',
    isRowHeader: true,
    width: 260,
    minWidth: 180,
  },
  { id: 'typeLabel', header: 'Type', cell: (p) => p.typeLabel, sortingField: 'typeLabel', width: 110 },
  { id: 'sku', header: 'SKU', cell: (p) => p.sku, sortingField: 'sku', width: 150 },
  { id: 'material', header: 'Material', cell: (p) => p.material ?? '-', sortingField: 'materialLabel', width: 170 },
  { id: 'thickness', header: 'Thickness', cell: (p) => p.thickness ?? '-', width: 110 },
  { id: 'price', header: 'Price', cell: (p) => formatDollars(p.price), sortingField: 'price', width: 110 },
  ...measureColumns<PackagingRow>(),
  updatedAtColumn<PackagingRow>(),
];

const FILTERING = [
  textProperty('title', 'Title', 'Titles'),
  textProperty('typeLabel', 'Type', 'Types'),
  textProperty('sku', 'SKU', 'SKUs'),
  textProperty('materialLabel', 'Material', 'Materials'),
];

/** Packaging (orders §3): liners with material and thickness, coolants and other packaging, guarded by edit_packagings. */
export function PackagingPage() {
  const { api, table } = useCatalogList(packagingsApi, toRow);
  return (
    <CatalogTable<PackagingRow>
      tableId="packagings"
      singular="packaging"
      plural="packagings"
      title="Packaging"
      description="Liners, coolants and other packaging that go into your boxes."
      {...table}
      columns={COLUMNS}
      hiddenByDefault={['updatedAt']}
      filteringProperties={FILTERING}
      editPermission="edit_packagings"
      createHref="/packaging/create"
      editHref={(p) => editPackagingHref(p.id)}
      nameOf={(p) => p.title}
      remove={(p) => api.remove(p.id)}
      emptyText="Add the liners, coolants and other packaging you ship with."
    />
  );
}
