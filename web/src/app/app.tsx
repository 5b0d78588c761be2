import { Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  createRoutesFromElements,
  matchRoutes,
  Route,
  useLocation,
} from 'react-router-dom';
import { I18nProvider } from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import type { RuntimeConfig } from '#api/runtime-config';
import { ApiProvider } from '#web/api/api-context';
import { adminRoutes } from './admin-routes';
import { automationRoutes } from './automation-routes';
import { claimRoutes } from './claim-routes';
import { freightRoutes } from './freight-routes';
import { zoneRoutes } from './zone-routes';
import { checkoutRatesRoutes } from './checkout-rates-routes';
import { internationalRoutes } from './international-routes';
import { shippingScheduleRoutes } from './shipping-schedule-routes';
import { billingRoutes } from './billing-routes';
import { catalogRoutes } from './catalog-routes';
import { lazyPage, preloadPages } from './lazy-page';
import { notificationRoutes } from './notification-routes';
import { orderRoutes } from './order-routes';
import { storeReturnRoutes, storeRoutes } from './store-routes';
import { AuthProvider, useAuth } from './auth/auth-context';
import { SignInPage } from './auth/sign-in-page';
import { MAGIC_LINK_PATH } from '#domain/auth/magic-link.rules';
import { NotificationsProvider } from './notifications/notifications-context';
import { RuntimeConfigContext } from './runtime-config-context';
import { trackingSiteOf } from './tracking-site-location';
import { HOME_PATH, NAV_AREAS, areaHref } from './shell/navigation';

// The sign-in page is where a signed-out visit lands, so it stays in the entry chunk; the signed-in
// shell and every other page load with their route.
const SignUpPage = lazyPage(() => import('./auth/sign-up-page'), 'SignUpPage');
const ConfirmSignUpPage = lazyPage(() => import('./auth/confirm-sign-up-page'), 'ConfirmSignUpPage');
const MagicLinkPage = lazyPage(() => import('./auth/magic-link-page'), 'MagicLinkPage');
const SignedInShell = lazyPage(() => import('./shell/app-shell'), 'SignedInShell');
const WarehousesPage = lazyPage(() => import('#web/pages/warehouses/warehouses-page'), 'WarehousesPage');
const WarehouseFormPage = lazyPage(() => import('#web/pages/warehouses/warehouse-form-page'), 'WarehouseFormPage');
const AccountSettingsPage = lazyPage(
  () => import('#web/pages/settings/account-settings/account-settings-page'),
  'AccountSettingsPage',
);
const RateSettingsPage = lazyPage(() => import('#web/pages/settings/rates/rate-settings-page'), 'RateSettingsPage');
const ComingSoonPage = lazyPage(() => import('#web/pages/coming-soon/coming-soon-page'), 'ComingSoonPage');
const TrackingPageSettingsPage = lazyPage(
  () => import('#web/pages/settings/tracking-page/tracking-page-settings-page'),
  'TrackingPageSettingsPage',
);
const ApiKeysPage = lazyPage(() => import('#web/pages/settings/api-keys/api-keys-page'), 'ApiKeysPage');
const TeamPage = lazyPage(() => import('#web/pages/settings/team/team-page'), 'TeamPage');
const CompanyPage = lazyPage(() => import('#web/pages/settings/company/company-page'), 'CompanyPage');
const CarrierAccountsPage = lazyPage(
  () => import('#web/pages/settings/carrier-accounts/carrier-accounts-page'),
  'CarrierAccountsPage',
);
const TrackingSite = lazyPage(() => import('#web/pages/tracking/tracking-site'), 'TrackingSite');
const PublicTermsPage = lazyPage(() => import('#web/pages/terms/terms-pages'), 'PublicTermsPage');
const OnboardingWizardPage = lazyPage(
  () => import('#web/pages/onboarding/onboarding-wizard-page'),
  'OnboardingWizardPage',
);
const NotFoundPage = lazyPage(() => import('#web/pages/coming-soon/coming-soon-page'), 'NotFoundPage');

export function App({ config }: { config: RuntimeConfig }) {
  // A merchant's tracking page is its own small site: no router, shell or sign-in, loaded on its own.
  const [trackingSite] = useState(() => trackingSiteOf(window.location, config));
  return (
    <RuntimeConfigContext.Provider value={config}>
      <I18nProvider locale="en" messages={[enMessages]}>
        {trackingSite ? (
          <Suspense fallback={<FullPageSpinner />}>
            <TrackingSite subDomain={trackingSite} apiBaseUrl={config.apiBaseUrl} />
          </Suspense>
        ) : (
          <AppRouter />
        )}
      </I18nProvider>
    </RuntimeConfigContext.Provider>
  );
}

function AppRouter() {
  // A data router, so forms can hold navigation while they have unsaved changes (useBlocker).
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

function Providers() {
  return (
    <NotificationsProvider>
      <AuthProvider>
        <ApiProvider>
          <PreloadSignedInPage />
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </ApiProvider>
      </AuthProvider>
    </NotificationsProvider>
  );
}

const appRoutes = (
  <Route element={<Providers />}>
    {/* accounts §2: public pages, read by anyone without signing in. */}
    <Route path="/order-protection-terms" element={<PublicTermsPage terms="order-protection-terms" />} />
    <Route path="/full-coverage-terms" element={<PublicTermsPage terms="full-coverage-terms" />} />
    <Route
      path="/sign-in"
      element={
        <SignedOutOnly>
          <SignInPage />
        </SignedOutOnly>
      }
    />
    <Route
      path="/sign-up"
      element={
        <SignedOutOnly>
          <SignUpPage />
        </SignedOutOnly>
      }
    />
    <Route
      path="/confirm-sign-up"
      element={
        <SignedOutOnly>
          <ConfirmSignUpPage />
        </SignedOutOnly>
      }
    />
    <Route
      path={MAGIC_LINK_PATH}
      element={
        <SignedOutOnly>
          <MagicLinkPage />
        </SignedOutOnly>
      }
    />
    <Route
      element={
        <SignedInOnly>
          <Outlet />
        </SignedInOnly>
      }
    >
      {storeReturnRoutes}
      {adminRoutes}
    </Route>
    <Route
      element={
        <SignedInOnly>
          <SignedInShell />
        </SignedInOnly>
      }
    >
      <Route index element={<Navigate to={HOME_PATH} replace />} />
      <Route path="onboarding-wizard" element={<OnboardingWizardPage />} />
      <Route path="warehouses" element={<WarehousesPage />} />
      <Route path="warehouses/create" element={<WarehouseFormPage />} />
      <Route path="warehouses/:warehouseId/edit" element={<WarehouseFormPage />} />
      <Route path="settings" element={<AccountSettingsPage />} />
      <Route path="settings/rates" element={<RateSettingsPage />} />
      <Route path="settings/tracking-page" element={<TrackingPageSettingsPage />} />
      <Route path="settings/api" element={<ApiKeysPage />} />
      <Route path="settings/team" element={<TeamPage />} />
      <Route path="settings/carrier-accounts" element={<CarrierAccountsPage />} />
      <Route path="settings/company" element={<CompanyPage />} />
      {/* The spec's path of the same page (accounts §2), on the merchant's own accounts. */}
      <Route
        path="preset/carrier-accounts"
        element={<Navigate to="/settings/carrier-accounts?filter=custom" replace />}
      />
      {catalogRoutes}
      {notificationRoutes}
      {orderRoutes}
      {storeRoutes}
      {billingRoutes}
      {automationRoutes}
      {claimRoutes}
      {freightRoutes}
      {zoneRoutes}
      {checkoutRatesRoutes}
      {internationalRoutes}
      {shippingScheduleRoutes}
      {NAV_AREAS.filter((area) => !area.built).map((area) => (
        <Route key={area.id} path={areaHref(area).slice(1)} element={<ComingSoonPage title={area.text} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>
);

const routes = createRoutesFromElements(appRoutes);

function FullPageSpinner() {
  return (
    <Box textAlign="center" padding="xxxl">
      <Spinner size="large" />
    </Box>
  );
}

/**
 * Once signed in, the location's page starts downloading beside the shell instead of after the
 * shell and `/me`. Outside the Suspense boundary, so it runs while the shell itself is loading.
 */
function PreloadSignedInPage() {
  const { state } = useAuth();
  const location = useLocation();
  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (signedIn) preloadPages(matchRoutes(routes, location)?.map((match) => match.route.element) ?? []);
  }, [signedIn, location]);
  return null;
}

function SignedInOnly({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedOut')
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

function SignedOutOnly({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner />;
  // Back to the page that sent the user to sign in (set by SignedInOnly).
  // Staff land in their console; everyone else on the merchant home.
  if (state.status === 'signedIn')
    return (
      <Navigate
        to={(location.state as { from?: string } | null)?.from ?? (state.user.isStaff ? '/admin' : '/')}
        replace
      />
    );
  return <>{children}</>;
}
