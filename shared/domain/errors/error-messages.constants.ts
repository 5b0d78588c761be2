/** Messages of the error catalogues (orders §8, accounts §8), worded exactly as the spec. */

/** The notice heading (orders §5, accounts §5): the order form's notice and every validation answer's message. */
export const ORDER_ISSUES_HEADING = 'Please Address Following Issues:';

export const GENERIC_ERROR_MESSAGE = 'There was an error with this action. Please contact support for help.';

export const BILLING_REJECTED_MESSAGE =
  'Your account is being reviewed as a result of malicious activity. Access to billing is temporarily blocked.';
export const BILLING_HIDDEN_MESSAGE =
  'Get approval for rates or add your own carrier account, along with your store integration, to get access to Billing.';

export const SOCKET_REFRESH_MESSAGE = 'Failed to connect to the server. Please refresh your browser and try again.';
export const SOCKET_RETRY_MESSAGE = 'Failed to connect to the server. Please try again.';

export const BANK_ACCOUNT_NOT_READY_MESSAGE =
  'Account not ready for verification yet, please wait for the verification deposits and try again';

export const ZIP_DATA_LOAD_FAILED_MESSAGE = 'Could not load ZIP data';

export const UPS_SERVERS_DOWN_MESSAGE = 'UPS servers are down';
export const ORIGIN_US_ONLY_MESSAGE =
  'Shipping is only allowed for orders originating from US for all active carrier accounts';
/** carrier_not_found prompt: wording ours (the spec describes it, does not quote it). */
export const CARRIER_NOT_FOUND_MESSAGE =
  'No carrier account is available for this shipment. Connect your own carrier account, or contact support to get access to our rates.';
/** No-rates suggestions: wording ours. */
export const NO_RATES_SATURDAY_SUGGESTION = 'Try disabling Saturday delivery.';
export const NO_RATES_PO_BOX_SUGGESTION = 'PO Box addresses are not deliverable.';

/** Toast auto-hide (orders §8, accounts §8): success 5 s; error, info, warning 10 s. */
export const TOAST_TYPES = ['success', 'error', 'info', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_AUTO_HIDE_MS: Readonly<Record<ToastType, number>> = {
  success: 5_000,
  error: 10_000,
  info: 10_000,
  warning: 10_000,
};
