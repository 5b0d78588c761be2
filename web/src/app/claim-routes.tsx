import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const ClaimsPage = lazyPage(() => import('#web/pages/claims/claims-page'), 'ClaimsPage');
const ClaimDetailPage = lazyPage(() => import('#web/pages/claims/claim-detail-page'), 'ClaimDetailPage');
const ClaimFormPage = lazyPage(() => import('#web/pages/claims/claim-form-page'), 'ClaimFormPage');
const ClaimSettingsPage = lazyPage(() => import('#web/pages/claims/settings/claim-settings-page'), 'ClaimSettingsPage');

/** Claims: the list, one claim with its history, a draft's form, and the claim settings (a settings page). */
export const claimRoutes = (
  <>
    <Route path="claims" element={<ClaimsPage />} />
    <Route path="claims/:claimId" element={<ClaimDetailPage />} />
    <Route path="claims/:claimId/edit" element={<ClaimFormPage />} />
    <Route path="settings/claims" element={<ClaimSettingsPage />} />
  </>
);
