import { CUSTOMERS_BULK_MAX } from '#api/catalog';
import { customerFormSchema, type CustomerFormInput } from '#domain/catalog/customer.schema';
import { customerRowToBulk } from '#domain/imports/customer-import.rules';
import { CUSTOMER_IMPORT_FIELDS, IMPORT_CHUNK_ROWS } from '#domain/imports/import-fields.constants';
import { useApi } from '#web/api/api-context';
import { customersApi } from '#web/api/catalog-api';
import { CatalogFormGuard } from '../commons/catalog-form';
import type { CheckedRow } from '../commons/import-csv';
import { ImportWizard } from '../commons/import-wizard';

const address = (r: CheckedRow<CustomerFormInput>) => {
  const a = r.request.address;
  return a ? [a.address1, a.city, a.state, a.zip].filter(Boolean).join(', ') : '-';
};

/** 'address.zip' → 'zip': an address error names the column the merchant mapped. */
const customerFieldOf = (path: string) => path.replace(/^address\./, '');

/** Customers from a CSV through POST /api/customers/create/bulk (orders §7), guarded by import_export_customers. */
export function CustomersImportPage() {
  const { client } = useApi();
  return (
    <CatalogFormGuard permission="import_export_customers" what="customer imports">
      <ImportWizard
        plural="customers"
        listHref="/customers"
        fields={CUSTOMER_IMPORT_FIELDS}
        toRequest={customerRowToBulk}
        schema={customerFormSchema}
        fieldOf={customerFieldOf}
        previewColumns={[
          { header: 'Name', cell: (r) => String(r.request.name ?? '') },
          { header: 'Email', cell: (r) => String(r.request.email ?? '') || '-' },
          { header: 'Company', cell: (r) => String(r.request.company ?? '') || '-' },
          { header: 'Address', cell: address },
        ]}
        batchSize={Math.min(IMPORT_CHUNK_ROWS, CUSTOMERS_BULK_MAX)}
        send={async (batch) => {
          const answer = await customersApi(client).createBulk(batch.map((r) => r.request));
          // The bulk call numbers rows from 1 within the batch; map them back to spreadsheet rows.
          return answer.results.map((res) => {
            const errors = Object.fromEntries(
              Object.entries(res.fieldErrors ?? {}).map(([path, message]) => [customerFieldOf(path), message]),
            );
            return { row: batch[res.row - 1]?.row ?? res.row, status: res.status, errors };
          });
        }}
      />
    </CatalogFormGuard>
  );
}
