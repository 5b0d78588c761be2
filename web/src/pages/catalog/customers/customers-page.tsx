import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import type { CustomerResponse } from '#api/catalog';
import { customersApi } from '#web/api/catalog-api';
import { PermissionGuard } from '#web/components/permission-guard';
import { RouterLink } from '#web/components/router-link';
import { useCatalogList } from '../commons/use-catalog-list';
import { textProperty, updatedAtColumn } from '../commons/catalog-columns';
import { CatalogTable } from '../commons/catalog-table';
import { formatCustomerAddress } from './customer-form.values';

export const editCustomerHref = (id: string) => `/customers/${encodeURIComponent(id)}/edit`;

/** A table row: the customer plus the flat fields the property filter matches on. */
export interface CustomerRow extends CustomerResponse {
  id: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  formattedAddress: string;
}

const toRow = (c: CustomerResponse): CustomerRow => ({
  ...c,
  id: c._id,
  city: c.address?.city ?? '',
  state: c.address?.state ?? '',
  zip: c.address?.zip ?? '',
  country: c.address?.country ?? '',
  formattedAddress: formatCustomerAddress(c),
});

const COLUMNS: TableProps.ColumnDefinition<CustomerRow>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (c) => <RouterLink href={editCustomerHref(c.id)}>{c.name}</RouterLink>,
    sortingField: 'name',
    isRowHeader: true,
    width: 220,
    minWidth: 160,
  },
  { id: 'email', header: 'Email', cell: (c) => c.email || '-', sortingField: 'email', width: 240 },
  { id: 'phone', header: 'Phone', cell: (c) => c.phone || '-', width: 150 },
  { id: 'company', header: 'Company', cell: (c) => c.company || '-', sortingField: 'company' },
  { id: 'formattedAddress', header: 'Address', cell: (c) => c.formattedAddress, minWidth: 260 },
  { id: 'city', header: 'City', cell: (c) => c.city || '-', sortingField: 'city' },
  { id: 'state', header: 'State', cell: (c) => c.state || '-', sortingField: 'state' },
  { id: 'zip', header: 'Zip code', cell: (c) => c.zip || '-', sortingField: 'zip' },
  { id: 'country', header: 'Country', cell: (c) => c.country || '-', sortingField: 'country' },
  updatedAtColumn<CustomerRow>(),
];

const FILTERING = [
  textProperty('name', 'Name', 'Names'),
  textProperty('email', 'Email', 'Emails'),
  textProperty('company', 'Company', 'Companies'),
  textProperty('phone', 'Phone', 'Phones'),
  textProperty('city', 'City', 'Cities'),
  textProperty('state', 'State', 'States'),
  textProperty('zip', 'Zip code', 'Zip codes'),
];

/** Customers (orders §3), guarded by edit_customers; import by import_export_customers. */
export function CustomersPage() {
  const navigate = useNavigate();
  const { api, table } = useCatalogList(customersApi, toRow);
  return (
    <CatalogTable<CustomerRow>
      tableId="customers"
      singular="customer"
      plural="customers"
      title="Customers"
      description="People you ship to, with their address for new orders."
      {...table}
      columns={COLUMNS}
      hiddenByDefault={['city', 'state', 'zip', 'country', 'updatedAt']}
      filteringProperties={FILTERING}
      editPermission="edit_customers"
      createHref="/customers/create"
      editHref={(c) => editCustomerHref(c.id)}
      nameOf={(c) => c.name}
      remove={(c) => api.remove(c.id)}
      emptyText="Add your customers, or import them from a CSV file."
      extraActions={
        <PermissionGuard required={['import_export_customers']}>
          <Button onClick={() => navigate('/customers/import')}>Import</Button>
        </PermissionGuard>
      }
    />
  );
}
