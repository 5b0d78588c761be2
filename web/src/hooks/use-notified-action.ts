import { useCallback } from 'react';
import { useNotifications } from '#web/app/notifications/notifications-context';

/** Runs an action and says how it went: its success message, or the error in the error flash. */
export function useNotifiedAction(): (action: () => Promise<unknown>, success: string) => Promise<void> {
  const { notify, reportError } = useNotifications();
  return useCallback(
    async (action, success) => {
      try {
        await action();
        notify({ type: 'success', content: success });
      } catch (e) {
        reportError(e);
      }
    },
    [notify, reportError],
  );
}
