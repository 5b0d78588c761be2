import { useApi } from '../../api/api-context';
import { customersApi } from '../../api/catalog-api';
import { CUSTOMERS_BULK_MAX } from '../../../../shared/api/catalog';
import { customerFormSchema, type CustomerFormInput } from '../../../../shared/domain/catalog/customer.schema';
import { CatalogFormGuard } from '../products/catalog-form';
import { toImportRows, type ImportRow } from '../products/import-csv';
import { ImportWizard } from '../products/import-wizard';
import { CUSTOMER_COLUMNS, CUSTOMER_REQUIRED_COLUMNS, customerFromCsv } from './customer-csv';

const address = (r: ImportRow<CustomerFormInput>) => {
  const a = r.request.address;
  return a ? [a.address1, a.city, a.state, a.zip].filter(Boolean).join(', ') : '-';
};

/** Customers from a CSV through POST /api/customers/create/bulk (orders §7), guarded by import_export_customers. */
export function CustomersImportPage() {
  const { client } = useApi();
  return (
    <CatalogFormGuard permission="import_export_customers" what="customer imports">
      <ImportWizard<CustomerFormInput>
        plural="customers"
        listHref="/customers"
        templateColumns={Object.values(CUSTOMER_COLUMNS).map((aliases) => aliases[0])}
        requiredColumns={CUSTOMER_REQUIRED_COLUMNS}
        toRows={(records) => toImportRows(records, customerFromCsv, customerFormSchema)}
        previewColumns={[
          { header: 'name', cell: (r) => String(r.request.name ?? '') },
          { header: 'email', cell: (r) => String(r.request.email ?? '') || '-' },
          { header: 'company', cell: (r) => String(r.request.company ?? '') || '-' },
          { header: 'address', cell: address },
        ]}
        batchSize={Math.min(200, CUSTOMERS_BULK_MAX)}
        send={async (batch) => {
          const answer = await customersApi(client).createBulk(batch.map((r) => r.request));
          // The API numbers rows from 1 within the batch; map them back to spreadsheet rows.
          return answer.results.map((res) => ({ row: batch[res.row - 1]?.row ?? res.row, status: res.status, errors: res.fieldErrors ?? {} }));
        }}
      />
    </CatalogFormGuard>
  );
}
