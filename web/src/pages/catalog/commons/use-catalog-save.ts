import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { useServerSave } from '#web/hooks/use-server-save';
import type { FieldErrors } from '#web/lib/field-errors';

/**
 * Save flow of every catalog form: check with the shared schema, send, toast, leave; an API
 * refusal puts its field messages in place (a 409 conflict on `conflictField`, e.g. a taken SKU).
 */
export function useCatalogSave({
  form,
  unsaved,
  listHref,
  conflictField,
}: {
  form: { validate: () => boolean; setServerErrors: (errors: FieldErrors) => void; reset: () => void };
  unsaved: { allowLeave: () => void; dirty: boolean; prompt: ReactNode };
  listHref: string;
  conflictField?: string;
}) {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const server = useServerSave(form, { conflictField });

  function save(send: () => Promise<unknown>, success: string) {
    return server.save(async () => {
      await send();
      notify({ type: 'success', content: success });
      unsaved.allowLeave();
      navigate(listHref);
    });
  }

  /** The CatalogFormFrame props every catalog form passes the same way. */
  const frame = {
    cancelHref: listHref,
    submitting: server.submitting,
    formError: server.formError,
    dirty: unsaved.dirty,
    onReset: form.reset,
    prompt: unsaved.prompt,
  };
  return { save, frame };
}
