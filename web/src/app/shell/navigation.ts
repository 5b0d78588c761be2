import { hasAllPermissions, type PermissionKey, type PermissionSet } from '#domain/permissions/permission-keys';
import { TRACKING_EMAIL_STATUS_LABELS } from '#domain/tracking/notification-template-defaults.rules';

/** The product's areas in side-navigation order (the spec's areas). `built` areas have real pages. */
export const NAV_AREAS = [
  { id: 'orders', text: 'Orders', built: true },
  { id: 'products', text: 'Products', built: true },
  { id: 'packaging', text: 'Packaging', built: true },
  { id: 'boxes', text: 'Boxes', built: true },
  { id: 'customers', text: 'Customers', built: true },
  { id: 'warehouses', text: 'Warehouses', built: true },
  { id: 'automations', text: 'Automations', built: true },
  { id: 'claims', text: 'Claims', built: true },
  { id: 'billing', text: 'Billing', built: true },
  { id: 'settings', text: 'Settings', built: true },
] as const;

export type NavArea = (typeof NAV_AREAS)[number];

export const HOME_PATH = '/orders';

export const areaHref = (area: Pick<NavArea, 'id'>) => `/${area.id}`;

export interface Crumb {
  text: string;
  href: string;
}

/** A side-navigation page; `itemText` names the pages below it by their last path segment. */
export interface AreaPage extends Crumb {
  itemText?: (segment: string) => string | undefined;
  /** Shown in the side navigation only to members with every one of these (accounts §6). */
  required?: readonly PermissionKey[];
}

const templateLabel = (segment: string) =>
  Object.hasOwn(TRACKING_EMAIL_STATUS_LABELS, segment)
    ? TRACKING_EMAIL_STATUS_LABELS[segment as keyof typeof TRACKING_EMAIL_STATUS_LABELS]
    : undefined;

/** Pages of an area with their own side-navigation link (Settings › Rate settings). */
export const AREA_PAGES: Partial<Record<NavArea['id'], readonly AreaPage[]>> = {
  orders: [
    { text: 'All orders', href: '/orders' },
    { text: 'Freight', href: '/freight', required: ['purchase_orders'] },
  ],
  settings: [
    { text: 'Account settings', href: '/settings' },
    { text: 'Rate settings', href: '/settings/rates' },
    { text: 'Notification templates', href: '/settings/notification-templates', itemText: templateLabel },
    { text: 'Tracking page', href: '/settings/tracking-page' },
    { text: 'Stores', href: '/settings/stores' },
    { text: 'Company profile', href: '/settings/company', required: ['edit_company'] },
    { text: 'Carrier accounts', href: '/settings/carrier-accounts', required: ['edit_carriers'] },
    { text: 'Claim settings', href: '/settings/claims', required: ['view_claim_tracking'] },
    { text: 'Zone mappings', href: '/settings/zone-mappings', required: ['edit_options'] },
    { text: 'Checkout rates', href: '/settings/checkout-rates', required: ['edit_options'] },
    { text: 'International settings', href: '/settings/international', required: ['edit_options'] },
    { text: 'Shipping schedule', href: '/settings/shipping-schedule', required: ['edit_options'] },
    { text: 'Team', href: '/settings/team', required: ['edit_users'] },
    { text: 'API', href: '/settings/api', required: ['access_api'] },
  ],
  billing: [
    { text: 'Overview', href: '/billing', required: ['view_billing_activity'] },
    { text: 'Payment methods', href: '/billing/payment-methods' },
    { text: 'Plans', href: '/billing/plans' },
  ],
};

/** The area's side-navigation pages a member may open: those needing permissions they lack are left out (accounts §6). */
export function visibleAreaPages(areaId: NavArea['id'], permissions: PermissionSet): readonly AreaPage[] | undefined {
  return AREA_PAGES[areaId]?.filter((p) => !p.required || hasAllPermissions(permissions, p.required));
}

/** The side-navigation page a path is, or is one level below (Settings › Notification templates › Delivered). */
function areaPageOf(area: NavArea, pathname: string): { page: AreaPage; item?: Crumb } | undefined {
  for (const page of AREA_PAGES[area.id] ?? []) {
    if (page.href === pathname) return { page };
    const rest = pathname.startsWith(`${page.href}/`) ? pathname.slice(page.href.length + 1) : undefined;
    const text = rest && !rest.includes('/') ? page.itemText?.(decodeURIComponent(rest)) : undefined;
    if (text) return { page, item: { text, href: pathname } };
  }
  return undefined;
}

/**
 * The area of a path: the one its first segment names, else the area listing a page at a path of
 * its own (Orders › Freight is /freight), with that page and everything below it.
 */
function areaOf(pathname: string): { area: NavArea; outer?: { page: AreaPage; item?: Crumb } } | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  const named = NAV_AREAS.find((a) => a.id === first);
  if (named) return { area: named };
  for (const area of NAV_AREAS) {
    const page = AREA_PAGES[area.id]?.find((p) => pathname === p.href || pathname.startsWith(`${p.href}/`));
    if (page) return { area, outer: { page } };
  }
  return undefined;
}

/** Sub-pages below an area, by their last path segment. */
const SUB_PAGES: Record<string, string> = { create: 'Create', new: 'Create', edit: 'Edit', import: 'Import' };

/** Breadcrumbs from the path: Shipdeck › Area › (Create|Edit) {singular}. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const crumbs: Crumb[] = [{ text: 'Shipdeck', href: HOME_PATH }];
  const segments = pathname.split('/').filter(Boolean);
  const found = areaOf(pathname);
  if (!found) return crumbs;
  const { area } = found;
  crumbs.push({ text: area.text, href: areaHref(area) });
  const sub = areaPageOf(area, pathname) ?? found.outer;
  if (sub && (sub.item || sub.page.href !== areaHref(area))) {
    const pageCrumb = { text: sub.page.text, href: sub.page.href };
    return sub.item ? [...crumbs, pageCrumb, sub.item] : [...crumbs, pageCrumb];
  }
  const action = SUB_PAGES[segments[segments.length - 1]];
  if (segments.length > 1 && action) {
    crumbs.push({ text: `${action} ${singular(area.text).toLowerCase()}`, href: pathname });
  }
  return crumbs;
}

/** The side-navigation entry to highlight for a path (sub-pages highlight their area). */
export function activeHrefFor(pathname: string): string {
  const found = areaOf(pathname);
  const sub = found && (areaPageOf(found.area, pathname) ?? found.outer);
  if (sub) return sub.page.href;
  return found ? areaHref(found.area) : pathname;
}

function singular(text: string): string {
  if (text.endsWith('xes')) return text.slice(0, -2); // Boxes → Box
  return text.endsWith('s') ? text.slice(0, -1) : text;
}
