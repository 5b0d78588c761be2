import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const OrdersPage = lazyPage(() => import('../pages/orders/orders-page'), 'OrdersPage');
const OrderEditorPage = lazyPage(() => import('../pages/orders/order-editor-page'), 'OrderEditorPage');
const OrderImportPage = lazyPage(() => import('../pages/orders/order-import-page'), 'OrderImportPage');

/** The orders area (orders §2, §5): the grid, the editor and the spreadsheet import. */
export const orderRoutes = (
  <>
    <Route path="orders" element={<OrdersPage />} />
    <Route path="orders/new" element={<OrderEditorPage />} />
    <Route path="orders/import" element={<OrderImportPage />} />
    <Route path="orders/:orderId" element={<OrderEditorPage />} />
  </>
);
