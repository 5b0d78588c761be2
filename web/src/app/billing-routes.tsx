import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const PaymentMethodsPage = lazyPage(
  () => import('../pages/billing/payment-methods/payment-methods-page'),
  'PaymentMethodsPage',
);

/** Billing (accounts §2 billing, §3 Payment method, §5 Add funds), inside the shell. */
export const billingRoutes = (
  <>
    <Route path="billing/payment-methods" element={<PaymentMethodsPage />} />
  </>
);
