import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const OrdersPage = lazyPage(() => import('#web/pages/orders/grid/orders-page'), 'OrdersPage');
const OrderEditorPage = lazyPage(() => import('#web/pages/orders/editor/order-editor-page'), 'OrderEditorPage');
const OrderImportPage = lazyPage(() => import('#web/pages/orders/import/order-import-page'), 'OrderImportPage');

/** The orders area (orders §2, §5): the grid, the editor and the spreadsheet import. */
export const orderRoutes = (
  <>
    <Route path="orders" element={<OrdersPage />} />
    <Route path="orders/new" element={<OrderEditorPage />} />
    <Route path="orders/import" element={<OrderImportPage />} />
    <Route path="orders/:orderId" element={<OrderEditorPage />} />
  </>
);
