/** Toast lifetimes (orders §8, accounts §8): success hides after 5 s; error, info and warning after 10 s. */
export const NOTIFICATION_AUTO_DISMISS_MS = {
  success: 5_000,
  error: 10_000,
  info: 10_000,
  warning: 10_000,
} as const;

export type NotificationType = keyof typeof NOTIFICATION_AUTO_DISMISS_MS;
