import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { SessionEndedError, errorMessageOf } from '#web/api/api-error';
import { NOTIFICATION_AUTO_DISMISS_MS, type NotificationType } from './notification-durations';

export interface NotificationInput {
  type: NotificationType;
  content: ReactNode;
  header?: ReactNode;
  /** Stays until dismissed: a message that carries something to act on (a file link) must not vanish. */
  persistent?: boolean;
}

interface Notification extends NotificationInput {
  id: string;
}

/** How a failure is shown; by default an error toast with the API's (rewritten) message. */
export interface ErrorReport {
  type?: Extract<NotificationType, 'error' | 'warning'>;
  header?: ReactNode;
  /** Words around the message, e.g. `Address kept as entered: ${message}`. */
  content?: (message: string) => ReactNode;
  /** Shows the message in the page (an alert, a field, a status) instead of a toast. */
  showIn?: (message: string) => void;
}

interface NotificationsValue {
  notify: (notification: NotificationInput) => string;
  dismiss: (id: string) => void;
  /** The one way a page reports a failed call: see `reportError` in the provider. */
  reportError: (error: unknown, report?: ErrorReport) => void;
  items: readonly Notification[];
}

const NotificationsContext = createContext<NotificationsValue | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback(
    (notification: NotificationInput) => {
      const id = `notification-${++nextId.current}`;
      setItems((current) => [...current, { ...notification, id }]);
      if (!notification.persistent) {
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), NOTIFICATION_AUTO_DISMISS_MS[notification.type]),
        );
      }
      return id;
    },
    [dismiss],
  );

  const reportError = useCallback(
    (error: unknown, report: ErrorReport = {}) => {
      // The client has already signed the user out: a message would only flash on the way to sign-in.
      if (error instanceof SessionEndedError) return;
      const message = errorMessageOf(error);
      if (report.showIn) report.showIn(message);
      else
        notify({
          type: report.type ?? 'error',
          header: report.header,
          content: report.content ? report.content(message) : message,
        });
    },
    [notify],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => ({ notify, dismiss, reportError, items }), [notify, dismiss, reportError, items]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): Pick<NotificationsValue, 'notify' | 'dismiss' | 'reportError'> {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications needs a NotificationsProvider');
  return value;
}

/** The Flashbar for AppLayout's `notifications` slot (and the sign-in pages). */
export function NotificationsFlashbar() {
  const value = useContext(NotificationsContext);
  if (!value) return null;
  const items: FlashbarProps.MessageDefinition[] = value.items.map((item) => ({
    id: item.id,
    type: item.type,
    header: item.header,
    content: item.content,
    dismissible: true,
    dismissLabel: 'Dismiss message',
    onDismiss: () => value.dismiss(item.id),
  }));
  return <Flashbar items={items} />;
}
