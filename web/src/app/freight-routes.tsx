import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const FreightQuotePage = lazyPage(() => import('#web/pages/freight/freight-quote-page'), 'FreightQuotePage');

/** Freight (orders §1 freight quote screen): the quote form and its carriers' offers. */
export const freightRoutes = (
  <>
    <Route path="freight" element={<FreightQuotePage />} />
  </>
);
