/** The product's areas in side-navigation order (the spec's areas). `built` areas have real pages. */
export const NAV_AREAS = [
  { id: 'orders', text: 'Orders', built: true },
  { id: 'products', text: 'Products', built: true },
  { id: 'packaging', text: 'Packaging', built: true },
  { id: 'boxes', text: 'Boxes', built: true },
  { id: 'customers', text: 'Customers', built: true },
  { id: 'warehouses', text: 'Warehouses', built: true },
  { id: 'automations', text: 'Automations', built: false },
  { id: 'claims', text: 'Claims', built: false },
  { id: 'billing', text: 'Billing', built: false },
  { id: 'settings', text: 'Settings', built: true },
] as const;

export type NavArea = (typeof NAV_AREAS)[number];

export const HOME_PATH = '/orders';

export const areaHref = (area: Pick<NavArea, 'id'>) => `/${area.id}`;

export interface Crumb {
  text: string;
  href: string;
}

/** Pages of an area with their own side-navigation link (Settings › Rate settings). */
export const AREA_PAGES: Partial<Record<NavArea['id'], readonly Crumb[]>> = {
  settings: [
    { text: 'Account settings', href: '/settings' },
    { text: 'Rate settings', href: '/settings/rates' },
    { text: 'Notification templates', href: '/settings/notification-templates' },
  ],
};

/** Sub-pages below an area, by their last path segment. */
const SUB_PAGES: Record<string, string> = { create: 'Create', new: 'Create', edit: 'Edit', import: 'Import' };

/** Breadcrumbs from the path: Shipdeck › Area › (Create|Edit) {singular}. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const crumbs: Crumb[] = [{ text: 'Shipdeck', href: HOME_PATH }];
  const segments = pathname.split('/').filter(Boolean);
  const area = NAV_AREAS.find((a) => a.id === segments[0]);
  if (!area) return crumbs;
  crumbs.push({ text: area.text, href: areaHref(area) });
  const page = AREA_PAGES[area.id]?.find((p) => p.href === pathname && p.href !== areaHref(area));
  if (page) return [...crumbs, page];
  const action = SUB_PAGES[segments[segments.length - 1]];
  if (segments.length > 1 && action) {
    crumbs.push({ text: `${action} ${singular(area.text).toLowerCase()}`, href: pathname });
  }
  return crumbs;
}

/** The side-navigation entry to highlight for a path (sub-pages highlight their area). */
export function activeHrefFor(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  const area = NAV_AREAS.find((a) => a.id === first);
  if (area && AREA_PAGES[area.id]?.some((p) => p.href === pathname)) return pathname;
  return area ? areaHref(area) : pathname;
}

function singular(text: string): string {
  if (text.endsWith('xes')) return text.slice(0, -2); // Boxes → Box
  return text.endsWith('s') ? text.slice(0, -1) : text;
}
