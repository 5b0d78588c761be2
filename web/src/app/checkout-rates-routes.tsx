import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const CheckoutRatesPage = lazyPage(
  () => import('#web/pages/settings/checkout-rates/checkout-rates-page'),
  'CheckoutRatesPage',
);

/** Live rates at the store's checkout: a settings page. */
export const checkoutRatesRoutes = <Route path="settings/checkout-rates" element={<CheckoutRatesPage />} />;
