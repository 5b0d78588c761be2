import { Route } from 'react-router-dom';
import { OrderEditorPage } from '../pages/orders/order-editor-page';
import { OrderImportPage } from '../pages/orders/order-import-page';
import { OrdersPage } from '../pages/orders/orders-page';

/** The orders area (issue 4 §4, §5): the grid, the editor and the spreadsheet import. */
export const orderRoutes = (
  <>
    <Route path="orders" element={<OrdersPage />} />
    <Route path="orders/new" element={<OrderEditorPage />} />
    <Route path="orders/import" element={<OrderImportPage />} />
    <Route path="orders/:orderId" element={<OrderEditorPage />} />
  </>
);
