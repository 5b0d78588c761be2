import { TOAST_AUTO_HIDE_MS, type ToastType } from '#domain/errors/error-messages.constants';

/** Toast lifetimes (orders §8, accounts §8): success hides after 5 s; error, info and warning after 10 s. */
export const NOTIFICATION_AUTO_DISMISS_MS = TOAST_AUTO_HIDE_MS;

export type NotificationType = ToastType;
