import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const FreightQuotePage = lazyPage(() => import('#web/pages/freight/freight-quote-page'), 'FreightQuotePage');
const FreightBookingPage = lazyPage(() => import('#web/pages/freight/freight-booking-page'), 'FreightBookingPage');

/** Freight (orders §1 freight quote screen): the quote form and its carriers' offers; an offer's booking. */
export const freightRoutes = (
  <>
    <Route path="freight" element={<FreightQuotePage />} />
    <Route path="freight/quotes/:quoteId" element={<FreightBookingPage />} />
  </>
);
