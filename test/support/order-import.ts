import { handler as createBox } from '#functions/catalog/handlers/create-box.handler';
import { handler as createProduct } from '#functions/catalog/handlers/create-product.handler';
import { apiEvent, invoke, type TestUser } from './api-events';

/** One row of an orders CSV as the browser sends it: an order line shipped to one Austin recipient. */
export const importRow = (
  row: number,
  orderNumber: string,
  sku: string,
  quantity: number | string,
  extra: Record<string, string> = {},
) => ({
  row,
  values: {
    'Order Number': orderNumber,
    SKU: sku,
    Quantity: String(quantity),
    ...extra,
    Name: 'Ana Ruiz',
    Address: '1 Main St',
    City: 'Austin',
    State: 'TX',
    Zip: '78701',
  },
});

/** The column mapping of importRow's columns. */
export const IMPORT_MAPPING = {
  orderNumber: 'Order Number',
  sku: 'SKU',
  quantity: 'Quantity',
  recipientName: 'Name',
  address1: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
};

/**
 * The catalog the packing tests import against: the PINT product (4×4×5 in, 1.2 lb, $9) and the
 * Cube 8 box (8×8×10 in, 1.5 lb) the general packing algorithm may use; 8 pints fill one cube.
 */
export async function seedPintCatalog(user: TestUser, accountId: string): Promise<void> {
  const post = async (handler: typeof createBox, path: string, body: unknown) => {
    const res = await invoke(handler, apiEvent({ method: 'POST', path, user, accountId, body }));
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  await post(createProduct, '/api/v1/products', {
    title: 'Ice cream pint',
    sku: 'PINT',
    price: 9,
    dimensions: { length: 4, width: 4, height: 5, units: 'in', weight: { value: 1.2, units: 'lb' } },
  });
  await post(createBox, '/api/v1/boxes', {
    name: 'Cube 8',
    cost: 6.4,
    dimensions: { length: 8, width: 8, height: 10, units: 'in' },
    weight: { value: 1.5, units: 'lb' },
    useInBoxPackingAlgo: true,
  });
}
