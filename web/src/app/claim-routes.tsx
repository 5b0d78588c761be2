import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const ClaimsPage = lazyPage(() => import('#web/pages/claims/claims-page'), 'ClaimsPage');
const ClaimDetailPage = lazyPage(() => import('#web/pages/claims/claim-detail-page'), 'ClaimDetailPage');
const ClaimFormPage = lazyPage(() => import('#web/pages/claims/claim-form-page'), 'ClaimFormPage');

/** Claims: the list, one claim with its history, and a draft's form. */
export const claimRoutes = (
  <>
    <Route path="claims" element={<ClaimsPage />} />
    <Route path="claims/:claimId" element={<ClaimDetailPage />} />
    <Route path="claims/:claimId/edit" element={<ClaimFormPage />} />
  </>
);
