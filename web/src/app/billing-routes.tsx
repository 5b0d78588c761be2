import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const BillingOverviewPage = lazyPage(
  () => import('#web/pages/billing/overview/billing-overview-page'),
  'BillingOverviewPage',
);
const PlansPage = lazyPage(() => import('#web/pages/billing/plans/plans-page'), 'PlansPage');
const PaymentMethodsPage = lazyPage(
  () => import('#web/pages/billing/payment-methods/payment-methods-page'),
  'PaymentMethodsPage',
);

/** Billing (accounts §2 billing, §3 Payment method, §5 Add funds), inside the shell. */
export const billingRoutes = (
  <>
    <Route path="billing" element={<BillingOverviewPage />} />
    <Route path="billing/payment-methods" element={<PaymentMethodsPage />} />
    <Route path="billing/plans" element={<PlansPage />} />
  </>
);
