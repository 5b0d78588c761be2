import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const ProductsPage = lazyPage(() => import('#web/pages/catalog/products/products-page'), 'ProductsPage');
const ProductFormPage = lazyPage(() => import('#web/pages/catalog/products/product-form-page'), 'ProductFormPage');
const ProductsImportPage = lazyPage(
  () => import('#web/pages/catalog/products/products-import-page'),
  'ProductsImportPage',
);
const PackagingPage = lazyPage(() => import('#web/pages/catalog/packagings/packaging-page'), 'PackagingPage');
const PackagingFormPage = lazyPage(
  () => import('#web/pages/catalog/packagings/packaging-form-page'),
  'PackagingFormPage',
);
const BoxesPage = lazyPage(() => import('#web/pages/catalog/boxes/boxes-page'), 'BoxesPage');
const BoxFormPage = lazyPage(() => import('#web/pages/catalog/boxes/box-form-page'), 'BoxFormPage');
const CustomersPage = lazyPage(() => import('#web/pages/catalog/customers/customers-page'), 'CustomersPage');
const CustomerFormPage = lazyPage(() => import('#web/pages/catalog/customers/customer-form-page'), 'CustomerFormPage');
const CustomersImportPage = lazyPage(
  () => import('#web/pages/catalog/customers/customers-import-page'),
  'CustomersImportPage',
);

/** The catalog pages: products and kits, packaging, boxes, customers, and the two imports. */
export const catalogRoutes = (
  <>
    <Route path="products" element={<ProductsPage />} />
    <Route path="products/create" element={<ProductFormPage />} />
    <Route path="products/import" element={<ProductsImportPage />} />
    <Route path="products/:productId/edit" element={<ProductFormPage />} />
    <Route path="packaging" element={<PackagingPage />} />
    <Route path="packaging/create" element={<PackagingFormPage />} />
    <Route path="packaging/:packagingId/edit" element={<PackagingFormPage />} />
    <Route path="boxes" element={<BoxesPage />} />
    <Route path="boxes/create" element={<BoxFormPage />} />
    <Route path="boxes/:boxId/edit" element={<BoxFormPage />} />
    <Route path="customers" element={<CustomersPage />} />
    <Route path="customers/create" element={<CustomerFormPage />} />
    <Route path="customers/import" element={<CustomersImportPage />} />
    <Route path="customers/:customerId/edit" element={<CustomerFormPage />} />
  </>
);
