import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const ProductsPage = lazyPage(() => import('../pages/products/products-page'), 'ProductsPage');
const ProductFormPage = lazyPage(() => import('../pages/products/product-form-page'), 'ProductFormPage');
const ProductsImportPage = lazyPage(() => import('../pages/products/products-import-page'), 'ProductsImportPage');
const PackagingPage = lazyPage(() => import('../pages/packaging/packaging-page'), 'PackagingPage');
const PackagingFormPage = lazyPage(() => import('../pages/packaging/packaging-form-page'), 'PackagingFormPage');
const BoxesPage = lazyPage(() => import('../pages/boxes/boxes-page'), 'BoxesPage');
const BoxFormPage = lazyPage(() => import('../pages/boxes/box-form-page'), 'BoxFormPage');
const CustomersPage = lazyPage(() => import('../pages/customers/customers-page'), 'CustomersPage');
const CustomerFormPage = lazyPage(() => import('../pages/customers/customer-form-page'), 'CustomerFormPage');
const CustomersImportPage = lazyPage(() => import('../pages/customers/customers-import-page'), 'CustomersImportPage');

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
