import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const InternationalSettingsPage = lazyPage(
  () => import('#web/pages/international/international-settings-page'),
  'InternationalSettingsPage',
);

/** Settings › International settings: the account's international profiles (accounts §3). */
export const internationalRoutes = (
  <>
    <Route path="settings/international" element={<InternationalSettingsPage />} />
  </>
);
