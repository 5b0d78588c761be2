import { Navigate, Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const AdminShell = lazyPage(() => import('#web/pages/admin/admin-shell'), 'AdminShell');
const ClaimsQueuePage = lazyPage(() => import('#web/pages/admin/claims/claims-queue-page'), 'ClaimsQueuePage');
const ClaimReviewPage = lazyPage(() => import('#web/pages/admin/claims/claim-review-page'), 'ClaimReviewPage');
const AccountsPage = lazyPage(() => import('#web/pages/admin/accounts/accounts-page'), 'AccountsPage');
const AccountPage = lazyPage(() => import('#web/pages/admin/accounts/account-page'), 'AccountPage');
const AuditLogPage = lazyPage(() => import('#web/pages/admin/audit/audit-log-page'), 'AuditLogPage');

/** The Shipdeck staff console (/admin): its own shell and pages, outside the merchant shell and its account. */
export const adminRoutes = (
  <Route path="admin" element={<AdminShell />}>
    <Route index element={<Navigate to="claims" replace />} />
    <Route path="claims" element={<ClaimsQueuePage />} />
    <Route path="accounts" element={<AccountsPage />} />
    <Route path="accounts/:accountId" element={<AccountPage />} />
    <Route path="accounts/:accountId/claims/:claimId" element={<ClaimReviewPage />} />
    <Route path="audit-log" element={<AuditLogPage />} />
  </Route>
);
