import { Outlet, Route } from 'react-router-dom';
import { AccountProvider } from './account/account-context';
import { lazyPage } from './lazy-page';

const StoresPage = lazyPage(() => import('#web/pages/stores/stores-page'), 'StoresPage');
const ShopifyInstallPage = lazyPage(() => import('#web/pages/stores/shopify-install-page'), 'ShopifyInstallPage');
const StoreOAuthReturnPage = lazyPage(
  () => import('#web/pages/stores/store-oauth-return-page'),
  'StoreOAuthReturnPage',
);

/** Settings › Stores and the Shopify App Store's install entry (accounts §2 shopify/install), inside the shell. */
export const storeRoutes = (
  <>
    <Route path="settings/stores" element={<StoresPage />} />
    <Route path="shopify/install" element={<ShopifyInstallPage />} />
  </>
);

/** The store OAuth returns (orders §2), signed in but standalone: a platform's redirect lands on them. */
export const storeReturnRoutes = (
  <Route
    element={
      <AccountProvider>
        <Outlet />
      </AccountProvider>
    }
  >
    <Route path="shopify/token" element={<StoreOAuthReturnPage platform="shopify" />} />
    <Route path="square/token" element={<StoreOAuthReturnPage platform="square" />} />
    <Route path="amazon/token" element={<StoreOAuthReturnPage platform="amazon" />} />
  </Route>
);
