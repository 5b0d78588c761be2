import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '#web/api/api-error';
import { validateWithSchema, type FieldErrors } from '#web/lib/field-errors';

/**
 * An editor modal's save: the fields checked by the form's schema first, then saved; the modal closes on success
 * and shows the route's field messages otherwise.
 */
export function useModalSave<F>(schema: z.ZodType, onSave: (fields: F) => Promise<unknown>, onClose: () => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  async function submit(fields: F) {
    const found = validateWithSchema(schema, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(fields);
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fieldErrors);
    } finally {
      setSaving(false);
    }
  }

  return { errors, setErrors, saving, submit };
}
