/** Billing access and approval states (orders §4, accounts §4). */
export const BILLING_ACCESS_STATUSES = ['hidden', 'rejected', 'approved', 'pending_verification'] as const;
export type BillingAccessStatus = (typeof BILLING_ACCESS_STATUSES)[number];

export const APPROVAL_STATES = ['pending', 'need_approval', 'approved', 'granted_access'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Subscription plans and cancel reasons (accounts §4). */
export const SUBSCRIPTION_PLANS = ['start', 'grow', 'scale', 'enterprise', 'trial'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const CANCEL_REASONS = [
  'unnecessary',
  'too-complicated',
  'not-enough-features',
  'expensive',
  'closing-business',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Authentication (accounts §4): modes, social providers, the human check's outcomes. */
export const AUTH_MODES = ['password', 'magic_link'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];
export const SOCIAL_PROVIDERS = ['google', 'linkedin', 'microsoft'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Group values (accounts §6). */
export const USER_GROUPS = ['merchant:admin', 'god-mode'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

/** Activity log event types (orders §4). Stored keys are ours; the spec names them in prose. */
export const ACTIVITY_LOG_EVENT_TYPES = [
  'shipment_purchased',
  'shipment_updated',
  'shipment_refunded',
  'shipment_fulfilled',
  'shipment_status_updated',
  'customer_new',
  'customer_updated',
  'product_new',
  'product_updated',
  'order_new',
  'order_updated',
  'order_canceled',
  'import_customers',
  'import_products',
  'import_product_collections',
  'import_orders',
  'import_orders_csv',
  'order_returned',
  'order_duplicated',
  'order_removed_from_batch',
] as const;
export type ActivityLogEventType = (typeof ACTIVITY_LOG_EVENT_TYPES)[number];
