import Badge from '@cloudscape-design/components/badge';
import type { TableProps } from '@cloudscape-design/components/table';
import { RouterLink } from '#web/components/router-link';
import { CATALOG_PAGE_SIZES, tableSettings, updatedAtColumn } from '#web/pages/catalog/commons/catalog-columns';
import type { TablePreferences } from '#web/lib/table-preferences';
import type { WarehouseRow } from './warehouse-rows';

export const WAREHOUSES_TABLE_ID = 'warehouses';

/** "10/20/50 in other lists" (orders §2). */
export const PAGE_SIZE_OPTIONS = CATALOG_PAGE_SIZES;

export const editWarehouseHref = (id: string) => `/warehouses/${encodeURIComponent(id)}/edit`;

export const COLUMN_DEFINITIONS: TableProps.ColumnDefinition<WarehouseRow>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (w) => <RouterLink href={editWarehouseHref(w.id)}>{w.name}</RouterLink>,
    sortingField: 'name',
    isRowHeader: true,
    width: 260,
    minWidth: 180,
  },
  {
    id: 'default',
    header: 'Default',
    cell: (w) => (w.default ? <Badge color="blue">Default</Badge> : null),
    sortingComparator: (a, b) => Number(b.default) - Number(a.default),
    width: 120,
  },
  {
    id: 'formattedAddress',
    header: 'Address',
    cell: (w) => w.formattedAddress,
    sortingField: 'formattedAddress',
    minWidth: 280,
  },
  { id: 'companyName', header: 'Company', cell: (w) => w.companyName || '-', sortingField: 'companyName' },
  { id: 'phone', header: 'Phone', cell: (w) => w.address.phone || '-' },
  { id: 'email', header: 'Email', cell: (w) => w.address.email || '-' },
  { id: 'city', header: 'City', cell: (w) => w.city, sortingField: 'city' },
  { id: 'state', header: 'State', cell: (w) => w.state, sortingField: 'state' },
  { id: 'zipCode', header: 'Zip code', cell: (w) => w.zipCode, sortingField: 'zipCode' },
  { id: 'country', header: 'Country', cell: (w) => w.country, sortingField: 'country' },
  { id: 'residential', header: 'Residential', cell: (w) => (w.address.residential ? 'Yes' : 'No') },
  { id: 'pickUpNotes', header: 'Pick-up notes', cell: (w) => w.pickUpNotes || '-' },
  updatedAtColumn<WarehouseRow>(),
];

export const HIDDEN_BY_DEFAULT = [
  'email',
  'city',
  'state',
  'zipCode',
  'country',
  'residential',
  'pickUpNotes',
  'updatedAt',
] as const;

/** The preferences a user starts with, as CatalogTable derives them (the preferences tests read them). */
export const DEFAULT_PREFERENCES: TablePreferences = tableSettings(COLUMN_DEFINITIONS, HIDDEN_BY_DEFAULT).defaults;
