import type { BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import type { SideNavigationProps } from '@cloudscape-design/components/side-navigation';

export const ADMIN_HOME = '/admin/claims';

export const ADMIN_NAV_ITEMS: SideNavigationProps.Item[] = [
  { type: 'link', text: 'Claims review', href: '/admin/claims' },
  { type: 'link', text: 'Accounts', href: '/admin/accounts' },
  { type: 'link', text: 'Audit log', href: '/admin/audit-log' },
];

/** A claim opened from any list belongs to Claims review, though its path names its account. */
const sectionPath = (pathname: string) =>
  /^\/admin\/accounts\/[^/]+\/claims\//.test(pathname) ? '/admin/claims' : pathname;

/** The side navigation's active link: the section the path is in. */
export function adminActiveHref(pathname: string): string {
  pathname = sectionPath(pathname);
  return (
    ADMIN_NAV_ITEMS.flatMap((i) => ('href' in i && i.href ? [i.href] : [])).find((h) => pathname.startsWith(h)) ??
    ADMIN_HOME
  );
}

export function adminBreadcrumbs(pathname: string): BreadcrumbGroupProps.Item[] {
  const crumbs: BreadcrumbGroupProps.Item[] = [{ text: 'Shipdeck admin', href: ADMIN_HOME }];
  const section = ADMIN_NAV_ITEMS.find((i) => 'href' in i && i.href && sectionPath(pathname).startsWith(i.href));
  if (section && 'href' in section && section.href) crumbs.push({ text: section.text ?? '', href: section.href });
  const rest = pathname.split('/').slice(3).filter(Boolean);
  if (rest.length) crumbs.push({ text: rest.includes('claims') ? 'Claim' : 'Account', href: pathname });
  return crumbs;
}
