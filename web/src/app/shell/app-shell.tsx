import { Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppLayout from '@cloudscape-design/components/app-layout';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import { SHIPDECK_ADMIN_TITLE } from '#domain/admin/staff-group.rules';
import { PageLoading } from '#web/components/page-loading';
import { AccountProvider, useAccount } from '../account/account-context';
import { useAuth } from '../auth/auth-context';
import { NotificationsFlashbar } from '../notifications/notifications-context';
import { HOME_PATH, NAV_AREAS, activeHrefFor, areaHref, breadcrumbsFor, visibleAreaPages } from './navigation';
import { useOnboardingRedirect } from './use-onboarding-redirect';

/** The side navigation for a member: pages needing permissions they lack are left out (accounts §6). */
function navItems(permissions: PermissionSet): SideNavigationProps.Item[] {
  return NAV_AREAS.map((area): SideNavigationProps.Item => {
    const pages = visibleAreaPages(area.id, permissions);
    return pages
      ? {
          type: 'expandable-link-group',
          text: area.text,
          href: areaHref(area),
          items: pages.map((p) => ({ type: 'link', text: p.text, href: p.href })),
        }
      : { type: 'link', text: area.text, href: areaHref(area) };
  });
}
const TOP_NAV_ID = 'shipdeck-top-navigation';

/** Everything behind sign-in: the account (`/me`) and the shell around the pages. */
export function SignedInShell() {
  return (
    <AccountProvider>
      <AppShell />
    </AccountProvider>
  );
}

/** Cloudscape demo layout: TopNavigation above AppLayout (side navigation, breadcrumbs, Flashbar). */
export function AppShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [navigationOpen, setNavigationOpen] = useState(true);
  const { me, membership } = useAccount();
  const items = useMemo(() => navItems(membership.permissions), [membership.permissions]);
  useOnboardingRedirect(membership.accountId);

  const follow = (event: CustomEvent<{ href?: string; external?: boolean }>) => {
    if (event.detail.external || !event.detail.href) return;
    event.preventDefault();
    navigate(event.detail.href);
  };

  return (
    <>
      <div id={TOP_NAV_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        <ShellTopNavigation />
      </div>
      <AppLayout
        headerSelector={`#${TOP_NAV_ID}`}
        navigationOpen={navigationOpen}
        onNavigationChange={(e) => setNavigationOpen(e.detail.open)}
        navigation={
          <SideNavigation
            header={{ text: membership.accountName, href: HOME_PATH }}
            activeHref={activeHrefFor(pathname)}
            items={items}
            onFollow={follow}
          />
        }
        breadcrumbs={<BreadcrumbGroup items={breadcrumbsFor(pathname)} onFollow={follow} ariaLabel="Breadcrumbs" />}
        notifications={<NotificationsFlashbar />}
        toolsHide
        content={
          // Only a page's first visit shows the fallback: later navigations are transitions, so the
          // current page stays until the next one's code is in.
          <Suspense fallback={<PageLoading />}>
            {/* Pages remount on account switch so nothing from the previous account lingers. */}
            <Outlet key={`${me.userId}:${membership.accountId}`} />
          </Suspense>
        }
      />
    </>
  );
}

function ShellTopNavigation() {
  const navigate = useNavigate();
  const auth = useAuth();
  const { me, membership, selectAccount } = useAccount();

  const utilities: TopNavigationProps.Utility[] = [];
  if (me.memberships.length > 1) {
    utilities.push({
      type: 'menu-dropdown',
      text: membership.accountName,
      description: 'Switch merchant account',
      iconName: 'group',
      ariaLabel: `Merchant account: ${membership.accountName}`,
      items: me.memberships.map((m) => ({
        id: m.accountId,
        text: m.accountName,
        iconName: m.accountId === membership.accountId ? 'check' : undefined,
      })),
      onItemClick: (e) => {
        selectAccount(e.detail.id);
        navigate(activeHrefFor(window.location.pathname));
      },
    });
  }
  // Staff who also belong to a merchant account reach their console from here; the API is the real guard.
  if (auth.state.status === 'signedIn' && auth.state.user.isStaff)
    utilities.push({
      type: 'button',
      text: SHIPDECK_ADMIN_TITLE,
      iconName: 'key',
      href: '/admin',
      onClick: (e) => {
        e.preventDefault();
        navigate('/admin');
      },
    });
  utilities.push({
    type: 'menu-dropdown',
    text: me.email,
    description: membership.accountName,
    iconName: 'user-profile',
    items: [{ id: 'sign-out', text: 'Sign out' }],
    onItemClick: (e) => {
      if (e.detail.id === 'sign-out') void auth.signOut().then(() => navigate('/sign-in'));
    },
  });

  return (
    <TopNavigation
      identity={{
        title: 'Shipdeck',
        href: HOME_PATH,
        onFollow: (e) => {
          e.preventDefault();
          navigate(HOME_PATH);
        },
      }}
      utilities={utilities}
    />
  );
}
