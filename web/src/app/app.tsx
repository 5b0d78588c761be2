import type { ReactNode } from 'react';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, createRoutesFromElements, Route, useLocation } from 'react-router-dom';
import { useState } from 'react';
import { I18nProvider } from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import type { RuntimeConfig } from '#api/runtime-config';
import { ApiProvider } from '../api/api-context';
import { ComingSoonPage, NotFoundPage } from '../pages/coming-soon/coming-soon-page';
import { WarehouseFormPage } from '../pages/warehouses/warehouse-form-page';
import { WarehousesPage } from '../pages/warehouses/warehouses-page';
import { AccountSettingsPage } from '../pages/settings/account-settings-page';
import { AccountProvider } from './account/account-context';
import { catalogRoutes } from './catalog-routes';
import { orderRoutes } from './order-routes';
import { AuthProvider, useAuth } from './auth/auth-context';
import { ConfirmSignUpPage } from './auth/confirm-sign-up-page';
import { SignInPage } from './auth/sign-in-page';
import { SignUpPage } from './auth/sign-up-page';
import { NotificationsProvider } from './notifications/notifications-context';
import { RuntimeConfigContext } from './runtime-config-context';
import { AppShell } from './shell/app-shell';
import { HOME_PATH, NAV_AREAS, areaHref } from './shell/navigation';

export function App({ config }: { config: RuntimeConfig }) {
  // A data router, so forms can hold navigation while they have unsaved changes (useBlocker).
  const [router] = useState(() => createBrowserRouter(createRoutesFromElements(appRoutes)));
  return (
    <RuntimeConfigContext.Provider value={config}>
      <I18nProvider locale="en" messages={[enMessages]}>
        <RouterProvider router={router} />
      </I18nProvider>
    </RuntimeConfigContext.Provider>
  );
}

function Providers() {
  return (
    <NotificationsProvider>
      <AuthProvider>
        <ApiProvider>
          <Outlet />
        </ApiProvider>
      </AuthProvider>
    </NotificationsProvider>
  );
}

const appRoutes = (
  <Route element={<Providers />}>
    <Route path="/sign-in" element={<SignedOutOnly><SignInPage /></SignedOutOnly>} />
    <Route path="/sign-up" element={<SignedOutOnly><SignUpPage /></SignedOutOnly>} />
    <Route path="/confirm-sign-up" element={<SignedOutOnly><ConfirmSignUpPage /></SignedOutOnly>} />
    <Route
      element={
        <SignedInOnly>
          <AccountProvider>
            <AppShell />
          </AccountProvider>
        </SignedInOnly>
      }
    >
      <Route index element={<Navigate to={HOME_PATH} replace />} />
      <Route path="warehouses" element={<WarehousesPage />} />
      <Route path="warehouses/create" element={<WarehouseFormPage />} />
      <Route path="warehouses/:warehouseId/edit" element={<WarehouseFormPage />} />
      <Route path="settings" element={<AccountSettingsPage />} />
      {catalogRoutes}
      {orderRoutes}
      {NAV_AREAS.filter((area) => !area.built).map((area) => (
        <Route key={area.id} path={areaHref(area).slice(1)} element={<ComingSoonPage title={area.text} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>
);

function FullPageSpinner() {
  return (
    <Box textAlign="center" padding="xxxl">
      <Spinner size="large" />
    </Box>
  );
}

function SignedInOnly({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedOut') return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

function SignedOutOnly({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner />;
  // Back to the page that sent the user to sign in (set by SignedInOnly).
  if (state.status === 'signedIn') return <Navigate to={(location.state as { from?: string } | null)?.from ?? '/'} replace />;
  return <>{children}</>;
}
