import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppLayout from '@cloudscape-design/components/app-layout';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { SHIPDECK_ADMIN_TITLE } from '#domain/admin/staff-group.rules';
import { PageLoading } from '#web/components/page-loading';
import { useAuth } from '#web/app/auth/auth-context';
import { NotificationsFlashbar } from '#web/app/notifications/notifications-context';
import { ADMIN_HOME, ADMIN_NAV_ITEMS, adminActiveHref, adminBreadcrumbs } from './admin-navigation';

const TOP_NAV_ID = 'shipdeck-admin-top-navigation';

/**
 * The Shipdeck staff console's own layout (/admin): shown only to a session in the staff group. The
 * server refuses every other token on /api/v1/admin/*; this only keeps merchants from an empty console.
 */
export function AdminShell() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (state.status !== 'signedIn' || !state.user.isStaff) return <Navigate to="/" replace />;

  const follow = (event: CustomEvent<{ href?: string; external?: boolean }>) => {
    if (event.detail.external || !event.detail.href) return;
    event.preventDefault();
    navigate(event.detail.href);
  };

  return (
    <>
      <div id={TOP_NAV_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        <TopNavigation
          identity={{ href: ADMIN_HOME, title: SHIPDECK_ADMIN_TITLE, onFollow: follow }}
          utilities={[
            {
              type: 'menu-dropdown',
              text: state.user.email,
              iconName: 'user-profile',
              items: [{ id: 'sign-out', text: 'Sign out' }],
              onItemClick: (e) => {
                if (e.detail.id === 'sign-out') void signOut();
              },
            },
          ]}
        />
      </div>
      <AppLayout
        headerSelector={`#${TOP_NAV_ID}`}
        navigation={
          <SideNavigation
            header={{ text: SHIPDECK_ADMIN_TITLE, href: ADMIN_HOME }}
            activeHref={adminActiveHref(pathname)}
            items={ADMIN_NAV_ITEMS}
            onFollow={follow}
          />
        }
        breadcrumbs={<BreadcrumbGroup items={adminBreadcrumbs(pathname)} onFollow={follow} ariaLabel="Breadcrumbs" />}
        notifications={<NotificationsFlashbar />}
        toolsHide
        content={
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        }
      />
    </>
  );
}
