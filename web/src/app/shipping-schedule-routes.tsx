import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const ShippingSchedulePage = lazyPage(
  () => import('#web/pages/shipping-schedule/shipping-schedule-page'),
  'ShippingSchedulePage',
);

/** Settings › Shipping schedule: ship days, cutoff, holidays and blackout dates, fill time SLA per warehouse. */
export const shippingScheduleRoutes = <Route path="settings/shipping-schedule" element={<ShippingSchedulePage />} />;
