import { Route } from 'react-router-dom';
import { BoxFormPage } from '../pages/boxes/box-form-page';
import { BoxesPage } from '../pages/boxes/boxes-page';
import { CustomerFormPage } from '../pages/customers/customer-form-page';
import { CustomersImportPage } from '../pages/customers/customers-import-page';
import { CustomersPage } from '../pages/customers/customers-page';
import { PackagingFormPage } from '../pages/packaging/packaging-form-page';
import { PackagingPage } from '../pages/packaging/packaging-page';
import { ProductFormPage } from '../pages/products/product-form-page';
import { ProductsImportPage } from '../pages/products/products-import-page';
import { ProductsPage } from '../pages/products/products-page';

/** The catalog pages (issue 4 §2): products and kits, packaging, boxes, customers, and the two imports. */
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
