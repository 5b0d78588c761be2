/** Permission keys and their hierarchy (orders §6, accounts §6). */
export const PERMISSION_TREE = {
  orders: ['view_print_orders', 'edit_orders', 'import_export_orders', 'purchase_orders'],
  preset_options: {
    keys: ['edit_options', 'edit_warehouses', 'edit_boxes', 'customize_emails', 'edit_carriers'],
    products: ['edit_products', 'import_export_products'],
    packagings: ['edit_packagings', 'import_export_packagings'],
    customers: ['edit_customers', 'import_export_customers'],
  },
  billing: ['edit_payments', 'deposit_funds', 'view_billing_activity'],
  claims: ['view_claim_tracking', 'view_order_protection'],
  settings: {
    keys: ['edit_integrations', 'access_api'],
    company: ['edit_company', 'edit_users'],
  },
  other: ['edit_multi_merchants'],
} as const;

export const PERMISSION_KEYS = [
  'view_print_orders',
  'edit_orders',
  'import_export_orders',
  'purchase_orders',
  'edit_options',
  'edit_warehouses',
  'edit_boxes',
  'customize_emails',
  'edit_carriers',
  'edit_products',
  'import_export_products',
  'edit_packagings',
  'import_export_packagings',
  'edit_customers',
  'import_export_customers',
  'edit_payments',
  'deposit_funds',
  'view_billing_activity',
  'view_claim_tracking',
  'view_order_protection',
  'edit_company',
  'edit_users',
  'edit_integrations',
  'access_api',
  'edit_multi_merchants',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];
/** A team member's permission set for one team; absent keys are false, an absent set allows everything. */
export type PermissionSet = Partial<Record<PermissionKey, boolean>>;

/** Spec §6: if no permissions are defined, everything is allowed; otherwise every required key must be true. */
export function hasAllPermissions(set: PermissionSet | null | undefined, required: readonly PermissionKey[]): boolean {
  if (!set || Object.keys(set).length === 0) return true;
  return required.every((key) => set[key] === true);
}

/**
 * At least one key true (same empty-set rule): for a read several roles need, e.g. the payment
 * methods that edit_payments manages, deposit_funds pays from and view_billing_activity reviews.
 */
export function hasAnyPermission(set: PermissionSet | null | undefined, anyOf: readonly PermissionKey[]): boolean {
  if (!set || Object.keys(set).length === 0) return true;
  return anyOf.some((key) => set[key] === true);
}

/** Who reads the account's payment methods: each billing role needs the list (manage, pay from, review). */
export const PAYMENT_METHOD_READERS = ['edit_payments', 'deposit_funds', 'view_billing_activity'] as const;
