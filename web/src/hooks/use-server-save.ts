import { useState } from 'react';
import { ApiError } from '#web/api/api-error';
import { useNotifications } from '#web/app/notifications/notifications-context';
import type { FieldErrors } from '#web/lib/field-errors';

/**
 * Sends a validated form to the API: the submitting flag, field errors from a 400 put back on
 * their fields (a 409 on `conflictField` too), one form-level message, and nothing when the session
 * ended (the app is already on its way to sign-in). `send` does what follows a success.
 */
export function useServerSave(
  form: { validate: () => boolean; setServerErrors: (errors: FieldErrors) => void },
  options: { conflictField?: string } = {},
) {
  const { reportError } = useNotifications();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function save(send: () => Promise<void>): Promise<void> {
    setFormError(null);
    if (!form.validate()) return;
    setSubmitting(true);
    try {
      await send();
    } catch (e) {
      reportError(e, {
        showIn: (message) => {
          if (e instanceof ApiError) {
            form.setServerErrors(
              e.status === 409 && options.conflictField
                ? { ...e.fieldErrors, [options.conflictField]: e.message }
                : e.fieldErrors,
            );
          }
          setFormError(message);
        },
      });
    } finally {
      setSubmitting(false);
    }
  }

  return { save, submitting, formError };
}
